import type { Insertable } from 'kysely';
import type { Db } from '../../db/schema';
import type { DocumentLinksTable, IssuedDocumentsTable } from '../../db/schema-documents';
import { documentHolderColumns } from '../graduates/repository';

/** The graduate's newest uploaded transcript: what a soft copy delivers. */
export const latestGraduateCopy = (db: Db, graduateId: number) =>
  db
    .selectFrom('graduate_copies')
    .select(['id', 'title'])
    .where('graduate_id', '=', graduateId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export const insertLink = (db: Db, values: Insertable<DocumentLinksTable>) =>
  db.insertInto('document_links').values(values).returning('id').executeTakeFirstOrThrow();

/** Earlier links of a copy stop working when a new one is sent. */
export const revokeLinksOfCopy = (db: Db, copyId: number) =>
  db
    .updateTable('document_links')
    .set({ revoked_at: new Date() })
    .where('copy_id', '=', copyId)
    .where('revoked_at', 'is', null)
    .execute();

/** The application's issued documents, newest first (each copy's first is its current one). */
export const issuedDocumentsOf = (db: Db, applicationId: number) =>
  db
    .selectFrom('issued_documents')
    .select([
      'id',
      'copy_id',
      'graduate_copy_id',
      'verification_code',
      'title',
      'issued_at',
      'revoked_at',
    ])
    .where('application_id', '=', applicationId)
    .orderBy('id', 'desc')
    .execute();

/** The copy's newest issued document that staff have not revoked (a re-send may keep it). */
export const currentIssuedDocument = (db: Db, copyId: number) =>
  db
    .selectFrom('issued_documents')
    .select(['id', 'graduate_copy_id', 'verification_code'])
    .where('copy_id', '=', copyId)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export const insertIssuedDocument = (db: Db, values: Insertable<IssuedDocumentsTable>) =>
  db
    .insertInto('issued_documents')
    .values(values)
    .returning(['id', 'verification_code'])
    .executeTakeFirstOrThrow();

/** Whether any issued PDF, a transcript or a certificate, already carries `code`. */
export async function isCodeTaken(db: Db, code: string): Promise<boolean> {
  const transcript = await db
    .selectFrom('issued_documents')
    .select('id')
    .where('verification_code', '=', code)
    .executeTakeFirst();
  const certificate = await db
    .selectFrom('graduate_certificates')
    .select('id')
    .where('verification_code', '=', code)
    .executeTakeFirst();
  return Boolean(transcript ?? certificate);
}

const withDocument = (db: Db) =>
  db
    .selectFrom('document_links as l')
    .innerJoin('issued_documents as d', 'd.id', 'l.issued_document_id')
    .select([
      'l.id',
      'l.copy_id',
      'l.recipient',
      'd.title as document_title',
      'l.expires_at',
      'l.max_downloads',
      'l.download_count',
      'l.last_downloaded_at',
      'l.revoked_at',
      'l.created_at',
      'd.verification_code',
      'd.revoked_at as document_revoked_at',
      'd.revoke_reason',
    ]);

export const linksOf = (db: Db, applicationId: number) =>
  withDocument(db)
    .where('l.application_id', '=', applicationId)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();

export const linkById = (db: Db, id: number) =>
  withDocument(db).where('l.id', '=', id).executeTakeFirstOrThrow();

export type LinkRow = Awaited<ReturnType<typeof linkById>>;

/** What a download needs: the link, its document's code and whether staff revoked it. */
const downloadable = (db: Db) =>
  db
    .selectFrom('document_links as l')
    .innerJoin('issued_documents as d', 'd.id', 'l.issued_document_id')
    .select([
      'l.id',
      'l.application_id',
      'l.graduate_copy_id',
      'l.expires_at',
      'l.max_downloads',
      'l.download_count',
      'l.revoked_at',
      'd.verification_code',
      'd.title',
      'd.revoked_at as document_revoked_at',
    ]);

export const findByTokenHash = (db: Db, tokenHash: string) =>
  downloadable(db).where('l.token_hash', '=', tokenHash).executeTakeFirst();

/** The link of a download, locked: concurrent downloads count one after the other. */
export const lockByTokenHash = (db: Db, tokenHash: string) =>
  downloadable(db).where('l.token_hash', '=', tokenHash).forUpdate().executeTakeFirst();

export const countDownload = (db: Db, id: number) =>
  db
    .updateTable('document_links')
    .set((eb) => ({ download_count: eb('download_count', '+', 1), last_downloaded_at: new Date() }))
    .where('id', '=', id)
    .execute();

export const graduateCopyContent = (db: Db, id: number) =>
  db
    .selectFrom('graduate_copies')
    .select(['file_name', 'content'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** The issued document a link of the application delivers, locked for a revocation. */
export const lockIssuedDocumentOfLink = (db: Db, applicationId: number, linkId: number) =>
  db
    .selectFrom('issued_documents as d')
    .innerJoin('document_links as l', 'l.issued_document_id', 'd.id')
    .select(['d.id', 'd.verification_code', 'd.revoked_at'])
    .where('l.id', '=', linkId)
    .where('l.application_id', '=', applicationId)
    .forUpdate()
    .executeTakeFirst();

export const revokeIssuedDocument = (db: Db, id: number, by: number, reason: string) =>
  db
    .updateTable('issued_documents')
    .set({ revoked_at: new Date(), revoked_by: by, revoke_reason: reason })
    .where('id', '=', id)
    .execute();

/** A transcript as verification shows it: the issue and the graduate's record. */
export const issuedDocumentByCode = (db: Db, code: string) =>
  db
    .selectFrom('issued_documents as d')
    .innerJoin('graduates as g', 'g.id', 'd.graduate_id')
    .select([
      'd.verification_code',
      'd.title',
      'd.purpose',
      'd.type',
      'd.issued_at',
      'd.revoked_at',
      ...documentHolderColumns,
    ])
    .where('d.verification_code', '=', code)
    .executeTakeFirst();
