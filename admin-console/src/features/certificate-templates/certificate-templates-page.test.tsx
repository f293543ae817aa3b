import { screen, waitFor, within } from '@testing-library/react';
import type { TCertificateTemplate } from '@registrar/shared-api';
import {
  failed,
  ok,
  setupTestApi,
  type FileReply,
  type FileRoute,
} from '../../components/file-transfer/testing';
import { onePage } from '../../testing/paginated';
import { renderApp } from '../../testing/render-admin';

const template = (id: number, name: string, overrides: Partial<TCertificateTemplate> = {}) => ({
  id,
  name,
  title: 'Certificate of Graduation',
  body_template: 'This certifies that {{full_name}} earned {{degree}}.',
  orientation: 'landscape' as const,
  is_active: true,
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-02T00:00:00.000Z',
  ...overrides,
});

let rows: TCertificateTemplate[];
let writeReply: FileRoute;
let deleteReply: () => FileReply;
const server = setupTestApi(() => ({
  'GET /api/certificate-templates': () => ok(onePage(rows)),
  'POST /api/certificate-templates': (request) => writeReply(request),
  'PUT /api/certificate-templates/1': (request) => writeReply(request),
  'DELETE /api/certificate-templates/1': () => deleteReply(),
  'GET /api/certificate-templates/1/preview': () =>
    ok({
      title: 'Certificate of Graduation',
      orientation: 'landscape',
      rendered: 'This certifies that Chinedu Eze earned Bachelor of Arts.',
    }),
}));

beforeEach(() => {
  rows = [
    template(1, 'Bachelor 2024'),
    template(2, 'Masters', { is_active: false, orientation: 'portrait' }),
  ];
  writeReply = (request) => ok({ ...template(3, 'x'), ...(request.body as object) });
  deleteReply = () => ({ status: 200, body: { status: 'success', message: 'Template deleted' } });
});

const writes = () => server().requests.filter((r) => r.method === 'POST' || r.method === 'PUT');

it('lists templates and searches through the server', async () => {
  const { user } = renderApp('/admin/certificate-templates', { width: 360 });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Certificate Templates' }),
  ).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Certificate templates' });
  const masters = (await within(table).findByText('Masters')).closest('tr') as HTMLElement;
  expect(within(masters).getByText('Inactive')).toBeInTheDocument();
  expect(within(masters).getByText('Portrait')).toBeInTheDocument();
  expect(screen.getByText('2 templates')).toBeInTheDocument();

  await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'bach');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(server().requests.at(-1)?.query.get('search')).toBe('bach'));
  expect(server().requests.at(-1)?.query.get('per_page')).toBe('10');
});

