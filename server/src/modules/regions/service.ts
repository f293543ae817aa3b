import type { TRegionDetails, TRegionInput } from '@registrar/shared-api/contracts';
import { activeOf, defineSettingsResource, type SettingsService } from '../../lib/crud';

/** Regions: administrators write; a name is unique within its type, in any case. */
export const regions: SettingsService<TRegionInput, TRegionDetails> = defineSettingsResource({
  table: 'regions',
  entity: 'region',
  columns: ['name', 'type', 'is_active'],
  orderBy: ['type', 'name'],
  writers: ['administrator'],
  unique: {
    key: { name: 'any case', type: 'exact' },
    field: 'name',
    message: 'A region with this name and type already exists.',
  },
  notFound: 'Region not found.',
  inUseLabel: 'region',
  valuesOf: (input, before) => ({
    name: input.name.trim(),
    type: input.type,
    is_active: activeOf(input, before),
  }),
});
