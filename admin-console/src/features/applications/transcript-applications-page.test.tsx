import { screen, waitFor, within } from '@testing-library/react';
import { type RecordedRequest, type Reply } from '../../../../jest/support/test-server';
import { renderApp } from '../../testing/render-admin';
import { setupTestApi } from '../../testing/test-api';
import { page, queryOf, summary } from './applications.test-fixtures';

let listReply: (request: RecordedRequest) => Reply;
let bulkReply: (request: RecordedRequest) => Reply;

const listRequests = () =>
  testServer().requests.filter((r) => r.method === 'GET' && r.path === '/api/applications');
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

const testServer = setupTestApi(() => {
  listReply = () => page([]);
  bulkReply = () => ({ status: 500, body: { status: 'error', message: 'unused' } });
  return {
    'GET /api/applications': (request) => listReply(request),
    'GET /api/application-data': () => ({
      status: 200,
      body: {
        status: 'success',
        data: {
          transcript_rates: [
            { id: 1, purpose: 'Employment', type: 'official', soft_copy: 1, hard_copy: 2 },
            { id: 2, purpose: 'Employment', type: 'student', soft_copy: 1, hard_copy: null },
            { id: 3, purpose: 'further studies', type: 'postgraduate', soft_copy: 1, hard_copy: 2 },
          ],
          delivery_rates: [],
          programmes: [],
          couriers: [],
          regions: [],
          application_types: [
            { id: 1, name: 'Further Studies', description: null },
            { id: 2, name: 'Employment', description: null },
          ],
          payment_types: [],
        },
      },
    }),
    'POST /api/applications/bulk-status': (request) => bulkReply(request),
  };
});

it('lists a page of applications with their columns and pages through the server paginator', async () => {
  listReply = (request) => {
    const current = Number(queryOf(request).page ?? 1);
    const ids = Array.from({ length: 10 }, (_, i) => (current - 1) * 10 + i + 1);
    return page(
      ids.map((id) => summary(id)),
      { current, last: 2, total: 20 },
    );
  };
  const { user } = renderApp('/admin/applications');

  expect(await screen.findByText('20 applications')).toBeInTheDocument();
  expect(bodyRows()).toHaveLength(10);
  const first = within(bodyRows()[0] as HTMLElement);
  expect(first.getByRole('link', { name: 'ABCD-0001-WXYZ' })).toHaveAttribute(
    'href',
    '/admin/applications/1',
  );
  expect(first.getByText('Okafor Ada1')).toBeInTheDocument();
  expect(first.getByText('MAT/1')).toBeInTheDocument();
  expect(first.getByText('₦15,000.00')).toBeInTheDocument();
  expect(first.getByText('Paid')).toBeInTheDocument();
  expect(queryOf(listRequests()[0])).toMatchObject({ page: '1', per_page: '10' });

  const pagination = screen.getByRole('navigation', { name: 'Pagination' });
  expect(within(pagination).getByText('Page 1 of 2')).toBeInTheDocument();
  await user.click(within(pagination).getByRole('link', { name: 'Page 2' }));

  expect(await screen.findByRole('link', { name: 'ABCD-0011-WXYZ' })).toBeInTheDocument();
  expect(queryOf(listRequests().at(-1))).toMatchObject({ page: '2' });
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
});

it('sends the search, filters and sort it is given, from page 1', async () => {
  listReply = () => page([summary(1)]);
  const { user } = renderApp('/admin/applications?page=3');
  await screen.findByText('1 application');

  await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'okafor');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'processing');
  // The application types and types of copy come from the reference data, once each.
  await screen.findByRole('option', { name: 'Official copy' });
  const optionsOf = (name: string) =>
    within(screen.getByRole('combobox', { name }))
      .getAllByRole('option')
      .map((option) => option.textContent);
  expect(optionsOf('Application type')).toEqual([
    'Any application type',
    'Employment',
    'Further Studies',
  ]);
  expect(optionsOf('Type of copy')).toEqual([
    'Any type of copy',
    'Official copy',
    'Postgraduate',
    'Student copy',
  ]);
  expect(optionsOf('Delivery')).toEqual([
    'Any delivery',
    'Soft copy (email)',
    'Hard copy (courier)',
    'Hard copy, domestic',
    'Hard copy, international',
  ]);
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Application type' }),
    'Employment',
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type of copy' }), 'Official copy');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Delivery' }), 'international');
  await user.type(screen.getByLabelText('Submitted from'), '2026-11-01');
  await user.type(screen.getByLabelText('Submitted to'), '2026-11-30');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'total');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'asc');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));

  await waitFor(() => {
    expect(queryOf(listRequests().at(-1))).toEqual({
      page: '1',
      per_page: '10',
      search: 'okafor',
      status: 'processing',
      purpose: 'Employment',
      type: 'official',
      delivery: 'international',
      from: '2026-11-01',
      to: '2026-11-30',
      sort: 'total',
      direction: 'asc',
    });
  });
  // The URL holds the state: the form still shows it after the reload.
  expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('okafor');
  expect(screen.getByRole('combobox', { name: 'Delivery' })).toHaveValue('international');
  expect(screen.getByRole('combobox', { name: 'Type of copy' })).toHaveValue('official');

  await user.click(screen.getByRole('button', { name: 'Clear' }));
  await waitFor(() =>
    expect(queryOf(listRequests().at(-1))).toEqual({
      page: '1',
      per_page: '10',
      sort: 'created_at',
      direction: 'desc',
    }),
  );
});

