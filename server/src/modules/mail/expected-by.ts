import { formatExpectedBy } from '@registrar/shared-api/contracts';
import { type Block, p } from './layout';

/**
 * The expected day in a status or payment email, worded as on the track page; nothing when the
 * request has no date (or the email was queued before dates were kept).
 */
export const expectedBy = (day: string | null | undefined): Block[] =>
  day ? [p(`${formatExpectedBy(day)}.`)] : [];
