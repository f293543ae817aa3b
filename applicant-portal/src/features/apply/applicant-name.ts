import type { TApplicantRecord } from '@registrar/shared-api';

export const fullName = (
  record: Pick<TApplicantRecord, 'surname' | 'first_name' | 'other_names'>,
): string => [record.first_name, record.other_names, record.surname].filter(Boolean).join(' ');
