import { screen, waitFor, within } from '@testing-library/react';
import { type RecordedRequest, type Reply } from '../../../../jest/support/test-server';
import { renderApp } from '../../testing/render-admin';
import { setupTestApi } from '../../testing/test-api';
import { certificate, pageOf } from './certificate-applications.test-fixtures';

let listReply: (request: RecordedRequest) => Reply;

const listRequests = () =>
  testServer().requests.filter(
    (r) => r.method === 'GET' && r.path === '/api/certificate-applications',
  );
const queryOf = (request: RecordedRequest | undefined) => Object.fromEntries(request?.query ?? []);

const testServer = setupTestApi(() => {
  listReply = () => pageOf([]);
  return {
    'GET /api/certificate-applications': (request) => listReply(request),
    'GET /api/certificate-applications/1': () => ({
      status: 200,
      body: { status: 'success', data: certificate(1) },
    }),
  };
});

it('lists a page with its columns, pages through the server paginator and opens a detail', async () => {
  listReply = (request) => {
    const current = Number(queryOf(request).page ?? 1);
    const ids = Array.from({ length: 10 }, (_, i) => (current - 1) * 10 + i + 1);
    return pageOf(
      ids.map((id) => certificate(id)),
      { current, last: 2, total: 20 },
    );
  };
  const { user } = renderApp('/admin/certificate-applications');
  expect(await screen.findByText('20 applications, newest first')).toBeInTheDocument();
  const first = within(within(screen.getByRole('table')).getAllByRole('row')[1]!);
  expect(first.getByText('Bello Tunde1')).toBeInTheDocument();
  expect(first.getByText('FUTD/10/0001')).toBeInTheDocument();
  expect(first.getByText('Certificate')).toBeInTheDocument();
  expect(first.getByText('₦28,000.00')).toBeInTheDocument();
  expect(first.getByText('Paid')).toBeInTheDocument();
  expect(queryOf(listRequests()[0])).toEqual({ page: '1', per_page: '10' });

  await user.click(screen.getByRole('link', { name: 'Page 2' }));
  expect(await screen.findByRole('link', { name: 'CERT-0011-WXYZ' })).toBeInTheDocument();
  expect(queryOf(listRequests().at(-1))).toMatchObject({ page: '2' });

  await user.click(screen.getByRole('link', { name: 'CERT-0011-WXYZ' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: /Certificate application/ }),
  ).toBeInTheDocument();
  // The back link returns to page 2.
  expect(screen.getByRole('link', { name: 'Back to certificate applications' })).toHaveAttribute(
    'href',
    '/admin/certificate-applications?page=2',
  );
});

it('sends the search and filters from page 1, keeping them in the URL', async () => {
  listReply = () => pageOf([certificate(1)]);
  const { user } = renderApp('/admin/certificate-applications?page=3');
  await screen.findByText('1 application, newest first');
  await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'bello');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'processing');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'attestation');
  await user.type(screen.getByLabelText('Submitted from'), '2026-11-01');
  await user.type(screen.getByLabelText('Submitted to'), '2026-11-30');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() =>
    expect(queryOf(listRequests().at(-1))).toEqual({
      page: '1',
      per_page: '10',
      search: 'bello',
      status: 'processing',
      kind: 'attestation',
      date_from: '2026-11-01',
      date_to: '2026-11-30',
    }),
  );
  expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('bello');
  await user.click(screen.getByRole('button', { name: 'Clear' }));
  await waitFor(() =>
    expect(queryOf(listRequests().at(-1))).toEqual({ page: '1', per_page: '10' }),
  );
});

it('says when nothing matches', async () => {
  renderApp('/admin/certificate-applications?search=nobody');
  expect(
    await screen.findByRole('cell', { name: 'No certificate applications match' }),
  ).toBeInTheDocument();
});

it('shows a failed load with a way to try again', async () => {
  listReply = () => ({ status: 500, body: { status: 'error', message: 'Server down' } });
  const { user } = renderApp('/admin/certificate-applications');
  const text = await screen.findByText('The certificate applications could not be loaded.');
  listReply = () => pageOf([certificate(1)]);
  await user.click(within(text.parentElement!).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'CERT-0001-WXYZ' })).toBeInTheDocument();
});
