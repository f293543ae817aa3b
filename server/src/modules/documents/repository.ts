import type { Insertable } from 'kysely';
import type { Db } from '../../db/schema';
import type { DocumentLinksTable } from '../../db/schema-documents';

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

const withTitle = (db: Db) =>
  db
    .selectFrom('document_links as l')
    .innerJoin('graduate_copies as g', 'g.id', 'l.graduate_copy_id')
    .select([
      'l.id',
      'l.copy_id',
      'l.recipient',
      'g.title as document_title',
      'l.expires_at',
      'l.max_downloads',
      'l.download_count',
      'l.last_downloaded_at',
      'l.revoked_at',
      'l.created_at',
    ]);

export const linksOf = (db: Db, applicationId: number) =>
  withTitle(db)
    .where('l.application_id', '=', applicationId)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();

export const linkById = (db: Db, id: number) =>
  withTitle(db).where('l.id', '=', id).executeTakeFirstOrThrow();

export type LinkRow = Awaited<ReturnType<typeof linkById>>;

/** The link of a download, locked: concurrent downloads count one after the other. */
export const lockByTokenHash = (db: Db, tokenHash: string) =>
  db
    .selectFrom('document_links')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();

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
