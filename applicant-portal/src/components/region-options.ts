import type { SelectOption } from '@registrar/shared-ui';
import type { TRegion } from '@registrar/shared-api';

/** Destination regions as select options, saying whether each is within Nigeria. */
export const regionOptions = (regions: readonly TRegion[]): SelectOption[] =>
  regions.map((item) => ({
    value: String(item.id),
    label: `${item.name} (${item.type === 1 ? 'within Nigeria' : 'international'})`,
  }));
