import {
  apiRequest,
  createCourier,
  deleteCourier,
  listCouriers,
  updateCourier,
  type TCourierDetails,
  type TCourierInput,
} from '@registrar/shared-api';
import { createColumnHelper } from '@registrar/shared-ui';
import { Link } from '@registrar/shared-ui/router';
import { nairaInput, priceCell } from '../../components/settings-crud/naira';
import { SettingsCrudPage, activeLabel } from '../../components/settings-crud/settings-crud-page';
import type { SettingsCrudConfig } from '../../components/settings-crud/types';

type CourierDraft = {
  name: string;
  serves_domestic: boolean;
  serves_international: boolean;
  rate: string;
  is_active: boolean;
};

const helper = createColumnHelper<TCourierDetails>();
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const config: SettingsCrudConfig<TCourierDetails, CourierDraft, TCourierInput> = {
  noun: 'courier',
  plural: 'Couriers',
  api: {
    list: (signal) => apiRequest(listCouriers, { signal }),
    create: (body, onFailure) => apiRequest(createCourier, { body, onFailure }),
    update: (id, body, onFailure) => apiRequest(updateCourier, { params: { id }, body, onFailure }),
    remove: (id, onFailure) => apiRequest(deleteCourier, { params: { id }, onFailure }),
  },
  columns: helper.columns([
    helper.accessor('name', { header: 'Name' }),
    helper.accessor('serves_domestic', {
      header: 'Domestic',
      cell: ({ getValue }) => yesNo(getValue()),
    }),
    helper.accessor('serves_international', {
      header: 'International',
      cell: ({ getValue }) => yesNo(getValue()),
    }),
    helper.accessor('rate', { header: 'Fee', cell: ({ getValue }) => priceCell(getValue()) }),
    helper.accessor('is_active', {
      header: 'Status',
      cell: ({ getValue }) => activeLabel(getValue()),
    }),
  ]),
  fields: [
    { kind: 'text', key: 'name', label: 'Name', isRequired: true, maxLength: 100 },
    { kind: 'money', key: 'rate', label: 'Fee (₦)' },
    { kind: 'checkbox', key: 'serves_domestic', label: 'Serves domestic delivery' },
    { kind: 'checkbox', key: 'serves_international', label: 'Serves international delivery' },
    {
      kind: 'checkbox',
      key: 'is_active',
      label: 'Active',
      hint: 'Only active couriers are offered at dispatch.',
    },
  ],
  emptyDraft: {
    name: '',
    serves_domestic: true,
    serves_international: false,
    rate: '',
    is_active: true,
  },
  draftOf: (row) => ({
    name: row.name,
    serves_domestic: row.serves_domestic,
    serves_international: row.serves_international,
    rate: nairaInput(row.rate),
    is_active: row.is_active,
  }),
  validate: (draft) =>
    draft.serves_domestic || draft.serves_international
      ? {}
      : { serves_domestic: 'A courier must serve domestic or international delivery' },
  toInput: (draft, kobo) => ({
    name: draft.name.trim(),
    serves_domestic: draft.serves_domestic,
    serves_international: draft.serves_international,
    rate: kobo('rate'),
    is_active: draft.is_active,
  }),
  nameOf: (row) => row.name,
};

/** Spec §2 /admin/courier-agents: the courier services that deliver hard copies. */
export default function CourierAgentsPage() {
  return (
    <SettingsCrudPage
      title="Courier Services"
      intro={
        <>
          The couriers that deliver hard copies, where they deliver and their fee in naira. The
          regions they serve: <Link to="/admin/manage-regions">Regions and delivery rates</Link>.
        </>
      }
      config={config}
    />
  );
}
