import {
  type TAuthUser,
  type TCertificateApplicationsPage,
  type TListCertificateApplicationsQuery,
  type TTrackedCertificateApplication,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { paginate } from '../../lib/paginate';
import { assertRole, REGISTRY } from '../../lib/roles';
import { isApplicantEmail } from '../applications/redaction';
import { commonFilters, pageWithTotal } from '../requests/list';
import type { ListFilters } from '../requests/list-filters';
import { normalizeTrackingId } from '../requests/tracking-id';
import { load, NOT_FOUND, toSummary } from './presenter';
import { redactCertificateApplication, unredactedCertificateApplication } from './redaction';
import * as repo from './repository';

/**
 * Certificate and attestation requests: the reads here; the submission (its pricing) in
 * submission.ts, the staff status changes and payment in status-service.ts.
 */
export { submitCertificateApplication } from './submission';
export {
  bulkUpdateCertificateApplicationStatus,
  markCertificateApplicationPaid,
  updateCertificateApplicationStatus,
} from './status-service';

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
): Promise<TCertificateApplicationsPage> {
  assertRole(actor, ...READERS);
  const { page, per_page: perPage, sort, direction, ...given } = query;
  const filters: ListFilters = {
    ...commonFilters('certificate', { ...given, from: given.date_from, to: given.date_to }),
    kind: given.kind,
    delivery: given.delivery,
  };
  const { rows, total, isEstimate } = await pageWithTotal(
    db,
    filters,
    { page, perPage },
    (paging) => repo.listPage(db, filters, paging, { field: sort, direction }),
  );
  const links = paginate(
    rows.map(toSummary),
    total,
    page,
    perPage,
    '/api/certificate-applications',
    {
      ...given,
      per_page: perPage,
      // The default order stays out of the page links, as the transcript list does.
      sort: sort === 'created_at' ? undefined : sort,
      direction: direction === 'desc' ? undefined : direction,
    },
  );
  return { ...links, total_is_estimate: isEstimate };
}

export async function getCertificateApplication(db: Db, actor: TAuthUser | null, id: number) {
  assertRole(actor, ...READERS);
  const row = await repo.findById(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return load(db, row);
}
