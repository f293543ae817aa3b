import type { TApplicationData } from '@registrar/shared-api';

/** The GET /application-data lists the apply screens offer as choices (prices come from quotes). */
export type ApplyData = Pick<TApplicationData, 'transcript_rates' | 'regions' | 'couriers'>;
