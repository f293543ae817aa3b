import {
  apiRequest,
  createPaymentType,
  deletePaymentType,
  listPaymentTypes,
  updatePaymentType,
  type TPaymentType,
  type TPaymentTypeInput,
} from '@registrar/shared-api';
import { createColumnHelper } from '@registrar/shared-ui';
import { nairaInput, priceCell } from '../../components/settings-crud/naira';
import { SettingsCrudPage, activeLabel } from '../../components/settings-crud/settings-crud-page';
import type { SettingsCrudConfig } from '../../components/settings-crud/types';

type PaymentDraft = { name: string; description: string; amount: string; is_active: boolean };

const helper = createColumnHelper<TPaymentType>();

const config: SettingsCrudConfig<TPaymentType, PaymentDraft, TPaymentTypeInput> = {
  noun: 'payment type',
  plural: 'Payment types',
  api: {
    list: (signal) => apiRequest(listPaymentTypes, { signal }),
    create: (body, onFailure) => apiRequest(createPaymentType, { body, onFailure }),
    update: (id, body, onFailure) =>
      apiRequest(updatePaymentType, { params: { id }, body, onFailure }),
    remove: (id, onFailure) => apiRequest(deletePaymentType, { params: { id }, onFailure }),
  },
  columns: helper.columns([
    helper.accessor('name', { header: 'Name' }),
    helper.accessor('description', {
      header: 'Description',
      cell: ({ getValue }) => getValue() ?? '—',
    }),
    helper.accessor('amount', { header: 'Amount', cell: ({ getValue }) => priceCell(getValue()) }),
    helper.accessor('is_active', {
      header: 'Status',
      cell: ({ getValue }) => activeLabel(getValue()),
    }),
  ]),
  fields: [
    { kind: 'text', key: 'name', label: 'Name', isRequired: true, maxLength: 100 },
    { kind: 'text', key: 'description', label: 'Description (optional)', maxLength: 500 },
    { kind: 'money', key: 'amount', label: 'Amount (₦)', isPositive: true },
    {
      kind: 'checkbox',
      key: 'is_active',
      label: 'Active',
      hint: 'Only active payment types can be paid.',
    },
  ],
  emptyDraft: { name: '', description: '', amount: '', is_active: true },
  draftOf: (row) => ({
    name: row.name,
    description: row.description ?? '',
    amount: nairaInput(row.amount),
    is_active: row.is_active,
  }),
  toInput: (draft, kobo) => ({
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    amount: kobo('amount'),
    is_active: draft.is_active,
  }),
  nameOf: (row) => row.name,
};

/** Spec §2 /admin/payment-types: fixed-amount "other payments" not tied to an application. */
export default function PaymentTypesPage() {
  return (
    <SettingsCrudPage
      title="Other Payments"
      intro="Payment types with a fixed amount, paid outside a transcript application. Amounts are in naira."
      config={config}
    />
  );
}
