import type { RequestRow } from './kind';

/** The applicant's full name as staff read it: surname first. */
export const applicantName = ({ applicant }: Pick<RequestRow, 'applicant'>) =>
  [applicant.surname, applicant.first_name, applicant.other_names].filter(Boolean).join(' ');
