import { screen, within } from '@testing-library/react';
import { type RecordedRequest, type Reply } from '../../../../jest/support/test-server';
import { renderApp } from '../../testing/render-admin';
import { setupTestApi } from '../../testing/test-api';

let writeReply: (request: RecordedRequest) => Reply;

const ok = (data: unknown, message?: string) => ({
  status: 200,
  body: { status: 'success', ...(message && { message }), data },
});
const rates = [
  { id: 1, purpose: 'Employment', type: 'official', soft_copy: 500000, hard_copy: 1000000 },
  { id: 2, purpose: 'Further studies', type: 'student', soft_copy: 250000, hard_copy: null },
];
const missing = [
  {
    purpose: 'Scholarship',
    type: 'official',
    rate_id: null,
    missing_formats: ['soft_copy', 'hard_copy'],
  },
];
const echo = (request: RecordedRequest, message: string) =>
  ok({ id: 9, ...(request.body as object) }, message);

const testServer = setupTestApi(() => {
  writeReply = (request) =>
    echo(request, request.method === 'PUT' ? 'Rate is Updated' : 'Rate Added Successfully');
  return {
    'GET /api/transcript-rates': () => ok(rates),
    'GET /api/transcript-rates/missing-combinations': () => ok(missing),
    'PUT /api/transcript-rates/1': (request) => writeReply(request),
    'POST /api/transcript-rates': (request) => writeReply(request),
    'DELETE /api/transcript-rates/2': () => ok({ id: 2 }, 'Rate Deleted'),
  };
});

const writes = () => testServer().requests.filter((r) => r.method !== 'GET');

it('lists rates with naira prices and a dash for a format not offered', async () => {
  renderApp('/admin/transcript-rates', { width: 360 });
  const table = await screen.findByRole('table', { name: 'Transcript rates' });
  const cell = await within(table).findByText('Further studies');
  const row = cell.closest('tr') as HTMLElement;
  expect(within(row).getByText('₦2,500.00')).toBeInTheDocument();
  expect(within(row).getByText('—')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Transcript rates' })).toHaveAttribute('tabindex', '0');
});

it("edits a rate in naira, sends kobo and shows 'Rate is Updated'", async () => {
  const { user } = renderApp('/admin/transcript-rates');
  await user.click(await screen.findByRole('button', { name: 'Edit Employment, official' }));

  const soft = screen.getByRole('textbox', { name: /Soft copy price/ });
  expect(soft).toHaveValue('5,000.00');
  await user.clear(soft);
  await user.type(soft, '6,500.50');
  await user.clear(screen.getByRole('textbox', { name: /Hard copy price/ }));
  await user.click(screen.getByRole('button', { name: 'Save rate' }));

  expect(await screen.findByText('Rate is Updated')).toBeInTheDocument();
  expect(writes()[0]).toMatchObject({
    method: 'PUT',
    path: '/api/transcript-rates/1',
    body: { purpose: 'Employment', type: 'official', soft_copy: 650050, hard_copy: null },
  });
});

it("adds a rate and shows 'Rate Added Successfully'", async () => {
  const { user } = renderApp('/admin/transcript-rates');
  await user.click(await screen.findByRole('button', { name: 'Add a rate' }));
  await user.type(screen.getByRole('textbox', { name: 'Purpose' }), 'Visa');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'student');
  await user.type(screen.getByRole('textbox', { name: /Hard copy price/ }), '12000');
  await user.click(screen.getByRole('button', { name: 'Add rate' }));

  expect(await screen.findByText('Rate Added Successfully')).toBeInTheDocument();
  expect(writes()[0]?.body).toEqual({
    purpose: 'Visa',
    type: 'student',
    soft_copy: null,
    hard_copy: 1200000,
  });
});

it('refuses a malformed price before sending', async () => {
  const { user } = renderApp('/admin/transcript-rates');
  await user.click(await screen.findByRole('button', { name: 'Add a rate' }));
  await user.type(screen.getByRole('textbox', { name: 'Purpose' }), 'Visa');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'student');
  await user.type(screen.getByRole('textbox', { name: /Soft copy price/ }), '5,00');
  await user.click(screen.getByRole('button', { name: 'Add rate' }));

  expect(screen.getByRole('textbox', { name: /Soft copy price/ })).toHaveAccessibleDescription(
    /Enter an amount in naira/,
  );
  expect(writes()).toHaveLength(0);
});

it("puts the server's field errors on the fields", async () => {
  writeReply = () => ({
    status: 409,
    body: {
      status: 'error',
      message: 'This rate already exists.',
      errors: { type: ['Employment already has an official rate'] },
    },
  });
  const { user } = renderApp('/admin/transcript-rates');
  await user.click(await screen.findByRole('button', { name: 'Add a rate' }));
  await user.type(screen.getByRole('textbox', { name: 'Purpose' }), 'Employment');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'official');
  await user.type(screen.getByRole('textbox', { name: /Soft copy price/ }), '100');
  await user.click(screen.getByRole('button', { name: 'Add rate' }));

  const type = screen.getByRole('combobox', { name: 'Type' });
  await screen.findAllByText('Employment already has an official rate');
  expect(type).toHaveAttribute('aria-invalid', 'true');
  expect(type).toHaveAccessibleDescription(/Employment already has an official rate/);
});

it("prefills the form from a missing combination and titles it 'New Rate Added'", async () => {
  const { user } = renderApp('/admin/transcript-rates');
  const panel = await screen.findByRole('region', { name: 'Missing combinations' });
  await user.click(
    await within(panel).findByRole('button', { name: 'Add rate for Scholarship, official' }),
  );

  expect(screen.getByRole('textbox', { name: 'Purpose' })).toHaveValue('Scholarship');
  expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('official');
  await user.type(screen.getByRole('textbox', { name: /Soft copy price/ }), '3,000');
  await user.click(screen.getByRole('button', { name: 'Add rate' }));

  expect(await screen.findByText('New Rate Added')).toBeInTheDocument();
  expect(writes()[0]?.body).toEqual({
    purpose: 'Scholarship',
    type: 'official',
    soft_copy: 300000,
    hard_copy: null,
  });
});

it('deletes a rate only after confirming in a dialog', async () => {
  const { user } = renderApp('/admin/transcript-rates');
  await user.click(await screen.findByRole('button', { name: 'Delete Further studies, student' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this rate?' });
  expect(writes()).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Delete rate' }));

  expect(await screen.findByText('Rate Deleted')).toBeInTheDocument();
  expect(writes()[0]).toMatchObject({ method: 'DELETE', path: '/api/transcript-rates/2' });
});

it('links to the regions screen, where delivery fees are set (not in the spec sidebar)', async () => {
  renderApp('/admin/transcript-rates');
  const link = await screen.findByRole('link', { name: 'Regions and delivery rates' });
  expect(link).toHaveAttribute('href', '/admin/manage-regions');
});
