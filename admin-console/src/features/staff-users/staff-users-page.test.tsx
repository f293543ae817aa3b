import { screen, waitFor, within } from '@testing-library/react';
import { type TStaffUser } from '@registrar/shared-api';
import { type RecordedRequest, type Reply } from '../../../../jest/support/test-server';
import { onePage } from '../../testing/paginated';
import { renderApp, staffUser } from '../../testing/render-admin';
import { setupTestApi } from '../../testing/test-api';

let users: TStaffUser[];
let createReply: (request: RecordedRequest) => Reply;
let listReply: (request: RecordedRequest) => Reply;

const account = (id: number, overrides: Partial<TStaffUser> = {}): TStaffUser => ({
  id,
  name: `Person ${String(id)}`,
  username: `person${String(id)}`,
  email: `person${String(id)}@registry.example.edu`,
  role: 'registry_officer',
  is_active: true,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  ...overrides,
});

const paged = (rows: TStaffUser[]): Reply => ({
  status: 200,
  body: {
    status: 'success',
    data: onePage(rows),
  },
});

const requestsTo = (method: string, path: string) =>
  testServer().requests.filter((r) => r.method === method && r.path === path);

const testServer = setupTestApi(() => {
  users = [
    account(1, { ...staffUser, is_active: true, created_at: '', updated_at: '' }),
    account(2),
  ];
  listReply = () => paged(users);
  createReply = (request) => {
    const body = request.body as Omit<TStaffUser, 'id'>;
    const created = account(3, { ...body, is_active: true });
    users = [...users, created];
    return {
      status: 200,
      body: { status: 'success', message: 'Staff user created', data: created },
    };
  };
  return {
    'GET /api/staff-users': (request) => listReply(request),
    'POST /api/staff-users': (request) => createReply(request),
    'PUT /api/staff-users/2': (request) => {
      const updated = { ...users[1]!, ...(request.body as Partial<TStaffUser>) };
      users = [users[0]!, updated];
      return {
        status: 200,
        body: { status: 'success', message: 'Staff user updated', data: updated },
      };
    },
    'POST /api/staff-users/2/password': () => ({
      status: 200,
      body: { status: 'success', message: 'Password changed' },
    }),
  };
});

it('lists the staff accounts with role and status, and marks the signed-in one', async () => {
  renderApp('/admin/staff-users');
  expect(await screen.findByText('2 staff users')).toBeInTheDocument();
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  expect(within(rows[0]!).getByText('(you)')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Registry officer')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Active')).toBeInTheDocument();
});

it('searches and filters by role through the URL', async () => {
  const { user } = renderApp('/admin/staff-users');
  await screen.findByText('2 staff users');
  await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'obi');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'bursary');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() => {
    const last = requestsTo('GET', '/api/staff-users').at(-1);
    expect(Object.fromEntries(last?.query ?? [])).toEqual({
      page: '1',
      per_page: '10',
      search: 'obi',
      role: 'bursary',
    });
  });
});

