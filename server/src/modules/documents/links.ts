import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/schema';
import type { ApplicationCopyRow, ApplicationRow } from '../../db/schema-applications';
import { HttpError } from '../../lib/http-errors';
import { enqueueMail } from '../mail/notifications';
import * as repo from './repository';

/** How long a link works and how often (spec silent: a week, five downloads). */
export const LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const LINK_MAX_DOWNLOADS = 5;
export const NO_DOCUMENT_MESSAGE =
  "Upload the graduate's transcript (Graduation Copies) before sending soft copies.";

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new download link for one soft copy, emailed to the copy's recipient in the caller's
 * transaction. The token (256 random bits) goes only into the email; the database keeps its
 * SHA-256. Earlier links of the copy stop working.
 */
export async function issueLink(
  trx: Db,
  application: ApplicationRow,
  copy: ApplicationCopyRow,
  actorId: number | null,
  now = new Date(),
): Promise<number> {
  if (!application.graduate_id) throw new HttpError(409, NO_DOCUMENT_MESSAGE);
  const document = await repo.latestGraduateCopy(trx, application.graduate_id);
  if (!document) throw new HttpError(409, NO_DOCUMENT_MESSAGE);
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
  for (const copy of copies.filter((c) => c.format === 'soft_copy'))
    await issueLink(trx, application, copy, actorId);
}
