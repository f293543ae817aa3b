import {
  ALREADY_PAID_MESSAGE,
  finalMoves,
  NOT_PAYABLE_MESSAGE,
  requestStatuses,
  type TInitializePaymentBody,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import type { ApplicationRow } from '../../db/schema-applications';
import { HttpError, notFound } from '../../lib/http-errors';
import { findByIdForUpdate as lockApplication } from '../applications/repository';
import { findByReference as findApplication } from '../applications/service';
import { lockById as lockCertificateApplication } from '../certificate-applications/repository';
import { normalizeTrackingId } from '../requests/tracking-id';
import type * as repo from './repository';

export const APPLICATION_NOT_FOUND_MESSAGE = 'No application was found with this tracking ID.';

/**
 * Statuses that mean the request was paid: it moved on from pending_payment through a payment and
 * was not ended or reversed since (a rejected, cancelled or refunded request is not payable).
 */
const PAST_PAYMENT: ReadonlySet<string> = new Set(
  requestStatuses.filter((status) => status !== 'pending_payment' && !finalMoves.includes(status)),
);

export interface Target {
  column: repo.OwnerColumn;
  ownerId: number;
  amount: number;
  payerName: string;
  payerEmail: string;
}

/** Locks the application (transcript or certificate) and checks it can be paid for now. */
export async function lockPayableApplication(
  trx: Db,
  body: Extract<TInitializePaymentBody, { kind: 'application' | 'certificate_application' }>,
): Promise<Target> {
  const trackingId = normalizeTrackingId(body.tracking_id);
  if (body.kind === 'application') {
    const found = await findApplication(trx, body.tracking_id);
    const row = found ? await lockApplication(trx, found.id) : undefined;
    if (!row) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
    return checkPayable(row);
  }
  const found = trackingId
    ? await trx
        .selectFrom('applications')
        .select('id')
        .where('tracking_id', '=', trackingId)
        .where('kind', 'in', ['certificate', 'attestation'])
        .executeTakeFirst()
    : undefined;
  const locked = found ? await lockCertificateApplication(trx, found.id) : undefined;
  if (!found || !locked) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  const row = await trx
    .selectFrom('applications')
    .select(['id', 'status', 'total', 'first_name', 'surname', 'email'])
    .where('id', '=', found.id)
    .executeTakeFirstOrThrow();
  return checkPayable(row);
}

/** The locked application's payment target, once its status says it is awaiting payment. */
function checkPayable(
  row: Pick<ApplicationRow, 'id' | 'status' | 'total' | 'first_name' | 'surname' | 'email'>,
): Target {
  if (PAST_PAYMENT.has(row.status)) throw new HttpError(409, ALREADY_PAID_MESSAGE);
  if (row.status !== 'pending_payment') throw new HttpError(409, NOT_PAYABLE_MESSAGE);
  return {
    column: 'application_id',
    ownerId: row.id,
    amount: row.total,
    payerName: `${row.first_name} ${row.surname}`,
    payerEmail: row.email,
  };
}
