import type { TCourierDetails, TCourierInput } from '@registrar/shared-api/contracts';
import { activeOf, defineNamedResource, type SettingsService } from '../../lib/crud';

/**
 * Couriers (vendors): administrators write; names are unique in any case. "Serves domestic or
 * international, or both" is the contract's rule (422 before this runs).
 */
export const couriers: SettingsService<TCourierInput, TCourierDetails> = defineNamedResource({
  table: 'couriers',
  entity: 'courier',
  columns: ['name', 'serves_domestic', 'serves_international', 'rate', 'is_active'],
  label: 'courier',
  writers: ['administrator'],
  valuesOf: (input, before) => ({
    name: input.name.trim(),
    serves_domestic: input.serves_domestic,
    serves_international: input.serves_international,
    rate: input.rate,
    is_active: activeOf(input, before),
  }),
});
