import type {
  TAuthUser,
  TGraduateCopy,
  TUploadGraduateCopyQuery,
} from '@registrar/shared-api/contracts';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/schema';
import { fieldError, HttpError, notFound } from '../../lib/http-errors';
import { asciiFileName, cleanFileName } from '../../lib/uploads';
import { assertRole, REGISTRY } from '../../lib/roles';
import { type AuditContext, recordAudit } from '../audit/repository';
import { iso } from '../../lib/iso';
import * as graduates from '../graduates/repository';
import * as repo from './repository';

const COPY_NOT_FOUND = 'Transcript copy not found.';
const PDF_MAGIC = Buffer.from('%PDF-', 'ascii');

const toCopy = (row: repo.CopyRow): TGraduateCopy => ({
  id: row.id,
  graduate_id: row.graduate_id,
  title: row.title,
  file_name: row.file_name,
  content_type: row.content_type,
  size_bytes: row.size_bytes,
  sha256: row.sha256,
  uploaded_by: row.uploaded_by,
  created_at: iso(row.created_at),
});

/**
 * A file name safe in a Content-Disposition header and on any file system: the last path
 * segment of what the client sent (directories and `..` ignored), as ASCII letters, digits, '.',
 * '_', '-' and spaces (accents dropped: other modules put it in headers as it is); always .pdf.
 */
export function safeFileName(name: string): string {
  const base = asciiFileName(cleanFileName(name)).replace(/\.pdf$/i, '');
  return `${base || 'transcript'}.pdf`;
}

/**
 * Stores an uploaded transcript PDF for a graduate. The bytes go into the database (bytea):
 * the app is not given DATA_DIR, and PostgreSQL deployments have no shared disk anyway.
 */
export async function uploadCopy(
  db: Db,
  actor: TAuthUser | null,
  graduateId: number,
  query: TUploadGraduateCopyQuery,
  body: unknown,
  context: AuditContext,
): Promise<TGraduateCopy> {
  const user = assertRole(actor, ...REGISTRY);
  if (body !== undefined && !Buffer.isBuffer(body)) {
    throw new HttpError(415, 'Upload the file as an application/pdf request body.');
  }
  if (!body || body.length === 0) throw fieldError('file', 'This field is required');
  if (!body.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    throw fieldError('file', 'The file is not a PDF');
  }
  return db.transaction().execute(async (trx) => {
    if (!(await graduates.findById(trx, graduateId, true))) throw notFound('Graduate not found.');
    const sha256 = createHash('sha256').update(body).digest('hex');
    const { id } = await repo.insert(trx, {
      graduate_id: graduateId,
      title: query.title,
      file_name: safeFileName(query.file_name || query.title),
      content_type: 'application/pdf',
      size_bytes: body.length,
      sha256,
      storage_key: randomBytes(16).toString('hex'),
      content: body,
      uploaded_by: user.id,
    });
    await recordAudit(trx, context, {
      action: 'graduate_copy.uploaded',
      entityType: 'graduate_copy',
      entityId: id,
      details: { graduate_id: graduateId, title: query.title, size_bytes: body.length, sha256 },
    });
    return toCopy((await repo.findById(trx, id))!);
  });
}

export async function listCopies(db: Db, actor: TAuthUser | null, graduateId: number) {
  assertRole(actor, ...REGISTRY);
  if (!(await graduates.findById(db, graduateId))) throw notFound('Graduate not found.');
  return (await repo.listForGraduate(db, graduateId)).map(toCopy);
}

export async function downloadCopy(db: Db, actor: TAuthUser | null, id: number) {
  assertRole(actor, ...REGISTRY);
  const row = await repo.findContent(db, id);
  if (!row) throw notFound(COPY_NOT_FOUND);
  return { fileName: safeFileName(row.file_name), content: Buffer.from(row.content) };
}

export async function deleteCopy(
  db: Db,
  actor: TAuthUser | null,
  id: number,
  context: AuditContext,
): Promise<void> {
  assertRole(actor, ...REGISTRY);
  await db.transaction().execute(async (trx) => {
    const before = await repo.lockById(trx, id);
    if (!before) throw notFound(COPY_NOT_FOUND);
    await repo.remove(trx, id);
    await recordAudit(trx, context, {
      action: 'graduate_copy.deleted',
      entityType: 'graduate_copy',
      entityId: id,
      details: { before },
    });
  });
}
