import type { IdempotencyKey } from '../idempotency/handler';
import { requireProof } from '../identity/service';
import {
  consentReceivers,
  STUDENT_NOT_FOUND,
  TRACK_NOT_FOUND_MESSAGE,
  type TApplication,
  type TApplicationQuote,
  type TApplicationDetail,
  type TApplicationsPage,
  type TAuthUser,
  type TListApplicationsQuery,
  type TQuoteApplicationRequest,
  type TSubmitApplicationRequest,
  type TTrackedApplication,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import type { ApplicationCopyRow, ApplicationRow } from '../../db/schema-applications';
import { notFound } from '../../lib/http-errors';
import { paginate } from '../../lib/paginate';
import { assertRole } from '../../lib/roles';
import { type AuditContext, recordAudit } from '../audit/repository';
import { checkConsent, recordConsent } from '../consent/service';
import { notifyApplicationSubmitted } from '../mail/notifications';
import { APPLICATION_NOT_FOUND, loadDetail, STAFF_READERS } from './detail';
import { FieldErrors } from './field-errors';
import { transcriptListPage } from './list-page';
import { type HistoryRow, toApplication, toSummary } from './presenter';
import { type PricedApplication, priceCopies } from './pricing';
import { isApplicantEmail, redactApplication, unredactedApplication } from './redaction';
import * as repo from './repository';
import { insertHistory } from '../requests/history';
import { commonFilters, pageWithTotal } from '../requests/list';
import type { ListFilters } from '../requests/list-filters';
import { generateTrackingId, normalizeTrackingId } from '../requests/tracking-id';
import { attachVerifiedPhone } from '../sms/phone-service';

export { markApplicationPaid } from './status-service';
export const MATRIC_NOT_FOUND_MESSAGE = 'We could not find this matric number.';

const MAX_TRACKING_ID_ATTEMPTS = 8;

type Graduate = NonNullable<Awaited<ReturnType<typeof repo.findGraduateByMatric>>>;

export interface NewApplication {
  graduate: Graduate;
  email: string;
  phone: string | null;
  applicationTypeId: number | null;
  priced: PricedApplication;
}

/**
 * Stores an application with its copies and first history row (null → pending_payment) and
 * answers them as stored (no second read). The tracking id is drawn until one is free
 * (INSERT … ON CONFLICT DO NOTHING: no aborted transaction), so two submissions never share one.
 * Used by the submit endpoint and the seed.
 */
export async function insertApplication(
  trx: Db,
  input: NewApplication,
  nextTrackingId: () => string = generateTrackingId,
): Promise<{ row: ApplicationRow; copies: ApplicationCopyRow[]; history: HistoryRow[] }> {
  const { graduate, priced } = input;
  for (let attempt = 0; attempt < MAX_TRACKING_ID_ATTEMPTS; attempt += 1) {
    const row = await repo.insertApplication(trx, {
      tracking_id: nextTrackingId(),
      status: 'pending_payment',
      graduate_id: graduate.id,
      matric_number: graduate.matric_number,
      surname: graduate.surname,
      first_name: graduate.first_name,
      other_names: graduate.other_names,
      email: input.email,
      phone: input.phone,
      programme: graduate.programme,
      graduation_year: graduate.graduation_year,
      application_type_id: input.applicationTypeId,
      fee: priced.transcript_fee,
      delivery_fee: priced.delivery_fee,
      total: priced.total,
    });
    if (!row) continue;
    const copies = await repo.insertCopies(
      trx,
      priced.copies.map((copy) => ({ ...copy, application_id: row.id })),
    );
    const history = await insertHistory(trx, {
      application_id: row.id,
      from_status: null,
      to_status: 'pending_payment',
      actor_user_id: null,
      note: null,
    });
    // The applicant submits: no staff member, so no actor name.
    return { row, copies, history: [{ ...history, actor_name: null }] };
  }
  throw new Error('could not draw a free tracking id');
}

/**
 * The public submission: finds the graduate, prices every copy from the rate tables, stores the
 * application, its copies, its first history row and an audit record in one transaction. Every
 * problem found is reported at once as field errors.
 */
/** Prices copies exactly as submission will (same function), storing nothing. */
export async function quoteApplication(
  db: Db,
  input: TQuoteApplicationRequest,
): Promise<TApplicationQuote> {
  const priced = await priceCopies(db, input.copies);
  return {
    copies: priced.copies.map(({ purpose, type, format, rate, delivery_fee }) => ({
      purpose,
      type,
      format,
      rate,
      delivery_fee,
    })),
    transcript_fee: priced.transcript_fee,
    delivery_fee: priced.delivery_fee,
    total: priced.total,
    receivers: consentReceivers(priced.copies),
  };
}

export async function submitApplication(
  db: Db,
  input: TSubmitApplicationRequest,
  context: AuditContext,
  key?: IdempotencyKey,
): Promise<TApplication> {
  return db.transaction().execute(async (trx) => {
    const errors = new FieldErrors();
    const graduate = await repo.findGraduateByMatric(trx, input.matric_number);
    if (!graduate) errors.add('matric_number', MATRIC_NOT_FOUND_MESSAGE);
    else await requireProof(trx, input.identity_token, graduate.id);
    const typeId = input.application_type_id ?? null;
    if (typeId !== null && !(await repo.findActiveApplicationType(trx, typeId)))
      errors.add('application_type_id', 'Please choose a valid application type');
    let priced: PricedApplication | undefined;
    try {
      priced = await priceCopies(trx, input.copies);
    } catch (error) {
      const copyErrors = (error as { details?: { errors?: Record<string, string[]> } }).details
        ?.errors;
      if (!copyErrors) throw error;
      for (const [field, messages] of Object.entries(copyErrors))
        for (const message of messages) errors.add(field, message);
    }
    await checkConsent(trx, input.consent, priced?.copies ?? null, errors);
    errors.throwIfAny(undefined, graduate ? {} : { error: STUDENT_NOT_FOUND });
    const { row, copies, history } = await insertApplication(trx, {
      graduate: graduate!,
      email: input.email_address.toLowerCase(),
      phone: input.phone_number ? input.phone_number : null,
      applicationTypeId: typeId,
      priced: priced!,
    });
    await attachVerifiedPhone(trx, row.id, graduate!.id, input.phone_token);
    await recordAudit(trx, context, {
      action: 'application.submitted',
      entityType: 'application',
      entityId: row.id,
      details: {
        tracking_id: row.tracking_id,
        copies: priced!.copies.length,
        transcript_fee: row.fee,
        delivery_fee: row.delivery_fee,
        total: row.total,
      },
    });
    await recordConsent(trx, row.id, input.consent.wording_id, copies, context);
    await notifyApplicationSubmitted(trx, row, priced!.copies.length);
    const application = toApplication(row, copies, history);
    await key?.record(trx, application);
    return application;
  });
}

/** Looks an application up by a tracking id as the applicant typed it. */
export async function findByReference(db: Db, reference: string) {
  const trackingId = normalizeTrackingId(reference);
  return trackingId ? repo.findByTrackingId(db, trackingId) : undefined;
}

/**
 * The track screen: the full record when `email` is the applicant's (any case), else the
 * redacted view (`redaction.ts`). A wrong email is answered exactly like no email.
 */
export async function trackApplication(
  db: Db,
  reference: string,
  email?: string,
): Promise<TTrackedApplication> {
  const trackingId = normalizeTrackingId(reference);
  const found = trackingId ? await repo.findTrackedByTrackingId(db, trackingId) : undefined;
  if (!found) throw notFound(TRACK_NOT_FOUND_MESSAGE);
  const application = toApplication(found, found.copies, found.history);
  return isApplicantEmail(found.email, email)
    ? unredactedApplication(application)
    : redactApplication(application);
}

export async function listApplications(
  db: Db,
  actor: TAuthUser | null,
  query: TListApplicationsQuery,
): Promise<TApplicationsPage> {
  assertRole(actor, ...STAFF_READERS);
  const filters: ListFilters = {
    ...commonFilters('transcript', query),
    purpose: query.purpose,
    type: query.type,
    delivery: query.delivery,
  };
  const sort = { field: query.sort, direction: query.direction };
  const { rows, total, isEstimate } = await pageWithTotal(
    db,
    filters,
    { page: query.page, perPage: query.per_page },
    (paging) => transcriptListPage(db, filters, paging, sort),
  );
  const page = paginate(
    rows.map(toSummary),
    total,
    query.page,
    query.per_page,
    '/api/applications',
    {
      per_page: query.per_page === 10 ? undefined : query.per_page,
      status: query.status,
      search: query.search,
      purpose: query.purpose,
      type: query.type,
      delivery: query.delivery,
      graduation_session: query.graduation_session,
      from: query.from,
      to: query.to,
      sort: query.sort === 'created_at' ? undefined : query.sort,
      direction: query.direction === 'desc' ? undefined : query.direction,
    },
  );
  return { ...page, total_is_estimate: isEstimate };
}

export async function getApplication(
  db: Db,
  actor: TAuthUser | null,
  id: number,
): Promise<TApplicationDetail> {
  assertRole(actor, ...STAFF_READERS);
  const row = await repo.findById(db, id);
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return loadDetail(db, row);
}
