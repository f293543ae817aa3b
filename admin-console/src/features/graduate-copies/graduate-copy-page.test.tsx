import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type RecordedRequest, type Reply } from '../../../../jest/support/test-server';
import { graduateRecord } from '../../testing/graduate-fixtures';
import { renderApp } from '../../testing/render-admin';
import { setupTestApi } from '../../testing/test-api';

let writeReply: (request: RecordedRequest) => Reply;
let importReply: (request: RecordedRequest) => Reply;

const ok = (data: unknown, message?: string) => ({
  status: 200,
  body: { status: 'success', ...(message && { message }), data },
});
const graduate = (id: number, matric: string, surname: string) =>
  graduateRecord({
    id,
    matric_number: matric,
    surname,
    email: `${surname.toLowerCase()}@example.com`,
  });
const page = (request: RecordedRequest) => {
  const current = Number(request.query.get('page') ?? '1');
  const data = [
    graduate(current * 10 + 1, `CSC/${String(current)}/001`, 'Okafor'),
    graduate(current * 10 + 2, `CSC/${String(current)}/002`, 'Bello'),
  ];
  const url = (n: number) => `http://localhost/api/graduates?page=${String(n)}`;
  return ok({
    data,
    current_page: current,
    last_page: 2,
    per_page: 10,
    total: 12,
    from: 1,
    to: 2,
    links: [
      { url: current > 1 ? url(current - 1) : null, label: '« Previous', active: false },
      { url: url(1), label: '1', active: current === 1 },
      { url: url(2), label: '2', active: current === 2 },
      { url: current < 2 ? url(current + 1) : null, label: 'Next »', active: false },
    ],
  });
};

const testServer = setupTestApi(() => {
  writeReply = (request) => ok({ ...graduate(11, 'X', 'Y'), ...(request.body as object) });
  importReply = () =>
    ok({
      created: 2,
      updated: 1,
      failed: 1,
      errors: [{ row: 4, field: 'graduation_year', message: 'Must be a year from 1900' }],
    });
  return {
    'GET /api/graduates': page,
    'GET /api/academic-sessions': () =>
      ok([
        {
          code: '2019/2020',
          name: '2019/2020 session',
          starts_on: null,
          ends_on: null,
          graduates: 2,
        },
        {
          code: '2018/2019',
          name: '2018/2019 session',
          starts_on: null,
          ends_on: null,
          graduates: 0,
        },
      ]),
    'PUT /api/graduates/11': (request) => writeReply(request),
    'POST /api/graduates': (request) => writeReply(request),
    'POST /api/graduates/import': (request) => importReply(request),
  };
});

const writes = () => testServer().requests.filter((r) => r.method !== 'GET');
const lists = () =>
  testServer().requests.filter((r) => r.method === 'GET' && r.path === '/api/graduates');

it('lists graduates, searches and pages through the server', async () => {
  const { user } = renderApp('/admin/graduate-copy', { width: 360 });
  expect(await screen.findByRole('heading', { level: 1, name: 'Graduation Copies' }));
  const table = await screen.findByRole('table', { name: 'Graduate records' });
  expect(await within(table).findByText('CSC/1/001')).toBeInTheDocument();
  expect(within(table).getAllByText('2020 (2019/2020)')).toHaveLength(2);
  expect(screen.getByText('12 graduates')).toBeInTheDocument();
  expect(lists()[0]?.query.get('per_page')).toBe('10');

  await user.type(screen.getByRole('searchbox', { name: /Search graduates/ }), 'okafor');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(lists().at(-1)?.query.get('search')).toBe('okafor'));
  expect(await screen.findByText('12 graduates matching “okafor”')).toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'Page 2' }));
  await waitFor(() => expect(lists().at(-1)?.query.get('page')).toBe('2'));
  expect(lists().at(-1)?.query.get('search')).toBe('okafor');
  expect(await screen.findByText('CSC/2/001')).toBeInTheDocument();
});

it('filters by graduation session, keeping the search and the filter across pages', async () => {
  const { user } = renderApp('/admin/graduate-copy?search=okafor');
  const session = await screen.findByRole('combobox', { name: 'Graduation session' });
  await screen.findByRole('option', { name: '2018/2019 session' });
  await user.selectOptions(session, '2018/2019');
  await waitFor(() => expect(lists().at(-1)?.query.get('graduation_session')).toBe('2018/2019'));
  expect(lists().at(-1)?.query.get('search')).toBe('okafor');
  expect(lists().at(-1)?.query.get('page')).toBe('1');

  await user.click(await screen.findByRole('link', { name: 'Page 2' }));
  await waitFor(() => expect(lists().at(-1)?.query.get('page')).toBe('2'));
  expect(lists().at(-1)?.query.get('graduation_session')).toBe('2018/2019');

  await user.selectOptions(session, '');
  await waitFor(() => expect(lists().at(-1)?.query.get('graduation_session')).toBeNull());
});

