import { formatDate, formatFullDate } from '@registrar/shared-ui';
import { INSTITUTION_TIME_ZONE } from '../contracts/institution/time-zone';

/**
 * A moment as the screens show it ("Nov 23, 13:05 PM WAT"): in the institution's zone and named,
 * so staff and applicants anywhere read the registry's time.
 */
export const formatInstitutionTime = (value: string | number | Date): string => {
  const text = formatDate(value, { timeZone: INSTITUTION_TIME_ZONE.id });
  return text && `${text} ${INSTITUTION_TIME_ZONE.abbreviation}`;
};

/**
 * A day in full ('7 March 2026') as the institution's calendar has it: a document issued at
 * 23:30 in Lagos is dated that day wherever it is read.
 */
export const formatInstitutionDay = (value: string | number | Date): string =>
  formatFullDate(value, { timeZone: INSTITUTION_TIME_ZONE.id });
