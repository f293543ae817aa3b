import type { TPaymentType, TPaymentTypeInput } from '@registrar/shared-api/contracts';
import { activeOf, defineNamedResource, textOrNull, type SettingsService } from '../../lib/crud';

/**
 * Payment types for "other payments": administrators and the bursary write (they set prices);
 * names are unique in any case; the amount (kobo, > 0) is the contract's rule.
 */
export const paymentTypes: SettingsService<TPaymentTypeInput, TPaymentType> = defineNamedResource({
  table: 'payment_types',
  entity: 'payment_type',
  columns: ['name', 'description', 'amount', 'is_active'],
  label: 'payment type',
  writers: ['administrator', 'bursary'],
  valuesOf: (input, before) => ({
    name: input.name.trim(),
    description: textOrNull(input.description),
    amount: input.amount,
    is_active: activeOf(input, before),
  }),
});