it('adds a template with a live preview, refusing unknown placeholders on the field', async () => {
  const { user } = renderApp('/admin/certificate-templates');
  await user.click(await screen.findByRole('button', { name: 'Add a template' }));
  const form = screen.getByRole('region', { name: 'Add a template' });
  expect(within(form).getByRole('heading', { name: 'Add a template' })).toHaveFocus();

  const preview = within(form).getByRole('figure', { name: 'Certificate preview' });
  expect(within(preview).getByText('University of Lagos')).toBeInTheDocument();
  expect(within(preview).getByText('Adaeze Chiamaka Okafor')).toBeInTheDocument();
  expect(within(preview).getByText('UNILAG/2024/000123')).toBeInTheDocument();

  const body = within(form).getByRole('textbox', { name: 'Certificate text' });
  await user.clear(body);
  await user.type(body, 'Awarded to {{{{name}} in {{{{programme}}');
  expect(within(preview).getByText('{{name}}').tagName).toBe('MARK');
  expect(within(preview).getByText('Computer Science')).toBeInTheDocument();

  await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Bachelor 2025');
  await user.click(within(form).getByRole('button', { name: 'Add template' }));
  expect(body).toHaveAttribute('aria-invalid', 'true');
  expect(body).toHaveFocus();
  expect(within(form).getByText(/Unknown placeholders: \{\{name\}\}/)).toBeInTheDocument();
  expect(writes()).toHaveLength(0);

  await user.clear(body);
  await user.type(body, 'Awarded to ');
  await user.click(within(form).getByRole('button', { name: 'Insert {{full_name}}' }));
  await waitFor(() => expect(body).toHaveValue('Awarded to {{full_name}}'));
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Orientation' }), 'portrait');
  expect(within(form).getByText(/A4 portrait/)).toBeInTheDocument();

  writeReply = () =>
    failed(409, 'A template with this name exists.', {
      name: ['Another template has this name'],
    });
  await user.click(within(form).getByRole('button', { name: 'Add template' }));
  const name = within(form).getByRole('textbox', { name: /^Name/ });
  await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
  expect(writes().at(-1)?.body).toEqual({
    name: 'Bachelor 2025',
    title: 'Certificate of Graduation',
    body_template: 'Awarded to {{full_name}}',
    orientation: 'portrait',
    is_active: true,
  });

  writeReply = (request) => ok({ ...template(3, 'x'), ...(request.body as object) });
  await user.clear(name);
  await user.type(name, 'Bachelor 2026');
  await user.click(within(form).getByRole('button', { name: 'Add template' }));
  expect(await screen.findByText('Template Added')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Add a template' })).not.toBeInTheDocument();
});

it('edits a template with PUT', async () => {
  const { user } = renderApp('/admin/certificate-templates');
  await user.click(await screen.findByRole('button', { name: 'Edit Bachelor 2024' }));
  const form = screen.getByRole('region', { name: 'Edit template: Bachelor 2024' });
  await user.click(within(form).getByRole('checkbox', { name: /Active/ }));
  await user.click(within(form).getByRole('button', { name: 'Save template' }));
  expect(await screen.findByText('Template Updated')).toBeInTheDocument();
  expect(writes()[0]).toMatchObject({
    method: 'PUT',
    path: '/api/certificate-templates/1',
    body: { name: 'Bachelor 2024', is_active: false },
  });
});

it('shows the server’s preview of a saved template', async () => {
  const { user } = renderApp('/admin/certificate-templates');
  await user.click(await screen.findByRole('button', { name: 'Preview Bachelor 2024' }));
  const modal = await screen.findByRole('dialog', { name: 'Preview: Bachelor 2024' });
  expect(
    await within(modal).findByText('This certifies that Chinedu Eze earned Bachelor of Arts.'),
  ).toBeInTheDocument();
  expect(within(modal).getByRole('figure', { name: 'Server preview' })).toBeInTheDocument();
});

it('deletes only after confirming and shows why the server refused', async () => {
  const { user } = renderApp('/admin/certificate-templates');
  await user.click(await screen.findByRole('button', { name: 'Delete Bachelor 2024' }));
  let modal = await screen.findByRole('dialog', { name: 'Delete this template?' });
  await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
  expect(server().requests.some((r) => r.method === 'DELETE')).toBe(false);

  deleteReply = () =>
    failed(409, 'Certificates were issued from this template: deactivate it instead.');
  await user.click(screen.getByRole('button', { name: 'Delete Bachelor 2024' }));
  modal = await screen.findByRole('dialog', { name: 'Delete this template?' });
  await user.click(within(modal).getByRole('button', { name: 'Delete template' }));
  expect(
    await within(modal).findByText(
      'Certificates were issued from this template: deactivate it instead.',
    ),
  ).toBeInTheDocument();

  deleteReply = () => {
    rows = rows.filter((row) => row.id !== 1);
    return { status: 200, body: { status: 'success', message: 'Template deleted' } };
  };
  await user.click(within(modal).getByRole('button', { name: 'Delete template' }));
  expect(await screen.findByText('Template deleted')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Bachelor 2024')).not.toBeInTheDocument());
});

it('shows the empty and error states', async () => {
  let isDown = true;
  rows = [];
  server().setRoutes({
    'GET /api/certificate-templates': () => (isDown ? failed(500, 'Oops') : ok(onePage([]))),
  });
  const { user } = renderApp('/admin/certificate-templates');
  expect(
    await screen.findByText('The certificate templates could not be loaded.'),
  ).toBeInTheDocument();
  isDown = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No certificate templates yet')).toBeInTheDocument();
});
