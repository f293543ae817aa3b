import type {
  TApplicationTypeDetails,
  TApplicationTypeInput,
} from '@registrar/shared-api/contracts';
import { activeOf, defineNamedResource, textOrNull, type SettingsService } from '../../lib/crud';

/** Application types (the purposes an applicant gives): administrators write; names unique. */
export const applicationTypes: SettingsService<TApplicationTypeInput, TApplicationTypeDetails> =
  defineNamedResource({
    table: 'application_types',
    entity: 'application_type',
    columns: ['name', 'description', 'is_active'],
    label: 'application type',
    article: 'An',
    writers: ['administrator'],
    valuesOf: (input, before) => ({
      name: input.name.trim(),
      description: textOrNull(input.description),
      is_active: activeOf(input, before),
    }),
  });