it('checks a new account with the contract, then creates it', async () => {
  const { user } = renderApp('/admin/staff-users');
  await screen.findByText('2 staff users');
  await user.click(screen.getByRole('button', { name: 'Add a staff user' }));
  const form = within(screen.getByRole('region', { name: 'Add a staff user' }));
  await user.type(form.getByLabelText('Email'), 'not-an-email');
  await user.type(form.getByLabelText(/Initial password/), 'short');
  await user.click(form.getByRole('button', { name: 'Add staff user' }));

  const summary = (await screen.findByText('There is a problem')).closest(
    '[role="alert"]',
  ) as HTMLElement;
  await waitFor(() => expect(summary).toHaveFocus());
  expect(within(summary).getByRole('link', { name: /Full name/ })).toBeInTheDocument();
  expect(form.getByLabelText('Email')).toHaveAccessibleDescription(/valid email/);
  expect(form.getByLabelText(/Initial password/)).toHaveAccessibleDescription(/at least 8/);
  expect(requestsTo('POST', '/api/staff-users')).toHaveLength(0);

  await user.type(form.getByLabelText('Full name'), 'Ngozi Bursar');
  await user.type(form.getByLabelText(/Username/), 'ngozi');
  await user.clear(form.getByLabelText('Email'));
  await user.type(form.getByLabelText('Email'), 'ngozi@registry.example.edu');
  await user.selectOptions(form.getByLabelText('Role'), 'bursary');
  await user.clear(form.getByLabelText(/Initial password/));
  await user.type(form.getByLabelText(/Initial password/), 'a-long-password');
  await user.click(form.getByRole('button', { name: 'Add staff user' }));

  expect(await screen.findByText('Staff user created')).toBeInTheDocument();
  expect(requestsTo('POST', '/api/staff-users')[0]?.body).toEqual({
    name: 'Ngozi Bursar',
    username: 'ngozi',
    email: 'ngozi@registry.example.edu',
    role: 'bursary',
    password: 'a-long-password',
  });
  expect(await screen.findByText('3 staff users')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Add a staff user' })).toBeNull();
});

it("shows the server's field errors (a taken username) on the form", async () => {
  createReply = () => ({
    status: 409,
    body: {
      status: 'error',
      message: 'This username is already taken.',
      errors: { username: ['This username is already taken.'] },
    },
  });
  const { user } = renderApp('/admin/staff-users');
  await screen.findByText('2 staff users');
  await user.click(screen.getByRole('button', { name: 'Add a staff user' }));
  const form = within(screen.getByRole('region', { name: 'Add a staff user' }));
  await user.type(form.getByLabelText('Full name'), 'Dup');
  await user.type(form.getByLabelText(/Username/), 'person2');
  await user.type(form.getByLabelText('Email'), 'dup@example.edu');
  await user.selectOptions(form.getByLabelText('Role'), 'bursary');
  await user.type(form.getByLabelText(/Initial password/), 'a-long-password');
  await user.click(form.getByRole('button', { name: 'Add staff user' }));
  await waitFor(() =>
    expect(form.getByLabelText(/Username/)).toHaveAccessibleDescription(/already taken/),
  );
});

it('asks before deactivating an account, then saves it', async () => {
  const { user } = renderApp('/admin/staff-users');
  await screen.findByText('2 staff users');
  await user.click(screen.getByRole('button', { name: 'Edit Person 2' }));
  const form = within(screen.getByRole('region', { name: 'Edit Person 2' }));
  await user.selectOptions(form.getByLabelText('Role'), 'bursary');
  await user.click(form.getByLabelText(/Account is active/));
  await user.click(form.getByRole('button', { name: 'Save changes' }));

  const dialog = await screen.findByRole('dialog', { name: 'Deactivate Person 2?' });
  expect(requestsTo('PUT', '/api/staff-users/2')).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

  expect(await screen.findByText('Staff user updated')).toBeInTheDocument();
  expect(requestsTo('PUT', '/api/staff-users/2')[0]?.body).toEqual({
    name: 'Person 2',
    email: 'person2@registry.example.edu',
    role: 'bursary',
    is_active: false,
  });
  expect(await screen.findByText('Inactive')).toBeInTheDocument();
});

it('sets a password after checking the two entries match', async () => {
  const { user } = renderApp('/admin/staff-users');
  await screen.findByText('2 staff users');
  await user.click(screen.getByRole('button', { name: 'Set password for Person 2' }));
  const dialog = within(await screen.findByRole('dialog', { name: /new password for Person 2/ }));
  await user.type(dialog.getByLabelText('New password'), 'another-password');
  await user.type(dialog.getByLabelText('Repeat the new password'), 'another-passwor');
  await user.click(dialog.getByRole('button', { name: 'Set password' }));
  expect(dialog.getByLabelText('Repeat the new password')).toHaveAccessibleDescription(
    /do not match/,
  );
  await user.type(dialog.getByLabelText('Repeat the new password'), 'd');
  await user.click(dialog.getByRole('button', { name: 'Set password' }));
  expect(await screen.findByText('Password changed')).toBeInTheDocument();
  expect(requestsTo('POST', '/api/staff-users/2/password')[0]?.body).toEqual({
    password: 'another-password',
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('shows a failed load with a way to try again', async () => {
  listReply = () => ({ status: 500, body: { status: 'error', message: 'Server down' } });
  const { user } = renderApp('/admin/staff-users');
  const text = await screen.findByText('The staff users could not be loaded.');
  listReply = () => paged(users);
  await user.click(within(text.parentElement!).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('2 staff users')).toBeInTheDocument();
});
