import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiRequest,
  createPaymentType,
  deletePaymentType,
  listPaymentTypes,
  tokenStorage,
  updatePaymentType,
  type TPaymentType,
  type TPaymentTypeInput,
} from '@registrar/shared-api';
import { NotificationArea, createColumnHelper } from '@registrar/shared-ui';
import { type RecordedRequest, type Reply } from '../../../../jest/support/test-server';
import { ok, setupTestApi } from '../../testing/test-api';
import { nairaInput, priceCell } from './naira';
import { SettingsCrudPage, activeLabel } from './settings-crud-page';
import type { SettingsCrudConfig } from './types';

let listReply: () => Reply;
let writeReply: (request: RecordedRequest) => Reply;
let deleteReply: () => Reply;

const rows: TPaymentType[] = [
  { id: 1, name: 'Late fee', description: null, amount: 500000, is_active: true },
  { id: 2, name: 'Verification', description: 'For employers', amount: 250050, is_active: false },
];

/** A small configuration of the generic page: text, money in naira and a checkbox. */
type Draft = { name: string; amount: string; is_active: boolean };
const helper = createColumnHelper<TPaymentType>();
const config: SettingsCrudConfig<TPaymentType, Draft, TPaymentTypeInput> = {
  noun: 'fee',
  plural: 'Fees',
  api: {
    list: (signal) => apiRequest(listPaymentTypes, { signal }),
    create: (body, onFailure) => apiRequest(createPaymentType, { body, onFailure }),
    update: (id, body, onFailure) =>
      apiRequest(updatePaymentType, { params: { id }, body, onFailure }),
    remove: (id, onFailure) => apiRequest(deletePaymentType, { params: { id }, onFailure }),
  },
  columns: helper.columns([
    helper.accessor('name', { header: 'Name' }),
    helper.accessor('amount', { header: 'Amount', cell: ({ getValue }) => priceCell(getValue()) }),
    helper.accessor('is_active', {
      header: 'Status',
      cell: ({ getValue }) => activeLabel(getValue()),
    }),
  ]),
  fields: [
    { kind: 'text', key: 'name', label: 'Name', isRequired: true },
    { kind: 'money', key: 'amount', label: 'Amount (₦)', isPositive: true },
    { kind: 'checkbox', key: 'is_active', label: 'Active' },
  ],
  emptyDraft: { name: '', amount: '', is_active: true },
  draftOf: (row) => ({ name: row.name, amount: nairaInput(row.amount), is_active: row.is_active }),
  toInput: (draft, kobo) => ({
    name: draft.name.trim(),
    amount: kobo('amount'),
    is_active: draft.is_active,
  }),
  nameOf: (row) => row.name,
};

const renderPage = () => {
  const user = userEvent.setup();
  render(
    <>
      <SettingsCrudPage title="Fee settings" intro="Test fees." config={config} />
      <NotificationArea />
    </>,
  );
  return { user };
};

const testServer = setupTestApi(() => {
  tokenStorage.set('token-1');
  listReply = () => ok(rows);
  writeReply = (request) =>
    ok(
      { id: 9, description: null, ...(request.body as object) },
      request.method === 'PUT' ? 'Payment type updated' : 'Payment type added',
    );
  deleteReply = () => ok({ id: 2 }, 'Payment type deleted');
  return {
    'GET /api/payment-types': () => listReply(),
    'POST /api/payment-types': (request) => writeReply(request),
    'PUT /api/payment-types/1': (request) => writeReply(request),
    'DELETE /api/payment-types/2': () => deleteReply(),
  };
});

const writes = () => testServer().requests.filter((r) => r.method !== 'GET');

it('lists the rows in a labelled, focusable scroll region', async () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Fee settings' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Fees' });
  const row = (await within(table).findByText('Verification')).closest('tr') as HTMLElement;
  expect(within(row).getByText('₦2,500.50')).toBeInTheDocument();
  expect(within(row).getByText('Inactive')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Fees' })).toHaveAttribute('tabindex', '0');
});

