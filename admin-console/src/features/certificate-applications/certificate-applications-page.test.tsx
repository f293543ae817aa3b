import { screen, waitFor, within } from '@testing-library/react';
import { type RecordedRequest, type Reply } from '../../../../jest/support/test-server';
import { renderApp } from '../../testing/render-admin';
import { setupTestApi } from '../../testing/test-api';
import { certificate, pageOf } from './certificate-applications.test-fixtures';

let listReply: (request: RecordedRequest) => Reply;
let bulkReply: (request: RecordedRequest) => Reply;

const listRequests = () =>
  testServer().requests.filter(
    (r) => r.method === 'GET' && r.path === '/api/certificate-applications',
  );
const queryOf = (request: RecordedRequest | undefined) => Object.fromEntries(request?.query ?? []);

const testServer = setupTestApi(() => {
  listReply = () => pageOf([]);
  bulkReply = () => ({ status: 500, body: { status: 'error', message: 'unused' } });
  return {
    'GET /api/certificate-applications': (request) => listReply(request),
    'POST /api/certificate-applications/bulk-status': (request) => bulkReply(request),
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
  await user.selectOptions(screen.getByRole('combobox', { name: 'Delivery' }), 'International');
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
      delivery: 'international',
      date_from: '2026-11-01',
      date_to: '2026-11-30',
    }),
  );
  expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('bello');
  expect(screen.getByRole('combobox', { name: 'Delivery' })).toHaveValue('international');
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

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

it('sorts by a column header through the server, with aria-sort, keeping the filters', async () => {
  listReply = () => pageOf([certificate(1), certificate(2)]);
  const { user } = renderApp('/admin/certificate-applications?page=2&kind=attestation');
  expect(await screen.findByText('2 applications, newest first')).toBeInTheDocument();
  expect(header('Submitted')).toHaveAttribute('aria-sort', 'descending');
  expect(header('Status')).toHaveAttribute('aria-sort', 'none');
  for (const name of ['Reference', 'Applicant', 'Matric number'])
    expect(header(name)).toHaveAttribute('aria-sort', 'none');
  expect(header('Kind')).not.toHaveAttribute('aria-sort');

  await user.click(within(header('Submitted')).getByRole('button', { name: 'Submitted' }));
  await waitFor(() =>
    expect(queryOf(listRequests().at(-1))).toEqual({
      page: '1',
      per_page: '10',
      kind: 'attestation',
      sort: 'created_at',
      direction: 'asc',
    }),
  );
  expect(await screen.findByText('2 applications, oldest first')).toBeInTheDocument();
  expect(header('Submitted')).toHaveAttribute('aria-sort', 'ascending');

  await user.click(within(header('Status')).getByRole('button', { name: 'Status' }));
  await waitFor(() => expect(queryOf(listRequests().at(-1)).sort).toBe('status'));
  expect(header('Status')).toHaveAttribute(
    'aria-sort',
    queryOf(listRequests().at(-1)).direction === 'asc' ? 'ascending' : 'descending',
  );
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('status');

  await user.click(within(header('Applicant')).getByRole('button', { name: 'Applicant' }));
  await waitFor(() => expect(queryOf(listRequests().at(-1)).sort).toBe('applicant'));
  expect(await screen.findByText(/2 applications, by applicant/)).toBeInTheDocument();
  await user.click(within(header('Matric number')).getByRole('button', { name: 'Matric number' }));
  await waitFor(() => expect(queryOf(listRequests().at(-1)).sort).toBe('matric_number'));
  await user.click(within(header('Reference')).getByRole('button', { name: 'Reference' }));
  await waitFor(() => expect(queryOf(listRequests().at(-1)).sort).toBe('tracking_id'));
  expect(queryOf(listRequests().at(-1)).kind).toBe('attestation');
});

it('sorts from the filter form too', async () => {
  listReply = () => pageOf([certificate(1)]);
  const { user } = renderApp('/admin/certificate-applications');
  await screen.findByText('1 application, newest first');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'total');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'asc');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() =>
    expect(queryOf(listRequests().at(-1))).toEqual({
      page: '1',
      per_page: '10',
      sort: 'total',
      direction: 'asc',
    }),
  );
  expect(await screen.findByText('1 application, lowest total first')).toBeInTheDocument();
  expect(header('Total')).toHaveAttribute('aria-sort', 'ascending');
});

