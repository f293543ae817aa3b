import type {
  TApplicationTypeDetails,
  TApplicationTypeInput,
} from '@registrar/shared-api/contracts';
import { activeOf, defineSettingsResource, textOrNull, type SettingsService } from '../../lib/crud';

/** Application types (the purposes an applicant gives): administrators write; names unique. */
export const applicationTypes: SettingsService<TApplicationTypeInput, TApplicationTypeDetails> =
  defineSettingsResource({
    table: 'application_types',
    entity: 'application_type',
    columns: ['name', 'description', 'is_active'],
    orderBy: ['name'],
    writers: ['administrator'],
    unique: {
      key: { name: 'any case' },
      field: 'name',
      message: 'An application type with this name already exists.',
    },
    notFound: 'Application type not found.',
    inUseLabel: 'application type',
    valuesOf: (input, before) => ({
      name: input.name.trim(),
      description: textOrNull(input.description),
      is_active: activeOf(input, before),
    }),
  });