it('adds a row: typed in naira, POSTed in kobo', async () => {
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Add a fee' }));
  expect(screen.getByRole('heading', { name: 'Add a fee' })).toHaveFocus();
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Transcript courier');
  await user.type(screen.getByRole('textbox', { name: /Amount/ }), '1,234.5');
  await user.click(screen.getByRole('checkbox', { name: 'Active' }));
  await user.click(screen.getByRole('button', { name: 'Add fee' }));

  expect(await screen.findByText('Payment type added')).toBeInTheDocument();
  expect(writes()[0]).toMatchObject({
    method: 'POST',
    path: '/api/payment-types',
    body: { name: 'Transcript courier', amount: 123450, is_active: false },
  });
  expect(screen.queryByRole('heading', { name: 'Add a fee' })).not.toBeInTheDocument();
});

it('checks required fields and amounts before sending', async () => {
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Add a fee' }));
  await user.type(screen.getByRole('textbox', { name: /Amount/ }), '5,00');
  await user.click(screen.getByRole('button', { name: 'Add fee' }));

  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
    /This field is required/,
  );
  expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription(
    /Enter an amount in naira/,
  );
  expect(writes()).toHaveLength(0);
});

it('edits a row with a PUT of the whole row', async () => {
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Edit Late fee' }));
  const amount = screen.getByRole('textbox', { name: /Amount/ });
  expect(amount).toHaveValue('5,000.00');
  await user.clear(amount);
  await user.type(amount, '7500');
  await user.click(screen.getByRole('button', { name: 'Save fee' }));

  expect(await screen.findByText('Payment type updated')).toBeInTheDocument();
  expect(writes()[0]).toMatchObject({
    method: 'PUT',
    path: '/api/payment-types/1',
    body: { name: 'Late fee', amount: 750000, is_active: true },
  });
});

it("puts the server's 409 field error on its field", async () => {
  writeReply = () => ({
    status: 409,
    body: {
      status: 'error',
      message: 'This name is taken.',
      errors: { name: ['A payment type with this name already exists'] },
    },
  });
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Add a fee' }));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'late FEE');
  await user.type(screen.getByRole('textbox', { name: /Amount/ }), '100');
  await user.click(screen.getByRole('button', { name: 'Add fee' }));

  await screen.findAllByText('A payment type with this name already exists');
  const name = screen.getByRole('textbox', { name: 'Name' });
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription(/A payment type with this name already exists/);
});

it('deletes only after confirming in a dialog', async () => {
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Delete Verification' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this fee?' });
  expect(writes()).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Delete fee' }));

  expect(await screen.findByText('Payment type deleted')).toBeInTheDocument();
  expect(writes()[0]).toMatchObject({ method: 'DELETE', path: '/api/payment-types/2' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it("keeps the dialog open with the server's reason when the row is in use", async () => {
  deleteReply = () => ({
    status: 409,
    body: {
      status: 'error',
      message: 'This payment type is in use and cannot be deleted. Deactivate it instead.',
    },
  });
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Delete Verification' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this fee?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete fee' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Deactivate it instead/);
});

it('says so when there are no rows yet', async () => {
  listReply = () => ok([]);
  renderPage();
  const table = await screen.findByRole('table', { name: 'Fees' });
  expect(await within(table).findByText('No fees yet')).toBeInTheDocument();
});

it('shows an error with a retry when the list cannot be loaded', async () => {
  listReply = () => ({ status: 500, body: { status: 'error', message: 'Server error' } });
  const { user } = renderPage();
  const alert = await screen.findByText('The fees could not be loaded.');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();

  listReply = () => ok(rows);
  await user.click(
    within(alert.parentElement as HTMLElement).getByRole('button', { name: 'Try again' }),
  );
  expect(await screen.findByText('Late fee')).toBeInTheDocument();
});
