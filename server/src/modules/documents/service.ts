import {
  DOCUMENT_ALREADY_REVOKED,
  DOCUMENT_LINK_MESSAGES,
  type TAuthUser,
  type TDocumentLink,
  type TDocumentLinkState,
  type TDocumentLinkSummary,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { fieldError, HttpError, notFound } from '../../lib/http-errors';
import { assertRole, REGISTRY } from '../../lib/roles';
import { APPLICATION_NOT_FOUND } from '../applications/detail';
import * as applications from '../applications/repository';
import { type AuditContext, recordAudit } from '../audit/repository';
import { documentCredentialFile } from '../credentials/service';
import { digestSriOf } from '../credentials/issue';
import { verificationUrl } from '../graduate-certificates/pdf';
import { institutionName } from '../verification/service';
import { reasonWithCode } from '../signing/reason';
import type { InstitutionSigner } from '../signing/plugin';
import { iso, isoOrNull } from '../../lib/iso';
import { hashToken, issueLink } from './links';
import * as repo from './repository';
import { stampVerification, UnstampablePdfError } from './stamp';

const LINK_NOT_FOUND = 'Document link not found.';

const stateOf = (
  row: Pick<
    repo.LinkRow,
    'document_revoked_at' | 'revoked_at' | 'expires_at' | 'download_count' | 'max_downloads'
  >,
  now = Date.now(),
): TDocumentLinkState => {
  if (row.document_revoked_at) return 'revoked';
  if (row.revoked_at) return 'replaced';
  if (new Date(row.expires_at).getTime() <= now) return 'expired';
  if (row.download_count >= row.max_downloads) return 'used_up';
  return 'active';
};

const toLink = (row: repo.LinkRow): TDocumentLink => ({
  id: row.id,
  copy_id: row.copy_id,
  recipient: row.recipient,
  document_title: row.document_title,
  state: stateOf(row),
  expires_at: iso(row.expires_at),
  max_downloads: row.max_downloads,
  download_count: row.download_count,
  last_downloaded_at: isoOrNull(row.last_downloaded_at),
  revoked_at: isoOrNull(row.revoked_at),
  created_at: iso(row.created_at),
  verification_code: row.verification_code,
  document_revoked_at: isoOrNull(row.document_revoked_at),
  revoke_reason: row.revoke_reason,
});

export async function listLinks(db: Db, actor: TAuthUser | null, applicationId: number) {
  assertRole(actor, ...REGISTRY);
  if (!(await applications.findById(db, applicationId))) throw notFound(APPLICATION_NOT_FOUND);
  return (await repo.linksOf(db, applicationId)).map(toLink);
}

/** Staff re-send: a new link (older ones of the copy stop working) and one new email. */
export async function resendLink(
  db: Db,
  actor: TAuthUser | null,
  applicationId: number,
  copyId: number,
  context: AuditContext,
): Promise<TDocumentLink> {
  const staff = assertRole(actor, ...REGISTRY);
  return db.transaction().execute(async (trx) => {
    const application = await applications.findByIdForUpdate(trx, applicationId);
    if (!application) throw notFound(APPLICATION_NOT_FOUND);
    if (!['sent', 'completed'].includes(application.status))
      throw new HttpError(409, 'Soft copies can be sent again once the application is Sent.');
    const copy = (await applications.copiesOf(trx, applicationId)).find((c) => c.id === copyId);
    if (!copy || copy.format !== 'soft_copy')
      throw fieldError('copy_id', 'Please choose a soft copy of this application');
    const id = await issueLink(trx, application, copy, staff.id);
    await recordAudit(trx, context, {
      action: 'document_link.resent',
      entityType: 'application',
      entityId: applicationId,
      details: { copy_id: copyId, link_id: id },
    });
    return toLink(await repo.linkById(trx, id));
  });
}

/**
 * Staff withdraw the document a link delivers: its code verifies as revoked and every link to
 * it answers 410 (a re-send then issues a new document with a new code). 409 if already revoked.
 */
export async function revokeLink(
  db: Db,
  actor: TAuthUser | null,
  applicationId: number,
  linkId: number,
  reason: string,
  context: AuditContext,
): Promise<TDocumentLink> {
  const staff = assertRole(actor, ...REGISTRY);
  return db.transaction().execute(async (trx) => {
    const document = await repo.lockIssuedDocumentOfLink(trx, applicationId, linkId);
    if (!document) throw notFound(LINK_NOT_FOUND);
    if (document.revoked_at) throw new HttpError(409, DOCUMENT_ALREADY_REVOKED);
    await repo.revokeIssuedDocument(trx, document.id, staff.id, reason);
    await recordAudit(trx, context, {
      action: 'issued_document.revoked',
      entityType: 'issued_document',
      entityId: document.id,
      details: {
        application_id: applicationId,
        link_id: linkId,
        verification_code: document.verification_code,
        reason,
      },
    });
    return toLink(await repo.linkById(trx, linkId));
  });
}

type Downloadable = NonNullable<Awaited<ReturnType<typeof repo.findByTokenHash>>>;

/**
 * 404 for an unknown link, 410 (saying why) for one that no longer works. A link whose PDF
 * downloads are used up still opens its page and gives the credential until it expires
 * (`pdfOnly` false): only the PDF is counted.
 */
function assertActive(
  link: Downloadable | undefined,
  pdfOnly = true,
): asserts link is Downloadable {
  if (!link) throw new HttpError(404, DOCUMENT_LINK_MESSAGES.unknown);
  const state = stateOf(link);
  if (state === 'active' || (state === 'used_up' && !pdfOnly)) return;
  throw new HttpError(410, DOCUMENT_LINK_MESSAGES[state]);
}

/** Said (409) by a link sent before stamping existed whose upload cannot be stamped. */
const UNDELIVERABLE =
  'This document cannot be delivered through this link. Ask the registry to send it again.';

/**
 * The uploaded transcript as it is delivered: stamped on every page with the issued document's
 * verification code and QR code, then signed by the institution, so the signature covers the
 * code too.
 */
export async function deliverablePdf(
  upload: Uint8Array,
  code: string,
  publicUrl: string,
  signer: InstitutionSigner,
): Promise<Buffer> {
  let stamped: Buffer;
  try {
    stamped = await stampVerification(upload, code, publicUrl);
  } catch (error) {
    // Checked when the link was sent; only links sent before stamping existed can get here.
    if (error instanceof UnstampablePdfError) throw new HttpError(409, UNDELIVERABLE);
    throw error;
  }
  return signer.sign(stamped, { reason: reasonWithCode('Transcript', code) });
}

/**
 * A download through an emailed link: the uploaded transcript stamped on every page with the
 * issued document's verification code and QR code. The stamping runs outside any transaction
 * (it is CPU work, and PGlite has one connection); then the link is locked, checked again
 * (known, not revoked or replaced, not expired, downloads left) and counted in one transaction,
 * so two downloads at once cannot both take the last one, and a failed stamp counts nothing.
 */
export async function download(
  db: Db,
  token: string,
  context: AuditContext,
  publicUrl: string,
  signer: InstitutionSigner,
) {
  const tokenHash = hashToken(token);
  const link = await repo.findByTokenHash(db, tokenHash);
  assertActive(link);
  const file = await repo.graduateCopyContent(db, link.graduate_copy_id);
  const content = await deliverablePdf(file.content, link.verification_code, publicUrl, signer);
  await db.transaction().execute(async (trx) => {
    const locked = await repo.lockByTokenHash(trx, tokenHash);
    assertActive(locked);
    await repo.countDownload(trx, locked.id);
    await recordAudit(trx, context, {
      action: 'document.downloaded',
      entityType: 'document_link',
      entityId: locked.id,
      details: { application_id: locked.application_id, download: locked.download_count + 1 },
    });
  });
  return {
    fileName: file.file_name,
    content,
    verificationUrl: verificationUrl(publicUrl, link.verification_code),
  };
}

/**
 * What a working link delivers, for the page the email opens (also once its PDF downloads are
 * used up: the credential still comes through it). Reading it counts nothing.
 */
export async function describeLink(db: Db, token: string): Promise<TDocumentLinkSummary> {
  const link = await repo.findByTokenHash(db, hashToken(token));
  assertActive(link, false);
  return {
    title: link.title,
    verification_code: link.verification_code,
    institution: await institutionName(db),
    expires_at: iso(link.expires_at),
    downloads_left: link.max_downloads - link.download_count,
  };
}

/**
 * The verifiable credential of the document a working link delivers, with the digest of the
 * transcript it delivers, until the link expires. Not counted as a download (the credential is
 * the PDF's companion, a few kilobytes); rate-limited per link and audited.
 */
export async function credentialThroughLink(
  db: Db,
  token: string,
  context: AuditContext,
  publicUrl: string,
  signer: InstitutionSigner,
) {
  const link = await repo.findByTokenHash(db, hashToken(token));
  assertActive(link, false);
  const file = await repo.graduateCopyContent(db, link.graduate_copy_id);
  const credential = await documentCredentialFile(
    db,
    publicUrl,
    signer,
    link.verification_code,
    digestSriOf(file.content),
  );
  await recordAudit(db, context, {
    action: 'document.credential_downloaded',
    entityType: 'document_link',
    entityId: link.id,
    details: { application_id: link.application_id },
  });
  return credential;
}