it('moves selected rows in bulk: allowed moves only, results per row, rows updated in place', async () => {
  listReply = () =>
    pageOf([certificate(1, 'paid'), certificate(2, 'processing'), certificate(3, 'completed')]);
  bulkReply = () => ({
    status: 200,
    body: {
      status: 'success',
      message: '1 of 2 certificate applications updated',
      data: {
        updated: 1,
        results: [
          { id: 1, ok: true, status: 'on_hold', message: null },
          {
            id: 3,
            ok: false,
            status: null,
            message: 'Cannot change status from Completed to On hold.',
          },
        ],
      },
    },
  });
  const { user } = renderApp('/admin/certificate-applications');
  await screen.findByText('3 applications, newest first');
  const moveTo = () => screen.getByRole('combobox', { name: 'Move selected to' });
  const choices = () =>
    within(moveTo())
      .getAllByRole('option')
      .map((option) => option.textContent)
      .slice(1);

  await user.click(screen.getByRole('checkbox', { name: 'Select CERT-0002-WXYZ' }));
  // From processing: dispatch needs a courier and waybill, so it is not a bulk move.
  expect(choices()).toEqual(['On hold', 'Rejected']);
  await user.click(screen.getByRole('checkbox', { name: 'Select CERT-0002-WXYZ' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select CERT-0001-WXYZ' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select CERT-0003-WXYZ' }));
  expect(screen.getByText('2 applications selected')).toBeInTheDocument();
  expect(choices()).toEqual(['Processing', 'On hold', 'Rejected', 'Refunded']);
  await user.selectOptions(moveTo(), 'on_hold');
  await user.click(screen.getByRole('button', { name: 'Move selected' }));

  const results = await screen.findByRole('heading', { name: 'Bulk results' });
  const list = within(results.parentElement as HTMLElement);
  expect(list.getByText('CERT-0001-WXYZ: moved to On hold')).toBeInTheDocument();
  expect(
    list.getByText('CERT-0003-WXYZ: Cannot change status from Completed to On hold.'),
  ).toBeInTheDocument();
  const bulk = testServer().requests.find((r) => r.method === 'POST');
  expect(bulk?.body).toEqual({ ids: [1, 3], status: 'on_hold' });
  expect(within(bodyRows()[0] as HTMLElement).getByText('On hold')).toBeInTheDocument();
  expect(within(bodyRows()[2] as HTMLElement).getByText('Completed')).toBeInTheDocument();
  expect(screen.getByText('0 applications selected')).toBeInTheDocument();
  // Updated in place: no reload of the list.
  expect(listRequests()).toHaveLength(1);
});

it('selects every row of the page and asks before a move that ends the requests', async () => {
  listReply = () => pageOf([certificate(1, 'paid'), certificate(2, 'rejected')]);
  bulkReply = () => ({
    status: 200,
    body: {
      status: 'success',
      data: {
        updated: 2,
        results: [
          { id: 1, ok: true, status: 'refunded', message: null },
          { id: 2, ok: true, status: 'refunded', message: null },
        ],
      },
    },
  });
  const { user } = renderApp('/admin/certificate-applications');
  await screen.findByText('2 applications, newest first');
  await user.click(
    screen.getByRole('checkbox', { name: 'Select all certificate applications on this page' }),
  );
  expect(screen.getByRole('checkbox', { name: 'Select CERT-0002-WXYZ' })).toBeChecked();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Move selected to' }), 'refunded');
  await user.click(screen.getByRole('button', { name: 'Move selected' }));
  const dialog = await screen.findByRole('dialog', { name: 'Move 2 applications to Refunded?' });
  expect(testServer().requests.some((r) => r.method === 'POST')).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: 'Yes, move them' }));
  await screen.findByRole('heading', { name: 'Bulk results' });
  expect(testServer().requests.find((r) => r.method === 'POST')?.body).toEqual({
    ids: [1, 2],
    status: 'refunded',
  });
  expect(within(bodyRows()[1] as HTMLElement).getByText('Refunded')).toBeInTheDocument();
});
