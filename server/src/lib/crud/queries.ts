import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { Database, Db } from '../../db/schema';

/** Tables the generic CRUD serves: a generated integer `id` and an `updated_at` stamp. */
export type CrudTableName = {
  [K in keyof Database]: Database[K] extends { id: unknown; updated_at: unknown } ? K : never;
}[keyof Database];

/** A column of table `TB`, as read. */
export type ColumnOf<TB extends CrudTableName> = keyof Selectable<Database[TB]> & string;

/** A column other than `id` (which every query reads first). */
export type DataColumnOf<TB extends CrudTableName> = Exclude<ColumnOf<TB>, 'id'>;

/** A row as read: `id`, then the resource's columns. */
export type RowOf<TB extends CrudTableName, C extends DataColumnOf<TB>> = { id: number } & Pick<
  Selectable<Database[TB]>,
  C
>;

/** What a resource writes: fit for both INSERT and UPDATE (so never `created_at`). */
export type ValuesOf<TB extends CrudTableName> = Insertable<Database[TB]> &
  Updateable<Database[TB]>;

/** How the natural key compares: `'any case'` = lower(column) = lower(value). */
export type KeyComparison = 'any case' | 'exact';

export interface QuerySpec<TB extends CrudTableName, C extends DataColumnOf<TB>> {
  table: TB;
  /** The columns read and returned after `id` (the answer's shape). */
  columns: readonly C[];
  /** List order, e.g. `['type', 'name']`. */
  orderBy: readonly ColumnOf<TB>[];
  /** The columns of the natural key, each compared as said; values come from the written values. */
  uniqueKey: Partial<Record<ColumnOf<TB>, KeyComparison>>;
}

/** The queries a settings resource runs; every one accepts a connection or a transaction. */
export interface CrudQueries<Row, Values> {
  list(db: Db): Promise<Row[]>;
  /** The row, locked until the transaction ends (a concurrent change or reference waits). */
  findById(db: Db, id: number): Promise<Row | undefined>;
  /** Another row (not `exceptId`) with the same natural key as `values`. */
  findByKey(db: Db, values: Values, exceptId?: number): Promise<{ id: number } | undefined>;
  insert(db: Db, values: Values): Promise<Row>;
  update(db: Db, id: number, values: Values): Promise<Row>;
  remove(db: Db, id: number): Promise<void>;
}

/**
 * Kysely checks column names against a table named by a literal, not against a table name that
 * is a type parameter. So the queries below run on an untyped view of the same connection or
 * transaction, and `crudQueries` hands them out typed from `Database[TB]`: the columns, order and
 * key are checked against the table at the call site, the rows are `RowOf<TB, C>`. These two
 * casts are lib/crud's only database casts; the SQL is the same as a typed query would send.
 */
type LooseDatabase = Record<string, Record<string, unknown>>;
const loose = (db: Db) => db as unknown as Kysely<LooseDatabase>;
type LooseRow = Record<string, unknown>;

export function crudQueries<TB extends CrudTableName, C extends DataColumnOf<TB>>(
  spec: QuerySpec<TB, C>,
): CrudQueries<RowOf<TB, C>, ValuesOf<TB>> {
  // Widened to string: a table name that is still a type parameter would defer Kysely's types.
  const table: string = spec.table;
  const columns: readonly string[] = ['id', ...spec.columns];
  const orderBy: readonly string[] = spec.orderBy;
  const key = Object.entries(spec.uniqueKey) as [string, KeyComparison][];
  const queries: CrudQueries<LooseRow, LooseRow> = {
    list: (db) => {
      let query = loose(db).selectFrom(table).select(columns);
      for (const column of orderBy) query = query.orderBy(column);
      return query.execute();
    },
    findById: (db, id) =>
      loose(db)
        .selectFrom(table)
        .select(columns)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),
    findByKey: async (db, values, exceptId) => {
      let query = loose(db).selectFrom(table).select('id');
      for (const [column, comparison] of key) {
        query =
          comparison === 'any case'
            ? query.where(
                sql<string>`lower(${sql.ref(column)})`,
                '=',
                String(values[column]).toLowerCase(),
              )
            : query.where(column, '=', values[column]);
      }
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      const row = await query.executeTakeFirst();
      return row && { id: Number(row.id) };
    },
    insert: (db, values) =>
      loose(db).insertInto(table).values(values).returning(columns).executeTakeFirstOrThrow(),
    update: (db, id, values) =>
      loose(db)
        .updateTable(table)
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .returning(columns)
        .executeTakeFirstOrThrow(),
    remove: async (db, id) => {
      await loose(db).deleteFrom(table).where('id', '=', id).execute();
    },
  };
  return queries as unknown as CrudQueries<RowOf<TB, C>, ValuesOf<TB>>;
}