it('edits a graduate with PUT and shows field errors from the server', async () => {
  writeReply = () => ({
    status: 409,
    body: {
      status: 'error',
      message: 'This matric number is taken.',
      errors: { matric_number: ['This matric number belongs to another graduate'] },
    },
  });
  const { user } = renderApp('/admin/graduate-copy');
  await user.click(await screen.findByRole('button', { name: 'Edit CSC/1/001' }));
  const surname = screen.getByRole('textbox', { name: 'Surname' });
  expect(surname).toHaveValue('Okafor');
  await user.clear(surname);
  await user.type(surname, 'Okeke');
  await user.click(screen.getByRole('button', { name: 'Save graduate' }));

  const matric = screen.getByRole('textbox', { name: /Matric number/ });
  await screen.findAllByText('This matric number belongs to another graduate');
  expect(matric).toHaveAttribute('aria-invalid', 'true');
  expect(writes()[0]).toMatchObject({
    method: 'PUT',
    path: '/api/graduates/11',
    body: {
      matric_number: 'CSC/1/001',
      surname: 'Okeke',
      graduation_year: 2020,
      other_names: null,
    },
  });

  writeReply = (request) =>
    ok({ ...graduate(11, 'CSC/1/001', 'Okeke'), ...(request.body as object) });
  await user.click(screen.getByRole('button', { name: 'Save graduate' }));
  expect(await screen.findByText('Graduate Updated')).toBeInTheDocument();
});

it('adds a graduate, checking the fields before sending', async () => {
  const { user } = renderApp('/admin/graduate-copy');
  await user.click(await screen.findByRole('button', { name: 'Add a graduate' }));
  await user.click(screen.getByRole('button', { name: 'Add graduate' }));
  expect(screen.getByRole('textbox', { name: /Matric number/ })).toHaveFocus();
  expect(writes()).toHaveLength(0);

  const fill = async (name: string | RegExp, value: string) => {
    await user.click(screen.getByRole('textbox', { name }));
    await user.paste(value);
  };
  await fill(/Matric number/, 'law/19/044');
  await fill('Surname', 'Bello');
  await fill('First name', 'Musa');
  await fill('Programme', 'Law');
  await fill('Faculty', 'Law');
  await fill('Department', 'Private Law');
  await fill(/^Degree/, 'LL.B.');
  await fill('Graduation year', '2023');
  await user.click(screen.getByRole('button', { name: 'Add graduate' }));

  expect(await screen.findByText('Graduate Added')).toBeInTheDocument();
  expect(writes()[0]).toMatchObject({
    method: 'POST',
    path: '/api/graduates',
    body: { matric_number: 'LAW/19/044', surname: 'Bello', email: null, graduation_year: 2023 },
  });
});

it('imports a chosen CSV file and shows the per-row report', async () => {
  const { user } = renderApp('/admin/graduate-copy');
  await user.click(await screen.findByRole('button', { name: 'Import from CSV' }));
  const csv = 'matric_number,surname\nCSC/1/001,Okafor\n';
  const file = new File([csv], 'graduates.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'CSV text' })).toHaveValue(csv));
  await user.click(screen.getByRole('button', { name: 'Import graduates' }));

  const report = await screen.findByRole('status', { name: 'Import report' });
  expect(writes()[0]).toMatchObject({ path: '/api/graduates/import', body: { csv } });
  expect(within(report).getByText('Created').nextSibling).toHaveTextContent('2');
  expect(within(report).getByText('Updated').nextSibling).toHaveTextContent('1');
  expect(within(report).getByText('Failed').nextSibling).toHaveTextContent('1');
  const row = within(report).getByText('Must be a year from 1900').closest('tr') as HTMLElement;
  expect(within(row).getByText('4')).toBeInTheDocument();
  expect(within(row).getByText('graduation_year')).toBeInTheDocument();
});

it('shows the errors of a file where no row is valid (422)', async () => {
  importReply = () => ({
    status: 422,
    body: {
      status: 'error',
      message: 'No row could be imported.',
      errors: {
        'rows.3.email': ['Please enter a valid email'],
        'rows.2.surname': ['This field is required'],
      },
    },
  });
  const { user } = renderApp('/admin/graduate-copy');
  await user.click(await screen.findByRole('button', { name: 'Import from CSV' }));
  await user.type(screen.getByRole('textbox', { name: 'CSV text' }), 'matric_number{Enter}x');
  await user.click(screen.getByRole('button', { name: 'Import graduates' }));

  const report = await screen.findByRole('status', { name: 'Nothing was imported' });
  const rows = within(report).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    '2surnameThis field is required',
    '3emailPlease enter a valid email',
  ]);
  expect(within(report).getByText('Failed').nextSibling).toHaveTextContent('2');
});
