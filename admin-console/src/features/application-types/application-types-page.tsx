import {
  apiRequest,
  createApplicationType,
  deleteApplicationType,
  listApplicationTypes,
  updateApplicationType,
  type TApplicationTypeDetails,
  type TApplicationTypeInput,
} from '@registrar/shared-api';
import * as named from '../../components/settings-crud/named-setting';
import { SettingsCrudPage } from '../../components/settings-crud/settings-crud-page';
import type { SettingsCrudConfig } from '../../components/settings-crud/types';

const config: SettingsCrudConfig<TApplicationTypeDetails, named.NamedDraft, TApplicationTypeInput> =
  {
    noun: 'application type',
    plural: 'Application types',
    api: {
      list: (signal) => apiRequest(listApplicationTypes, { signal }),
      create: (body, onFailure) => apiRequest(createApplicationType, { body, onFailure }),
      update: (id, body, onFailure) =>
        apiRequest(updateApplicationType, { params: { id }, body, onFailure }),
      remove: (id, onFailure) => apiRequest(deleteApplicationType, { params: { id }, onFailure }),
    },
    columns: named.columns<TApplicationTypeDetails>(),
    fields: named.fields('Applicants can choose only active types.'),
    emptyDraft: { name: '', description: '', is_active: true },
    draftOf: named.draftOf,
    toInput: named.toInput,
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
