import type { TPublicHoliday, TPublicHolidayInput } from '@registrar/shared-api/contracts';
import { defineSettingsResource, type SettingsService } from '../../lib/crud';
import { REGISTRY } from '../../lib/roles';
import { recomputeOpenRequests } from '../expected-completion/recompute';

/**
 * The institution's public holidays: registry staff keep them (any staff read them), one per
 * day. Every change moves the expected dates of the open requests, in the same transaction.
 */
export const publicHolidays: SettingsService<TPublicHolidayInput, TPublicHoliday> =
  defineSettingsResource({
    table: 'public_holidays',
    entity: 'public_holiday',
    columns: ['date', 'name'],
    orderBy: ['date'],
    writers: REGISTRY,
    unique: { key: { date: 'exact' }, field: 'date', message: 'That day is already a holiday.' },
    notFound: 'Public holiday not found.',
    valuesOf: (input) => ({ date: input.date.trim(), name: input.name.trim() }),
    afterWrite: async (trx) => {
      await recomputeOpenRequests(trx);
    },
  });
