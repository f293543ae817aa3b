import {
  DOCUMENT_LINK_MESSAGES,
  type TAuthUser,
  type TDocumentLink,
  type TDocumentLinkState,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-errors';
import { assertRole } from '../../lib/roles';
import { APPLICATION_NOT_FOUND } from '../applications/detail';
import * as applications from '../applications/repository';
import { type AuditContext, recordAudit } from '../audit/repository';
import { fieldError, iso, isoOrNull, REGISTRY } from '../graduates/records-support';
import { hashToken, issueLink } from './links';
import * as repo from './repository';

const stateOf = (
  row: Pick<repo.LinkRow, 'revoked_at' | 'expires_at' | 'download_count' | 'max_downloads'>,
  now = Date.now(),
): TDocumentLinkState => {
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
 * A download through an emailed link: the link is locked, checked (known, not replaced, not
 * expired, downloads left) and counted in one transaction, so two downloads at once cannot both
 * take the last one.
 */
export async function download(db: Db, token: string, context: AuditContext) {
  return db.transaction().execute(async (trx) => {
    const link = await repo.lockByTokenHash(trx, hashToken(token));
    if (!link) throw new HttpError(404, DOCUMENT_LINK_MESSAGES.unknown);
    const state = stateOf(link);
    if (state !== 'active') throw new HttpError(410, DOCUMENT_LINK_MESSAGES[state]);
    await repo.countDownload(trx, link.id);
    await recordAudit(trx, context, {
      action: 'document.downloaded',
      entityType: 'document_link',
      entityId: link.id,
      details: { application_id: link.application_id, download: link.download_count + 1 },
    });
    const file = await repo.graduateCopyContent(trx, link.graduate_copy_id);
    return { fileName: file.file_name, content: Buffer.from(file.content) };
  });
}
