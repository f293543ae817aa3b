import {
  apiRequest,
  createRegion,
  deleteRegion,
  listRegions,
  selectAuthUser,
  updateRegion,
  useAppSelector,
  type TRegionDetails,
  type TRegionInput,
} from '@registrar/shared-api';
import { createColumnHelper } from '@registrar/shared-ui';
import { PageHeading } from '../../components/page-heading';
import screenStyles from '../../components/screen-styles.module.css';
import { SettingsCrudPage, activeLabel } from '../../components/settings-crud/settings-crud-page';
import type { SettingsCrudConfig } from '../../components/settings-crud/types';
import { DeliveryRates } from './delivery-rates';

type RegionDraft = { name: string; type: string; is_active: boolean };

/** Region type codes (spec §9). */
const typeLabels: Record<TRegionDetails['type'], string> = { 1: 'Domestic', 2: 'International' };
const helper = createColumnHelper<TRegionDetails>();

const config: SettingsCrudConfig<TRegionDetails, RegionDraft, TRegionInput> = {
  noun: 'region',
  plural: 'Regions',
  api: {
    list: (signal) => apiRequest(listRegions, { signal }),
    create: (body, onFailure) => apiRequest(createRegion, { body, onFailure }),
    update: (id, body, onFailure) => apiRequest(updateRegion, { params: { id }, body, onFailure }),
    remove: (id, onFailure) => apiRequest(deleteRegion, { params: { id }, onFailure }),
  },
  columns: helper.columns([
    helper.accessor('name', { header: 'Name' }),
    helper.accessor('type', { header: 'Type', cell: ({ row }) => typeLabels[row.original.type] }),
    helper.accessor('is_active', {
      header: 'Status',
      cell: ({ getValue }) => activeLabel(getValue()),
    }),
  ]),
  fields: [
    { kind: 'text', key: 'name', label: 'Name', isRequired: true, maxLength: 100 },
    {
      kind: 'select',
      key: 'type',
      label: 'Type',
      placeholder: 'Choose a type',
      options: [
        { value: '1', label: typeLabels[1] },
        { value: '2', label: typeLabels[2] },
      ],
    },
    {
      kind: 'checkbox',
      key: 'is_active',
      label: 'Active',
      hint: 'Applicants can choose only active regions.',
    },
  ],
  emptyDraft: { name: '', type: '', is_active: true },
  draftOf: (row) => ({ name: row.name, type: String(row.type), is_active: row.is_active }),
  toInput: (draft) => ({
    name: draft.name.trim(),
    type: draft.type === '2' ? 2 : 1,
    is_active: draft.is_active,
  }),
  nameOf: (row) => `${row.name}, ${typeLabels[row.type].toLowerCase()}`,
};

/**
 * Spec §2 /admin/manage-regions: delivery regions (type 1/2) and the two delivery rates. The
 * bursary sets rates but not regions (administrators): it sees the delivery rates only.
 */
export default function ManageRegionsPage() {
  const role = useAppSelector(selectAuthUser)?.role;
  if (role === 'bursary')
    return (
      <section className={screenStyles.page} aria-labelledby="admin-page-title">
        <PageHeading>Delivery Rates</PageHeading>
        <p className={screenStyles.intro}>
          The delivery fee for each kind of delivery, in naira, added to a hard copy&apos;s price.
        </p>
        <DeliveryRates />
      </section>
    );
  return (
    <SettingsCrudPage
      title="Regions and Delivery Rates"
      intro="Where hard copies can be delivered, and the delivery fee for each kind of delivery, in naira."
      config={config}
    >
      <DeliveryRates />
    </SettingsCrudPage>
  );
}
