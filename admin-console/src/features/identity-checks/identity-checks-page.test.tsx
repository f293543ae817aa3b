import { screen, waitFor, within } from '@testing-library/react';
import type { TIdentityCheck } from '@registrar/shared-api';
import { failed, ok, setupTestApi } from '../../components/file-transfer/testing';
import { onePage } from '../../testing/paginated';
import { renderApp } from '../../testing/render-admin';

const check = (id: number, overrides: Partial<TIdentityCheck> = {}): TIdentityCheck => ({
  id,
  status: 'pending',
  full_name: `Applicant ${String(id)}`,
  email: `applicant${String(id)}@example.com`,
  phone: null,
  note: 'My student email was closed.',
  created_at: '2026-03-07T09:00:00.000Z',
  decided_at: null,
  decided_by_name: null,
  decision_note: null,
  graduate: {
    id: 10 + id,
    matric_number: `FUTD/10/000${String(id)}`,
    name: `Graduate ${String(id)}`,
    email: null,
    programme: 'Computer Science',
    graduation_year: 2015,
  },
  ...overrides,
});

const server = setupTestApi(() => ({
  'GET /api/identity-checks': () => ok(onePage([check(1), check(2)])),
  'POST /api/identity-checks/1/decision': (request) =>
    (request.body as { email?: string }).email === 'not-an-email'
      ? failed(422, 'The given data was invalid.', { email: ['Please enter a valid email'] })
      : ok(check(1, { status: 'cleared' }), 'Identity cleared'),
  'POST /api/identity-checks/2/decision': () =>
    ok(check(2, { status: 'refused' }), 'Identity check refused'),
}));
const decisions = (id: number) =>
  server().requests.filter((r) => r.path === `/api/identity-checks/${String(id)}/decision`);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

it('lists the waiting checks beside their records and clears one with a confirmed email', async () => {
  const { user } = renderApp('/admin/identity-checks', { width: 360 });
  expect(await screen.findByRole('heading', { level: 1, name: 'Identity checks' })).toBeVisible();
  expect(await screen.findByText('2 identity checks')).toBeInTheDocument();
  expect(
    server()
      .requests.find((r) => r.path === '/api/identity-checks')
      ?.query.get('status'),
  ).toBe('pending');
  const row = await rowOf('Applicant 1');
  expect(within(row).getByText('FUTD/10/0001')).toBeInTheDocument();
  expect(within(row).getByText('No email on record')).toBeInTheDocument();

  await user.click(
    within(row).getByRole('button', { name: 'Clear the identity check of Applicant 1' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Clear this identity check?' });
  const email = within(dialog).getByRole('textbox', { name: 'Email to put on the record' });
  expect(email).toHaveValue('applicant1@example.com');
  await user.clear(email);
  await user.type(email, 'not-an-email');
  await user.click(within(dialog).getByRole('button', { name: 'Clear and update the record' }));
  expect(await within(dialog).findByText('Please enter a valid email')).toBeInTheDocument();

  await user.clear(email);
  await user.type(email, 'applicant1@example.com');
  await user.type(
    within(dialog).getByRole('textbox', { name: /How the identity/ }),
    'Passport seen',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Clear and update the record' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(decisions(1).at(-1)?.body).toEqual({
    decision: 'clear',
    email: 'applicant1@example.com',
    note: 'Passport seen',
  });
});

it('refuses a check only with a reason for the applicant', async () => {
  const { user } = renderApp('/admin/identity-checks');
  const row = await rowOf('Applicant 2');
  await user.click(
    within(row).getByRole('button', { name: 'Refuse the identity check of Applicant 2' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Refuse this identity check?' });
  await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
  expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
  expect(decisions(2)).toHaveLength(0);
  await user.type(
    within(dialog).getByRole('textbox', { name: /Reason/ }),
    'The name does not match the record',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
  await waitFor(() => expect(decisions(2)).toHaveLength(1));
  expect(decisions(2)[0]?.body).toEqual({
    decision: 'refuse',
    note: 'The name does not match the record',
  });
});
