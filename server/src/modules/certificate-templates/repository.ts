import { type Insertable, sql } from 'kysely';
import type { CertificateTemplatesTable } from '../../db/schema-records';
import type { Db } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';

export type TemplateValues = Omit<
  Insertable<CertificateTemplatesTable>,
  'id' | 'created_at' | 'updated_at'
>;

const filtered = (db: Db, search?: string) => {
  let query = db.selectFrom('certificate_templates');
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([eb(sql`lower(name)`, 'like', pattern), eb(sql`lower(title)`, 'like', pattern)]),
    );
  }
  return query;
};

export async function list(db: Db, search: string | undefined, page: number, perPage: number) {
  const { total } = await filtered(db, search)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, search)
    .selectAll()
    .orderBy('name')
    .orderBy('id')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { rows, total: Number(total) };
}

export const findById = (db: Db, id: number, lock = false) => {
  const query = db.selectFrom('certificate_templates').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
};

export const findByName = (db: Db, name: string, exceptId?: number) => {
  let query = db
    .selectFrom('certificate_templates')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
};

export const insert = (db: Db, values: TemplateValues) =>
  db.insertInto('certificate_templates').values(values).returningAll().executeTakeFirstOrThrow();

export const update = (db: Db, id: number, values: TemplateValues) =>
  db
    .updateTable('certificate_templates')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export const remove = (db: Db, id: number) =>
  db.deleteFrom('certificate_templates').where('id', '=', id).execute();

export const isUsed = async (db: Db, id: number) =>
  Boolean(
    await db
      .selectFrom('graduate_certificates')
      .select('id')
      .where('template_id', '=', id)
      .limit(1)
      .executeTakeFirst(),
  );
