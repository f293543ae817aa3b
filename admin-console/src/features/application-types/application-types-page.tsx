import {
  apiRequest,
  createApplicationType,
  deleteApplicationType,
  listApplicationTypes,
  updateApplicationType,
  type TApplicationTypeDetails,
  type TApplicationTypeInput,
} from '@registrar/shared-api';
import { createColumnHelper } from '@registrar/shared-ui';
import { SettingsCrudPage, activeLabel } from '../../components/settings-crud/settings-crud-page';
import type { SettingsCrudConfig } from '../../components/settings-crud/types';

type TypeDraft = { name: string; description: string; is_active: boolean };

const helper = createColumnHelper<TApplicationTypeDetails>();

const config: SettingsCrudConfig<TApplicationTypeDetails, TypeDraft, TApplicationTypeInput> = {
  noun: 'application type',
  plural: 'Application types',
  api: {
    list: (signal) => apiRequest(listApplicationTypes, { signal }),
    create: (body, onFailure) => apiRequest(createApplicationType, { body, onFailure }),
    update: (id, body, onFailure) =>
      apiRequest(updateApplicationType, { params: { id }, body, onFailure }),
    remove: (id, onFailure) => apiRequest(deleteApplicationType, { params: { id }, onFailure }),
  },
  columns: helper.columns([
    helper.accessor('name', { header: 'Name' }),
    helper.accessor('description', {
      header: 'Description',
      cell: ({ getValue }) => getValue() ?? '—',
    }),
    helper.accessor('is_active', {
      header: 'Status',
      cell: ({ getValue }) => activeLabel(getValue()),
    }),
  ]),
  fields: [
    { kind: 'text', key: 'name', label: 'Name', isRequired: true, maxLength: 100 },
    { kind: 'text', key: 'description', label: 'Description (optional)', maxLength: 500 },
    {
      kind: 'checkbox',
      key: 'is_active',
      label: 'Active',
      hint: 'Applicants can choose only active types.',
    },
  ],
  emptyDraft: { name: '', description: '', is_active: true },
  draftOf: (row) => ({
    name: row.name,
    description: row.description ?? '',
    is_active: row.is_active,
  }),
  toInput: (draft) => ({
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    is_active: draft.is_active,
  }),
  nameOf: (row) => row.name,
};

/** Spec §2 /admin/application-types: the purposes applicants choose from. */
export default function ApplicationTypesPage() {
  return (
    <SettingsCrudPage
      title="Application Types"
      intro="The purposes an applicant can request a transcript for. Deactivate a type that is in use instead of deleting it."
      config={config}
    />
  );
}
