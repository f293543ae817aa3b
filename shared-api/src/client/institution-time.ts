import { formatDate } from '@registrar/shared-ui';
import { INSTITUTION_TIME_ZONE } from '../contracts/institution/time-zone';

/**
 * A moment as the screens show it ("Nov 23, 13:05 PM WAT"): in the institution's zone and named,
 * so staff and applicants anywhere read the registry's time.
 */
export const formatInstitutionTime = (value: string | number | Date): string => {
  const text = formatDate(value, { timeZone: INSTITUTION_TIME_ZONE.id });
  return text && `${text} ${INSTITUTION_TIME_ZONE.abbreviation}`;
};
