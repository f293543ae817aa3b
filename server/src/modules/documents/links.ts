import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/schema';
import type { ApplicationCopyRow, ApplicationRow } from '../../db/schema-applications';
import { HttpError } from '../../lib/http-errors';
import { generateVerificationCode } from '../graduate-certificates/service';
import { enqueueMail } from '../mail/notifications';
import { textDocumentReady } from '../sms/notifications';
import * as repo from './repository';
import { stampVerification, UnstampablePdfError } from './stamp';

/** How long a link works and how often (spec silent: a week, five downloads). */
export const LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const LINK_MAX_DOWNLOADS = 5;
export const NO_DOCUMENT_MESSAGE =
  "Upload the graduate's transcript (Graduation Copies) before sending soft copies.";

export const unstampableMessage = (title: string, reason: UnstampablePdfError['reason']) =>
  `The uploaded transcript "${title}" cannot carry a verification code: it is ${
    reason === 'encrypted' ? 'password-protected' : 'damaged or not a PDF'
  }. Upload an unprotected PDF of it (Graduation Copies), then send again.`;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Any stamp the download will make: only the URL's text differs, which cannot fail. */
const CHECK_URL = 'https://registry.example';

/**
 * Refuses (409) an uploaded transcript the download could not stamp, before anything is sent:
 * the same stamp the download makes, tried now. `checked` spares a second try in one send.
 */
async function assertStampable(
  trx: Db,
  document: { id: number; title: string },
  checked: Set<number>,
): Promise<void> {
  if (checked.has(document.id)) return;
  const { content } = await repo.graduateCopyContent(trx, document.id);
  try {
    await stampVerification(content, generateVerificationCode(), CHECK_URL);
  } catch (error) {
    if (error instanceof UnstampablePdfError)
      throw new HttpError(409, unstampableMessage(document.title, error.reason), {
        error: 'unstampable_document',
      });
    throw error;
  }
  checked.add(document.id);
}

/** A verification code no issued PDF carries yet (80 random bits: a clash is near impossible). */
async function freshCode(trx: Db): Promise<string> {
  for (;;) {
    const code = generateVerificationCode();
    if (!(await repo.isCodeTaken(trx, code))) return code;
  }
}

/**
 * The issued document a link delivers. A re-send of the same upload keeps the copy's document
 * and code (the PDF is the same; both emails' downloads verify); a newer upload, or a document
 * staff revoked, gets a new document with a new code (an earlier one stays as it was).
 */
async function issuedDocumentFor(
  trx: Db,
  application: ApplicationRow,
  copy: ApplicationCopyRow,
  document: { id: number; title: string },
  graduateId: number,
  actorId: number | null,
  now: Date,
): Promise<number> {
  const current = await repo.currentIssuedDocument(trx, copy.id);
  if (current && current.graduate_copy_id === document.id) return current.id;
  const { id } = await repo.insertIssuedDocument(trx, {
    verification_code: await freshCode(trx),
    application_id: application.id,
    copy_id: copy.id,
    graduate_id: graduateId,
    graduate_copy_id: document.id,
    title: document.title,
    purpose: copy.purpose,
    type: copy.type,
    issued_at: now,
    issued_by: actorId,
  });
  return id;
}

export interface IssueOptions {
  now?: Date;
  /** Uploads already found stampable in this send (one status change, several copies). */
  checked?: Set<number>;
}

/**
 * A new download link for one soft copy, emailed to the copy's recipient in the caller's
 * transaction. The token (256 random bits) goes only into the email; the database keeps its
 * SHA-256. Earlier links of the copy stop working. The link delivers an issued document with a
 * verification code (see issuedDocumentFor); an upload that cannot be stamped with it → 409.
 */
export async function issueLink(
  trx: Db,
  application: ApplicationRow,
  copy: ApplicationCopyRow,
  actorId: number | null,
  { now = new Date(), checked = new Set<number>() }: IssueOptions = {},
): Promise<number> {
  if (!application.graduate_id) throw new HttpError(409, NO_DOCUMENT_MESSAGE);
  const document = await repo.latestGraduateCopy(trx, application.graduate_id);
  if (!document) throw new HttpError(409, NO_DOCUMENT_MESSAGE);
  await assertStampable(trx, document, checked);
  const issuedDocumentId = await issuedDocumentFor(
    trx,
    application,
    copy,
    document,
    application.graduate_id,
    actorId,
    now,
  );
  const recipient = copy.recipient_email ?? application.email;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LINK_TTL_MS);
  await repo.revokeLinksOfCopy(trx, copy.id);
  const { id } = await repo.insertLink(trx, {
    token_hash: hashToken(token),
    application_id: application.id,
    copy_id: copy.id,
    graduate_copy_id: document.id,
    recipient,
    expires_at: expiresAt,
    max_downloads: LINK_MAX_DOWNLOADS,
    created_by: actorId,
    issued_document_id: issuedDocumentId,
  });
  await enqueueMail(
    trx,
    'document_ready',
    recipient,
    {
      tracking_id: application.tracking_id,
      first_name: copy.recipient_name ?? application.first_name,
      title: document.title,
      expires_at: expiresAt.toISOString(),
      max_downloads: LINK_MAX_DOWNLOADS,
      secret_token: token,
    },
    { type: 'application', id: application.id },
  );
  // The applicant's own copy: their phone hears of it too (a receiver's copy is theirs alone).
  if (recipient === application.email) await textDocumentReady(trx, application.id);
  return id;
}

/**
 * The status-change hook for 'sent': every soft copy of the application gets its link and one
 * email. Without an uploaded transcript of the graduate the change is refused (409).
 */
export async function sendSoftCopies(
  trx: Db,
  application: ApplicationRow,
  copies: ApplicationCopyRow[],
  actorId: number | null,
): Promise<void> {
  const checked = new Set<number>();
  for (const copy of copies.filter((c) => c.format === 'soft_copy'))
    await issueLink(trx, application, copy, actorId, { checked });
}