it('keeps a filter value from a shared link even when the reference data does not list it', async () => {
  listReply = () => page([summary(1)]);
  testServer().setRoutes({
    'GET /api/applications': (request) => listReply(request),
    'GET /api/application-data': () => ({
      status: 500,
      body: { status: 'error', message: 'down' },
    }),
  });
  renderApp('/admin/applications?purpose=Immigration&type=sealed&delivery=pigeon');
  await screen.findByText('1 application');
  expect(screen.getByRole('combobox', { name: 'Application type' })).toHaveValue('Immigration');
  expect(screen.getByRole('combobox', { name: 'Type of copy' })).toHaveValue('sealed');
  // An unknown delivery is not sent; the others are, for the server to match.
  expect(queryOf(listRequests()[0])).toMatchObject({ purpose: 'Immigration', type: 'sealed' });
  expect(queryOf(listRequests()[0]).delivery).toBeUndefined();
  // A background load: its failure is not announced over the list.
  expect(screen.queryByText('down')).not.toBeInTheDocument();
});

it('says when no application matches', async () => {
  renderApp('/admin/applications?search=nobody');
  expect(await screen.findByRole('cell', { name: 'No applications match' })).toBeInTheDocument();
  expect(queryOf(listRequests()[0])).toMatchObject({ search: 'nobody' });
});

it('shows a failed load with a way to try again', async () => {
  listReply = () => ({ status: 500, body: { status: 'error', message: 'Server down' } });
  const { user } = renderApp('/admin/applications');

  const text = await screen.findByText('The applications could not be loaded.');
  const alert = text.closest('[role="alert"]') as HTMLElement;
  expect(alert).toBeInTheDocument();
  expect(await screen.findByText('Server down')).toBeInTheDocument(); // the client's toast
  listReply = () => page([summary(1)]);
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'ABCD-0001-WXYZ' })).toBeInTheDocument();
});

