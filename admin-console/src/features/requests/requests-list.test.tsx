import { screen, waitFor, within } from '@testing-library/react';
import type { TApplicationStatus } from '@registrar/shared-api';
import { type RecordedRequest, type Reply } from '../../../../jest/support/test-server';
import { certificate, pageOf } from '../../testing/certificate-fixtures';
import { queryOf } from '../../testing/paginated';
import { renderApp } from '../../testing/render-admin';
import { ok, setupTestApi } from '../../testing/test-api';
import { detail, page, summary } from '../../testing/transcript-fixtures';

type Paging = { current?: number; last?: number; total?: number };

/** What the list of each kind shows and sends; the tests below hold for every kind. */
const kinds = [
  {
    kind: 'transcript',
    path: '/admin/applications',
    api: '/api/applications',
    reply: (rows: [number, TApplicationStatus?][], paging?: Paging) =>
      page(
        rows.map(([id, status]) => summary(id, status)),
        paging,
      ),
    detail: (id: number) => ok({ ...detail(), id, tracking_id: summary(id).tracking_id }),
    reference: (id: number) => `ABCD-${String(id).padStart(4, '0')}-WXYZ`,
    count: (n: number) => `${String(n)} ${n === 1 ? 'application' : 'applications'}`,
    plural: 'applications',
    firstRow: ['Okafor Ada1', 'MAT/1', '₦15,000.00', 'Paid'],
    back: 'Back to applications',
    ownColumn: 'Copies',
    ownFilter: {
      label: 'Type of copy',
      option: 'Official copy',
      value: 'official',
      query: { type: 'official' },
    },
    dates: ['from', 'to'],
    // A hold needs its reason for the applicant: one request at a time.
    fromProcessing: ['Sent', 'Rejected'],
    fromPaid: ['Processing', 'Rejected', 'Refunded'],
    bulkTarget: { value: 'processing', label: 'Processing' },
  },
  {
    kind: 'certificate',
    path: '/admin/certificate-applications',
    api: '/api/certificate-applications',
    reply: (rows: [number, TApplicationStatus?][], paging?: Paging) =>
      pageOf(
        rows.map(([id, status]) => certificate(id, status)),
        paging,
      ),
    detail: (id: number) => ok(certificate(id)),
    reference: (id: number) => `CERT-${String(id).padStart(4, '0')}-WXYZ`,
    count: (n: number) => `${String(n)} ${n === 1 ? 'application' : 'applications'}, newest first`,
    plural: 'certificate applications',
    firstRow: ['Bello Tunde1', 'FUTD/10/0001', 'Certificate', '₦28,000.00', 'Paid'],
    back: 'Back to certificate applications',
    ownColumn: 'Kind',
    ownFilter: {
      label: 'Kind',
      option: 'Attestation',
      value: 'attestation',
      query: { kind: 'attestation' },
    },
    dates: ['date_from', 'date_to'],
    // Dispatch needs a courier and waybill per request, a hold its reason: never bulk moves.
    fromProcessing: ['Rejected'],
    fromPaid: ['Processing', 'Rejected', 'Refunded'],
    bulkTarget: { value: 'processing', label: 'Processing' },
  },
] as const;
type Kind = (typeof kinds)[number];

/** The portal's reference data: where the transcript list's purposes and types of copy come from. */
const applicationData = {
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
};

let listReply: (request: RecordedRequest) => Reply;
let bulkReply: (request: RecordedRequest) => Reply;
let kind: Kind = kinds[0];

const testServer = setupTestApi(() => {
  listReply = () => kind.reply([]);
  bulkReply = () => ({ status: 500, body: { status: 'error', message: 'unused' } });
  return Object.fromEntries([
    ['GET /api/application-data', () => ok(applicationData)],
    [
      'GET /api/academic-sessions',
      () =>
        ok([
          {
            code: '2019/2020',
            name: '2019/2020 session',
            starts_on: null,
            ends_on: null,
            graduates: 3,
          },
        ]),
    ],
    ...kinds.flatMap((each) => [
      [`GET ${each.api}`, (request: RecordedRequest) => listReply(request)],
      [`POST ${each.api}/bulk-status`, (request: RecordedRequest) => bulkReply(request)],
      [`GET ${each.api}/11`, () => each.detail(11)],
    ]),
  ]);
});

