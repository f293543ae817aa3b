import {
  EXPECTED_DATE_AFTER_HOLD,
  formatExpectedBy,
  type TRequestStatus,
} from '@registrar/shared-api';

/**
 * When the request is expected to be done, worded as in the emails; while it is on hold, that the
 * date comes back with the hold's end. Nothing when no date applies (not paid yet, or done).
 */
export function ExpectedBy({
  status,
  expectedAt,
}: {
  status: TRequestStatus;
  expectedAt: string | null;
}) {
  if (expectedAt) return <p>{formatExpectedBy(expectedAt)}</p>;
  if (status === 'on_hold') return <p>{EXPECTED_DATE_AFTER_HOLD}</p>;
  return null;
}
