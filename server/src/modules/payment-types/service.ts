import type { TPaymentType, TPaymentTypeInput } from '@registrar/shared-api/contracts';
import { activeOf, defineSettingsResource, textOrNull, type SettingsService } from '../../lib/crud';

/**
 * Payment types for "other payments": administrators and the bursary write (they set prices);
 * names are unique in any case; the amount (kobo, > 0) is the contract's rule.
 */
export const paymentTypes: SettingsService<TPaymentTypeInput, TPaymentType> =
  defineSettingsResource({
    table: 'payment_types',
    entity: 'payment_type',
    columns: ['name', 'description', 'amount', 'is_active'],
    orderBy: ['name'],
    writers: ['administrator', 'bursary'],
    unique: {
      key: { name: 'any case' },
      field: 'name',
      message: 'A payment type with this name already exists.',
    },
    notFound: 'Payment type not found.',
    inUseLabel: 'payment type',
    valuesOf: (input, before) => ({
      name: input.name.trim(),
      description: textOrNull(input.description),
      amount: input.amount,
      is_active: activeOf(input, before),
    }),
  });