const listRequests = () =>
  testServer().requests.filter((r) => r.method === 'GET' && r.path === kind.api);
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
const bulkResults = (results: { id: number; status?: TApplicationStatus; message?: string }[]) =>
  ok({
    updated: results.filter((result) => !result.message).length,
    results: results.map(({ id, status, message }) => ({
      id,
      ok: !message,
      status: message ? null : status,
      message: message ?? null,
    })),
  });

describe.each(kinds)('the $kind list', (each) => {
  beforeEach(() => {
    kind = each;
  });

  it('lists a page with its columns, pages through the server paginator and opens a detail', async () => {
    listReply = (request) => {
      const current = Number(queryOf(request).page ?? 1);
      const ids = Array.from({ length: 10 }, (_, i): [number] => [(current - 1) * 10 + i + 1]);
      return kind.reply(ids, { current, last: 2, total: 20 });
    };
    const { user } = renderApp(kind.path);

    expect(await screen.findByText(kind.count(20))).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    const first = within(bodyRows()[0] as HTMLElement);
    expect(first.getByRole('link', { name: kind.reference(1) })).toHaveAttribute(
      'href',
      `${kind.path}/1`,
    );
    for (const text of kind.firstRow) expect(first.getByText(text)).toBeInTheDocument();
    expect(queryOf(listRequests()[0])).toEqual({ page: '1', per_page: '10' });

    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(pagination).getByRole('link', { name: 'Page 2' }));
    await user.click(await screen.findByRole('link', { name: kind.reference(11) }));
    expect(queryOf(listRequests().at(-1))).toMatchObject({ page: '2' });

    // The detail's back link returns to page 2.
    expect(await screen.findByRole('link', { name: kind.back })).toHaveAttribute(
      'href',
      `${kind.path}?page=2`,
    );
  });

  it('sends the search and filters from page 1, keeping them in the URL', async () => {
    listReply = () => kind.reply([[1]]);
    const { user } = renderApp(`${kind.path}?page=3`);
    await screen.findByText(kind.count(1));

    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'bello');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'processing');
    const own = () => screen.getByRole('combobox', { name: kind.ownFilter.label });
    await within(own()).findByRole('option', { name: kind.ownFilter.option });
    await user.selectOptions(own(), kind.ownFilter.value);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Delivery' }), 'international');
    const session = () => screen.getByRole('combobox', { name: 'Graduation session' });
    await within(session()).findByRole('option', { name: '2019/2020 session' });
    await user.selectOptions(session(), '2019/2020');
    await user.type(screen.getByLabelText('Submitted from'), '2026-11-01');
    await user.type(screen.getByLabelText('Submitted to'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    const [from, to] = kind.dates;
    await waitFor(() =>
      expect(queryOf(listRequests().at(-1))).toEqual({
        page: '1',
        per_page: '10',
        search: 'bello',
        status: 'processing',
        ...kind.ownFilter.query,
        delivery: 'international',
        graduation_session: '2019/2020',
        [from]: '2026-11-01',
        [to]: '2026-11-30',
      }),
    );
    // The URL holds the state: the form still shows it after the reload.
    expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('bello');
    expect(screen.getByRole('combobox', { name: 'Delivery' })).toHaveValue('international');
    expect(own()).toHaveValue(kind.ownFilter.value);
    expect(session()).toHaveValue('2019/2020');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() =>
      expect(queryOf(listRequests().at(-1))).toEqual({ page: '1', per_page: '10' }),
    );
  });

  it('says when nothing matches', async () => {
    renderApp(`${kind.path}?search=nobody`);
    expect(
      await screen.findByRole('cell', { name: `No ${kind.plural} match` }),
    ).toBeInTheDocument();
    expect(queryOf(listRequests()[0])).toMatchObject({ search: 'nobody' });
  });

  it('shows a failed load with a way to try again', async () => {
    listReply = () => ({ status: 500, body: { status: 'error', message: 'Server down' } });
    const { user } = renderApp(kind.path);

    const text = await screen.findByText(`The ${kind.plural} could not be loaded.`);
    const alert = text.closest('[role="alert"]') as HTMLElement;
    expect(await screen.findByText('Server down')).toBeInTheDocument(); // the client's toast
    listReply = () => kind.reply([[1]]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: kind.reference(1) })).toBeInTheDocument();
  });

  it('sorts by a column header through the server, with aria-sort, from page 1', async () => {
    listReply = () => kind.reply([[1], [2]]);
    const { user } = renderApp(`${kind.path}?page=2&status=paid`);
    await screen.findByText(kind.count(2));
    // Newest first by default; columns the server cannot sort by have no sort button.
    expect(header('Submitted')).toHaveAttribute('aria-sort', 'descending');
    for (const name of ['Reference', 'Applicant', 'Total', 'Status'])
      expect(header(name)).toHaveAttribute('aria-sort', 'none');
    expect(header(kind.ownColumn)).not.toHaveAttribute('aria-sort');
    expect(within(header(kind.ownColumn)).queryByRole('button')).not.toBeInTheDocument();

    for (const [name, field] of [
      ['Reference', 'tracking_id'],
      ['Applicant', 'applicant'],
      ['Total', 'total'],
    ] as const) {
      await user.click(within(header(name)).getByRole('button', { name }));
      await waitFor(() => expect(queryOf(listRequests().at(-1)).sort).toBe(field));
      expect(queryOf(listRequests().at(-1))).toMatchObject({ page: '1', status: 'paid' });
      await waitFor(() => expect(header(name)).not.toHaveAttribute('aria-sort', 'none'));
    }
    expect(header('Submitted')).toHaveAttribute('aria-sort', 'none');
    const first = queryOf(listRequests().at(-1)).direction;
    // The same header again reverses the order; the filter form's Sort by follows the header.
    await user.click(within(header('Total')).getByRole('button', { name: 'Total' }));
    await waitFor(() =>
      expect(queryOf(listRequests().at(-1)).direction).toBe(first === 'asc' ? 'desc' : 'asc'),
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('total');
  });

  it('moves selected rows in bulk: allowed moves only, results per row, rows updated in place', async () => {
    listReply = () =>
      kind.reply([
        [1, 'paid'],
        [2, 'processing'],
        [3, 'completed'],
      ]);
    const { value: target, label: targetLabel } = kind.bulkTarget;
    bulkReply = () =>
      bulkResults([
        { id: 1, status: target },
        { id: 3, message: `Cannot change status from Completed to ${targetLabel}.` },
      ]);
    const { user } = renderApp(kind.path);
    await screen.findByText(kind.count(3));
    const moveTo = () => screen.getByRole('combobox', { name: 'Move selected to' });
    const choices = () =>
      within(moveTo())
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(1);
    const select = (id: number) =>
      user.click(screen.getByRole('checkbox', { name: `Select ${kind.reference(id)}` }));

    expect(choices()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Move selected' })).toBeDisabled();
    await select(3);
    // A completed request cannot move anywhere.
    expect(choices()).toEqual([]);
    expect(moveTo()).toHaveAccessibleDescription(/None of the selected applications can be moved/);
    await select(3);
    await select(2);
    expect(choices()).toEqual(kind.fromProcessing);
    await select(2);
    await select(1);
    await select(3);
    expect(screen.getByText('2 applications selected')).toBeInTheDocument();
    expect(choices()).toEqual(kind.fromPaid);
    await user.selectOptions(moveTo(), target);
    expect(moveTo()).toHaveAccessibleDescription(
      new RegExp(`1 of 2 applications can move to ${targetLabel}`),
    );
    await user.click(screen.getByRole('button', { name: 'Move selected' }));

    const results = await screen.findByRole('heading', { name: 'Bulk results' });
    const list = within(results.parentElement as HTMLElement);
    expect(list.getByText(`${kind.reference(1)}: moved to ${targetLabel}`)).toBeInTheDocument();
    expect(
      list.getByText(
        `${kind.reference(3)}: Cannot change status from Completed to ${targetLabel}.`,
      ),
    ).toBeInTheDocument();
    const bulk = testServer().requests.find((r) => r.method === 'POST');
    expect(bulk?.url).toBe(`${kind.api}/bulk-status`);
    expect(bulk?.body).toEqual({ ids: [1, 3], status: target });
    expect(within(bodyRows()[0] as HTMLElement).getByText(targetLabel)).toBeInTheDocument();
    expect(within(bodyRows()[2] as HTMLElement).getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('0 applications selected')).toBeInTheDocument();
    // Updated in place: no reload of the list.
    expect(listRequests()).toHaveLength(1);
  });

  it('selects every row of the page and asks before a move that ends the requests', async () => {
    listReply = () =>
      kind.reply([
        [1, 'paid'],
        [2, 'rejected'],
      ]);
    bulkReply = () =>
      bulkResults([
        { id: 1, status: 'refunded' },
        { id: 2, status: 'refunded' },
      ]);
    const { user } = renderApp(kind.path);
    await screen.findByText(kind.count(2));
    const selectAll = `Select all ${kind.plural} on this page`;
    await user.click(screen.getByRole('checkbox', { name: selectAll }));
    await user.click(screen.getByRole('checkbox', { name: selectAll }));
    expect(screen.getByText('0 applications selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: selectAll }));
    expect(screen.getByRole('checkbox', { name: `Select ${kind.reference(2)}` })).toBeChecked();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Move selected to' }),
      'refunded',
    );
    await user.click(screen.getByRole('button', { name: 'Move selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 2 applications to Refunded?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(testServer().requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Move selected' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, move them' }),
    );
    await screen.findByRole('heading', { name: 'Bulk results' });
    expect(testServer().requests.find((r) => r.method === 'POST')?.body).toEqual({
      ids: [1, 2],
      status: 'refunded',
    });
    expect(within(bodyRows()[1] as HTMLElement).getByText('Refunded')).toBeInTheDocument();
  });
});

describe('the transcript list', () => {
  beforeEach(() => {
    kind = kinds[0];
  });

  it('offers the application types and types of copy of the reference data, once each', async () => {
    listReply = () => kind.reply([[1]]);
    const { user } = renderApp(kind.path);
    await screen.findByText(kind.count(1));
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
      'Postgraduate copy',
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
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(queryOf(listRequests().at(-1)).purpose).toBe('Employment'));
  });

  it('keeps a filter value from a shared link even when the reference data does not list it', async () => {
    listReply = () => kind.reply([[1]]);
    testServer().setRoutes({
      'GET /api/applications': (request) => listReply(request),
      'GET /api/application-data': () => ({
        status: 500,
        body: { status: 'error', message: 'down' },
      }),
    });
    renderApp('/admin/applications?purpose=Immigration&type=sealed&delivery=pigeon');
    await screen.findByText(kind.count(1));
    expect(screen.getByRole('combobox', { name: 'Application type' })).toHaveValue('Immigration');
    expect(screen.getByRole('combobox', { name: 'Type of copy' })).toHaveValue('sealed');
    // An unknown delivery is not sent; the others are, for the server to match.
    expect(queryOf(listRequests()[0])).toMatchObject({ purpose: 'Immigration', type: 'sealed' });
    expect(queryOf(listRequests()[0]).delivery).toBeUndefined();
    // A background load: its failure is not announced over the list.
    expect(screen.queryByText('down')).not.toBeInTheDocument();
  });
});

describe('the certificate list', () => {
  beforeEach(() => {
    kind = kinds[1];
  });

  it('says the order after the count, as sorted from the filter form or a header', async () => {
    listReply = () => kind.reply([[1]]);
    const { user } = renderApp(kind.path);
    await screen.findByText('1 application, newest first');
    expect(
      within(screen.getByRole('combobox', { name: 'Status' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).not.toContain('Sent');
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
    await user.click(within(header('Applicant')).getByRole('button', { name: 'Applicant' }));
    expect(await screen.findByText(/1 application, by applicant/)).toBeInTheDocument();
  });
});