it('moves selected rows in bulk, lists each result and updates the rows locally', async () => {
  listReply = () => page([summary(1), summary(2), summary(3, 'completed')]);
  bulkReply = () => ({
    status: 200,
    body: {
      status: 'success',
      data: {
        updated: 1,
        results: [
          { id: 1, ok: true, status: 'processing', message: null },
          {
            id: 3,
            ok: false,
            status: null,
            message: 'Cannot change status from Completed to Processing.',
          },
        ],
      },
    },
  });
  const { user } = renderApp('/admin/applications');
  await screen.findByText('3 applications');

  await user.click(screen.getByRole('checkbox', { name: 'Select ABCD-0001-WXYZ' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select ABCD-0003-WXYZ' }));
  expect(screen.getByText('2 applications selected')).toBeInTheDocument();
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Move selected to' }),
    'processing',
  );
  await user.click(screen.getByRole('button', { name: 'Move selected' }));

  const results = await screen.findByRole('heading', { name: 'Bulk results' });
  const list = within(results.parentElement as HTMLElement);
  expect(list.getByText('ABCD-0001-WXYZ: moved to Processing')).toBeInTheDocument();
  expect(
    list.getByText('ABCD-0003-WXYZ: Cannot change status from Completed to Processing.'),
  ).toBeInTheDocument();
  const bulk = testServer().requests.find((r) => r.url === '/api/applications/bulk-status');
  expect(bulk?.body).toEqual({ ids: [1, 3], status: 'processing' });
  expect(within(bodyRows()[0] as HTMLElement).getByText('Processing')).toBeInTheDocument();
  expect(listRequests()).toHaveLength(1);
});

it('sorts by a column header through the server, with aria-sort and from page 1', async () => {
  listReply = () => page([summary(1), summary(2)]);
  const { user } = renderApp('/admin/applications?page=2&status=paid');
  await screen.findByText('2 applications');
  const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
  // Newest first by default; columns the server cannot sort by have no sort button.
  expect(header('Submitted')).toHaveAttribute('aria-sort', 'descending');
  for (const name of ['Reference', 'Applicant', 'Matric number', 'Total', 'Status'])
    expect(header(name)).toHaveAttribute('aria-sort', 'none');
  expect(header('Copies')).not.toHaveAttribute('aria-sort');
  expect(within(header('Copies')).queryByRole('button')).not.toBeInTheDocument();

  for (const [name, field] of [
    ['Reference', 'tracking_id'],
    ['Applicant', 'applicant'],
    ['Matric number', 'matric_number'],
  ] as const) {
    await user.click(within(header(name)).getByRole('button', { name }));
    await waitFor(() => expect(queryOf(listRequests().at(-1)).sort).toBe(field));
    await screen.findByText('2 applications');
    expect(header(name)).not.toHaveAttribute('aria-sort', 'none');
  }

  await user.click(within(header('Total')).getByRole('button', { name: 'Total' }));
  await waitFor(() => expect(queryOf(listRequests().at(-1)).sort).toBe('total'));
  const first = queryOf(listRequests().at(-1));
  expect(first).toMatchObject({ page: '1', status: 'paid', sort: 'total' });
  await screen.findByText('2 applications');
  const direction = first.direction === 'asc' ? 'ascending' : 'descending';
  expect(header('Total')).toHaveAttribute('aria-sort', direction);
  expect(header('Submitted')).toHaveAttribute('aria-sort', 'none');

  // The same header again reverses the order.
  await user.click(within(header('Total')).getByRole('button', { name: 'Total' }));
  await waitFor(() =>
    expect(queryOf(listRequests().at(-1)).direction).toBe(
      first.direction === 'asc' ? 'desc' : 'asc',
    ),
  );
  // The filter form's Sort by follows the header.
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('total');
});

it('offers only the moves the selected rows allow, and confirms a move that ends requests', async () => {
  listReply = () => page([summary(1, 'paid'), summary(2, 'completed'), summary(3, 'on_hold')]);
  bulkReply = () => ({
    status: 200,
    body: {
      status: 'success',
      data: {
        updated: 2,
        results: [
          { id: 1, ok: true, status: 'rejected', message: null },
          { id: 3, ok: true, status: 'rejected', message: null },
        ],
      },
    },
  });
  const { user } = renderApp('/admin/applications');
  await screen.findByText('3 applications');
  const moveTo = () => screen.getByRole('combobox', { name: 'Move selected to' });
  const choices = () =>
    within(moveTo())
      .getAllByRole('option')
      .map((option) => option.textContent)
      .slice(1);

  expect(choices()).toEqual([]);
  expect(screen.getByRole('button', { name: 'Move selected' })).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: 'Select ABCD-0002-WXYZ' }));
  // A completed application cannot move anywhere.
  expect(choices()).toEqual([]);
  expect(moveTo()).toHaveAccessibleDescription(/None of the selected applications can be moved/);

  await user.click(screen.getByRole('checkbox', { name: 'Select ABCD-0001-WXYZ' }));
  expect(choices()).toEqual(['Processing', 'On hold', 'Rejected', 'Refunded']);
  await user.click(screen.getByRole('checkbox', { name: 'Select ABCD-0003-WXYZ' }));
  expect(choices()).toEqual(['Processing', 'On hold', 'Rejected', 'Cancelled', 'Refunded']);
  await user.selectOptions(moveTo(), 'cancelled');
  expect(moveTo()).toHaveAccessibleDescription(/1 of 3 applications can move to Cancelled/);

  // Select all on the page, then move to Rejected: asked first; Cancel sends nothing.
  await user.click(screen.getByRole('checkbox', { name: 'Select all applications on this page' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select all applications on this page' }));
  expect(screen.getByText('3 applications selected')).toBeInTheDocument();
  await user.selectOptions(moveTo(), 'rejected');
  await user.click(screen.getByRole('button', { name: 'Move selected' }));
  const dialog = await screen.findByRole('dialog', { name: 'Move 3 applications to Rejected?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(testServer().requests.some((r) => r.method === 'POST')).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Move selected' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, move them' }),
  );
  await screen.findByRole('heading', { name: 'Bulk results' });
  expect(testServer().requests.find((r) => r.method === 'POST')?.body).toEqual({
    ids: [1, 2, 3],
    status: 'rejected',
  });
  expect(within(bodyRows()[2] as HTMLElement).getByText('Rejected')).toBeInTheDocument();
  expect(screen.getByText('0 applications selected')).toBeInTheDocument();
});
