import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import {
  ZDeletedSettingsRow,
  ZRequiredText,
  ZSettingsIdParams,
} from '../reference-data/settings-common';

/**
 * A public holiday of the institution's calendar: no working day, so expected completion dates
 * and the dashboard's overdue rules skip it. Adding or removing one moves the open requests'
 * expected dates at once.
 */
export const ZPublicHoliday = z
  .object({
    id: z.number().int(),
    /** The day, 'YYYY-MM-DD'. */
    date: z.iso.date(),
    name: z.string(),
  })
  .meta({ id: 'PublicHoliday' });
export type TPublicHoliday = z.infer<typeof ZPublicHoliday>;

/** One holiday per day. */
export const ZPublicHolidayInput = z.object({
  date: z
    .string({ error: 'Enter the date' })
    .trim()
    .min(1, 'Enter the date')
    .pipe(z.iso.date('Enter a real date, for example 2027-06-12')),
  name: ZRequiredText(100),
});
export type TPublicHolidayInput = z.infer<typeof ZPublicHolidayInput>;

export const ZListPublicHolidaysResponse = success(z.array(ZPublicHoliday));
export type TListPublicHolidaysResponse = z.infer<typeof ZListPublicHolidaysResponse>;

export const listPublicHolidays = defineEndpoint({
  method: 'GET',
  path: '/public-holidays',
  summary: 'The public holidays, by date (any signed-in staff)',
  auth: true,
  response: ZListPublicHolidaysResponse,
});

export const ZPublicHolidayResponse = success(ZPublicHoliday);
export type TPublicHolidayResponse = z.infer<typeof ZPublicHolidayResponse>;

/** 409 with `errors.date` when the day already is a holiday. */
export const createPublicHoliday = defineEndpoint({
  method: 'POST',
  path: '/public-holidays',
  summary: 'Add a public holiday (administrator, registry officer)',
  auth: true,
  body: ZPublicHolidayInput,
  response: ZPublicHolidayResponse,
});

export const updatePublicHoliday = defineEndpoint({
  method: 'PUT',
  path: '/public-holidays/:id',
  summary: 'Replace a public holiday (administrator, registry officer)',
  auth: true,
  params: ZSettingsIdParams,
  body: ZPublicHolidayInput,
  response: ZPublicHolidayResponse,
});

export const deletePublicHoliday = defineEndpoint({
  method: 'DELETE',
  path: '/public-holidays/:id',
  summary: 'Delete a public holiday (administrator, registry officer)',
  auth: true,
  params: ZSettingsIdParams,
  response: success(ZDeletedSettingsRow),
});
