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
import * as named from '../../components/settings-crud/named-setting';
import { SettingsCrudPage } from '../../components/settings-crud/settings-crud-page';
import type { SettingsCrudConfig } from '../../components/settings-crud/types';

type PaymentDraft = named.NamedDraft & { amount: string };

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
  columns: named.columns(
    helper.columns([
      helper.accessor('amount', {
        header: 'Amount',
        cell: ({ getValue }) => priceCell(getValue()),
      }),
    ]),
  ),
  fields: named.fields<PaymentDraft>('Only active payment types can be paid.', [
    { kind: 'money', key: 'amount', label: 'Amount (₦)', isPositive: true },
  ]),
  emptyDraft: { name: '', description: '', amount: '', is_active: true },
  draftOf: (row) => ({ ...named.draftOf(row), amount: nairaInput(row.amount) }),
  toInput: (draft, kobo) => ({ ...named.toInput(draft), amount: kobo('amount') }),
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
