import {
  MY_APPLICATIONS_LIMIT,
  requestKindLabels,
  requestStatusLabels,
  type TMyApplications,
  type TMyRequestPayment,
  type TPayment,
  type TRequestPayment,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import type { PaymentRow } from '../../db/schema-applications';
import { iso } from '../../lib/iso';
import { loadOwners, type OwnerInfo } from '../payments/owners';
import { staffReceiptPathOf, toPayment } from '../payments/presenter';
import { toRequestPayment } from '../payments/request-payments';
import { displayTrackingId } from '../requests/tracking-id';
import * as repo from './repository';
import type { ApplicantSession } from './session';

/** A request's payment as its page shows it, less the database's id (no public answer has one). */
const withoutId = ({ id: _id, ...payment }: TRequestPayment): TMyRequestPayment => payment;

/**
 * The payer's own view of an other payment. The session proved the email, so the receipt's link
 * carries it (the receipt asks for it).
 */
const otherPayment = (row: PaymentRow, owner: OwnerInfo, email: string): TPayment => ({
  ...toPayment(row, owner),
  receipt_path: staffReceiptPathOf(row, email),
});

/**
 * Everything made with the session's email, newest first: its transcript, certificate and
 * attestation applications with their payments, and its other payments. At most
 * MY_APPLICATIONS_LIMIT of each (a registry applicant has a handful; a list without a bound is a
 * query without one); `truncated` says when older ones were left out.
 */
export async function listMine(db: Db, session: ApplicantSession): Promise<TMyApplications> {
  const { email } = session;
  const [requestRows, otherRows] = await Promise.all([
    repo.newestRequests(db, email, MY_APPLICATIONS_LIMIT),
    repo.newestOtherPayments(db, email, MY_APPLICATIONS_LIMIT),
  ]);
  const requests = requestRows.slice(0, MY_APPLICATIONS_LIMIT);
  const others = otherRows.slice(0, MY_APPLICATIONS_LIMIT);
  const [payments, owners] = await Promise.all([
    repo.paymentsOfRequests(
      db,
      requests.map((row) => row.id),
    ),
    loadOwners(db, others),
  ]);
  return {
    email,
    applications: requests.map((row) => ({
      kind: row.kind,
      tracking_id: displayTrackingId(row.tracking_id),
      status: row.status,
      enums: { kind: requestKindLabels[row.kind], status: requestStatusLabels[row.status] },
      total: row.total,
      created_at: iso(row.created_at),
      payments: payments
        .filter((payment) => payment.application_id === row.id)
        .map((payment) => withoutId(toRequestPayment(payment, email))),
    })),
    other_payments: others.map((row) => otherPayment(row, owners.get(row.id)!, email)),
    limit: MY_APPLICATIONS_LIMIT,
    truncated:
      requestRows.length > MY_APPLICATIONS_LIMIT || otherRows.length > MY_APPLICATIONS_LIMIT,
    expires_at: iso(session.expires_at),
  };
}
