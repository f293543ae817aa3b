import { requireProof } from '../identity/service';
import {
  canStaffMove,
  certificateApplicationStatusLabels,
  certificateKindLabels,
  type TAuthUser,
  type TBulkUpdateCertificateApplicationStatusRequest,
  type TCertificateApplication,
  type TCertificateBulkStatusResult,
  type TCertificateApplicationStatus,
  type TCertificateApplicationSummary,
  type TListCertificateApplicationsQuery,
  type TPaginated,
  type TSubmitCertificateApplicationRequest,
  type TTrackedCertificateApplication,
  type TUpdateCertificateApplicationStatusRequest,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { HttpError, invalid, notFound } from '../../lib/http-errors';
import { paginate } from '../../lib/paginate';
import { assertRole, REGISTRY } from '../../lib/roles';
import {
  displayTrackingId,
  generateTrackingId,
  normalizeTrackingId,
} from '../applications/tracking-id';
import { toApplicant } from '../applications/presenter';
import { isApplicantEmail } from '../applications/redaction';
import { type AuditContext, recordAudit } from '../audit/repository';
import { findByMatricNumber } from '../graduates/repository';
import {
  notifyCertificateApplicationStatus,
  notifyCertificateApplicationSubmitted,
} from '../mail/notifications';
import { notifyCertificateApplicationPaid } from '../mail/payment-notifications';
import { isUniqueViolation } from '../../lib/pg-errors';
import { iso } from '../../lib/iso';
import { redactCertificateApplication, unredactedCertificateApplication } from './redaction';
import * as repo from './repository';
import { historyOf, insertHistory, markCopiesDispatched } from '../applications/repository';

const NOT_FOUND = 'Certificate application not found.';

const toSummary = (row: repo.ApplicationRow): TCertificateApplicationSummary => ({
  id: row.id,
  tracking_id: displayTrackingId(row.tracking_id),
  status: row.status,
  kind: row.kind,
  enums: {
    status: certificateApplicationStatusLabels[row.status],
    kind: certificateKindLabels[row.kind],
  },
  applicant: toApplicant(row),
  delivery: {
    recipient_name: row.recipient_name,
    recipient_address: row.recipient_address,
    region_id: row.region_id,
    region_name: row.region_name,
    courier_id: row.courier_id,
    courier: row.courier,
    courier_name: row.courier_name,
    waybill_number: row.waybill_number,
  },
  certificate_fee: row.fee,
  delivery_fee: row.delivery_fee,
  total: row.total,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** The application with its history; staff ids are never part of it (the track view). */
async function load(db: Db, row: repo.ApplicationRow): Promise<TCertificateApplication> {
  const history = await historyOf(db, row.id);
  return {
    ...toSummary(row),
    history: history.map((h) => ({
      status: h.to_status,
      label: certificateApplicationStatusLabels[h.to_status],
      note: h.note,
      at: iso(h.created_at),
    })),
  };
}

/**
 * Prices delivery like a transcript hard copy: the region's delivery rate (type 1 domestic,
 * 2 international) plus the courier's rate; the courier must be active and serve that type.
 */
async function priceDelivery(
  db: Db,
  regionId: number,
  courierId: number,
): Promise<{ fee: number; deliveryType: 1 | 2 }> {
  const errors: Record<string, string[]> = {};
  const region = await repo.findRegion(db, regionId);
  const courier = await repo.findCourier(db, courierId);
  if (!region || !region.is_active) errors.region_id = ['Please choose a valid region'];
  if (!courier || !courier.is_active) errors.courier_id = ['Please choose a valid courier'];
  if (region && courier && region.is_active && courier.is_active) {
    const domestic = region.type === 1;
    if (domestic ? !courier.serves_domestic : !courier.serves_international) {
      errors.courier_id = [
        `This courier does not deliver ${domestic ? 'within the country' : 'abroad'}`,
      ];
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const rate = await repo.findDeliveryRate(db, region!.type === 1 ? 'domestic' : 'international');
  if (!rate) throw invalid({ region_id: ['Delivery to this region is not priced yet'] });
  return { fee: rate.rate + courier!.rate, deliveryType: region!.type === 1 ? 1 : 2 };
}

/**
 * Public submission: the graduate snapshot comes from the record of the matric number, the fee
 * from `certificate_fees` for the kind, delivery from the rate tables. A (60-bit) tracking id
 * that is already taken is retried with a new one.
 */
export async function submitCertificateApplication(
  db: Db,
  input: TSubmitCertificateApplicationRequest,
  context: AuditContext,
): Promise<TCertificateApplication> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        const graduate = await findByMatricNumber(trx, input.matric_number);
        if (!graduate) throw invalid({ matric_number: ['No graduate has this matric number'] });
        await requireProof(trx, input.identity_token, graduate.id);
        const delivery = await priceDelivery(trx, input.region_id, input.courier_id);
        const deliveryFee = delivery.fee;
        const fee = await repo.findFee(trx, input.kind);
        if (!fee) throw invalid({ kind: ['This service is not priced yet'] });
        const trackingId = generateTrackingId();
        const inserted = await repo.insert(trx, {
          request: {
            tracking_id: trackingId,
            status: 'pending_payment',
            kind: input.kind,
            graduate_id: graduate.id,
            matric_number: graduate.matric_number,
            surname: graduate.surname,
            first_name: graduate.first_name,
            other_names: graduate.other_names,
            email: input.email_address,
            phone: input.phone || null,
            programme: graduate.programme,
            graduation_year: graduate.graduation_year,
            fee: fee.amount,
            delivery_fee: deliveryFee,
            total: fee.amount + deliveryFee,
          },
          delivery: {
            recipient_name: input.recipient_name,
            recipient_address: input.recipient_address,
            region_id: input.region_id,
            courier_id: input.courier_id,
            delivery_type: delivery.deliveryType,
          },
        });
        const { id } = inserted;
        await insertHistory(trx, {
          application_id: id,
          from_status: null,
          to_status: 'pending_payment',
          note: null,
          actor_user_id: null,
        });
        await recordAudit(trx, context, {
          action: 'certificate_application.submitted',
          entityType: 'certificate_application',
          entityId: id,
          details: { tracking_id: trackingId, kind: input.kind, total: fee.amount + deliveryFee },
        });
        await notifyCertificateApplicationSubmitted(trx, id);
        return load(trx, (await repo.findById(trx, id))!);
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/**
 * The track screen, as the transcript track: the full record when `email` is the applicant's
 * (any case), else the redacted view (`redaction.ts`). A wrong email is answered exactly like no
 * email, so the endpoint tells nothing about other addresses.
 */
export async function trackCertificateApplication(
  db: Db,
  reference: string,
  email?: string,
): Promise<TTrackedCertificateApplication> {
  const trackingId = normalizeTrackingId(reference);
  const row = trackingId ? await repo.findByTrackingId(db, trackingId) : undefined;
  if (!row) throw notFound(NOT_FOUND);
  const application = await load(db, row);
  return isApplicantEmail(row.email, email)
    ? unredactedCertificateApplication(application)
    : redactCertificateApplication(application);
}

/** Staff read: registry staff (the bursary has payments and rates, not applications). */
const READERS = REGISTRY;

export async function listCertificateApplications(
  db: Db,
  actor: TAuthUser | null,
  query: TListCertificateApplicationsQuery,
): Promise<TPaginated<TCertificateApplicationSummary>> {
  assertRole(actor, ...READERS);
  const { page, per_page: perPage, sort, direction, ...filters } = query;
  const { rows, total } = await repo.list(db, filters, page, perPage, { field: sort, direction });
  return paginate(rows.map(toSummary), total, page, perPage, '/api/certificate-applications', {
    ...filters,
    per_page: perPage,
    // The default order stays out of the page links, as the transcript list does.
    sort: sort === 'created_at' ? undefined : sort,
    direction: direction === 'desc' ? undefined : direction,
  });
}

export async function getCertificateApplication(db: Db, actor: TAuthUser | null, id: number) {
  assertRole(actor, ...READERS);
  const row = await repo.findById(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return load(db, row);
}

const cannotMove = (from: TCertificateApplicationStatus, to: TCertificateApplicationStatus) =>
  new HttpError(
    409,
    `Cannot change status from ${certificateApplicationStatusLabels[from]} to ${certificateApplicationStatusLabels[to]}.`,
  );

/** One move as staff ask for it (single or bulk). */
interface StatusChange {
  status: TCertificateApplicationStatus;
  note?: string | null | undefined;
  courier_name?: string | null | undefined;
  waybill_number?: string | null | undefined;
}

/**
 * One staff status change inside `trx`: row lock, the state machine, the dispatch fields, the
 * update, a history row, an audit row and the applicant's email. Throws an HttpError to refuse.
 */
async function applyStatusChange(
  trx: Db,
  user: TAuthUser,
  id: number,
  input: StatusChange,
  context: AuditContext,
  auditExtra: Record<string, unknown> = {},
): Promise<void> {
  const current = await repo.lockById(trx, id);
  if (!current) throw notFound(NOT_FOUND);
  if (!canStaffMove(current.kind, current.status, input.status))
    throw cannotMove(current.status, input.status);
  const dispatch =
    input.status === 'dispatched'
      ? { courier_name: input.courier_name || null, waybill_number: input.waybill_number || null }
      : {};
  if (input.status === 'dispatched') {
    const errors: Record<string, string[]> = {};
    if (!dispatch.courier_name) errors.courier_name = ['This field is required'];
    if (!dispatch.waybill_number) errors.waybill_number = ['This field is required'];
    if (Object.keys(errors).length > 0) throw invalid(errors);
  }
  if (dispatch.courier_name !== undefined)
    await markCopiesDispatched(trx, id, 'hard_copy', dispatch);
  await repo.setStatus(trx, id, input.status);
  await insertHistory(trx, {
    application_id: id,
    from_status: current.status,
    to_status: input.status,
    note: input.note || null,
    actor_user_id: user.id,
  });
  await recordAudit(trx, context, {
    action: 'certificate_application.status_changed',
    entityType: 'certificate_application',
    entityId: id,
    details: {
      from: current.status,
      to: input.status,
      note: input.note || null,
      ...dispatch,
      ...auditExtra,
    },
  });
  await notifyCertificateApplicationStatus(trx, id, {
    status: input.status,
    note: input.note || null,
    ...dispatch,
  });
}

/**
 * A staff status change through the state machine, in one transaction. Moving to dispatched
 * needs the courier's name and the waybill number.
 */
export async function updateCertificateApplicationStatus(
  db: Db,
  actor: TAuthUser | null,
  id: number,
  input: TUpdateCertificateApplicationStatusRequest,
  context: AuditContext,
): Promise<TCertificateApplication> {
  const user = assertRole(actor, ...REGISTRY);
  return db.transaction().execute(async (trx) => {
    await applyStatusChange(trx, user, id, input, context);
    return load(trx, (await repo.findById(trx, id))!);
  });
}

/**
 * Several applications to one status, each id in its own transaction: a refusal (unknown id,
 * illegal move) is that id's result and does not undo the others. Duplicate ids count once.
 */
export async function bulkUpdateCertificateApplicationStatus(
  db: Db,
  actor: TAuthUser | null,
  input: TBulkUpdateCertificateApplicationStatusRequest,
  context: AuditContext,
): Promise<{ results: TCertificateBulkStatusResult[]; updated: number }> {
  const user = assertRole(actor, ...REGISTRY);
  const results: TCertificateBulkStatusResult[] = [];
  for (const id of [...new Set(input.ids)]) {
    try {
      await db.transaction().execute((trx) =>
        applyStatusChange(trx, user, id, { status: input.status, note: input.note }, context, {
          bulk: true,
        }),
      );
      results.push({ id, ok: true, status: input.status, message: null });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const fields = error.details.errors;
      const message = fields ? Object.values(fields).flat().join(' ') : error.message;
      results.push({ id, ok: false, status: null, message });
    }
  }
  return { results, updated: results.filter((result) => result.ok).length };
}

/**
 * pending_payment → paid, for the payments module once a payment is confirmed. Idempotent: an
 * application already past pending_payment is left alone (returns false). Call it inside the
 * transaction that records the payment.
 */
export async function markCertificateApplicationPaid(
  trx: Db,
  id: number,
  paymentRef: string,
): Promise<boolean> {
  const current = await repo.lockById(trx, id);
  if (!current) throw notFound(NOT_FOUND);
  if (current.status !== 'pending_payment') return false;
  await repo.setStatus(trx, id, 'paid');
  await insertHistory(trx, {
    application_id: id,
    from_status: 'pending_payment',
    to_status: 'paid',
    note: null,
    actor_user_id: null,
  });
  await recordAudit(
    trx,
    { actorUserId: null, ip: null },
    {
      action: 'certificate_application.paid',
      entityType: 'certificate_application',
      entityId: id,
      details: { payment_reference: paymentRef },
    },
  );
  // The status change to Paid is announced by the payment email, with the receipt attached.
  await notifyCertificateApplicationPaid(trx, id, paymentRef);
  return true;
}
