import type { TAuthUser } from '@registrar/shared-api/contracts';
import type { Db, StaffRole } from '../../db/schema';
import { type AuditContext, recordEntityAudit } from '../../modules/audit/repository';
import { changesBetween } from '../audit-changes';
import { conflict, notFound } from '../http-errors';
import { assertRole } from '../roles';
import { inUse, mapDbErrors } from './db-errors';
import {
  type ColumnOf,
  type CrudTableName,
  crudQueries,
  type DataColumnOf,
  type KeyComparison,
  type RowOf,
  type ValuesOf,
} from './queries';
import { isReferenced } from './references';

/** Every staff role: settings lists are readable by anyone signed in. */
export const ANY_STAFF: readonly StaffRole[] = ['administrator', 'registry_officer', 'bursary'];

export interface SettingsResourceConfig<
  TB extends CrudTableName,
  C extends DataColumnOf<TB>,
  Input,
> {
  table: TB;
  /** Audit `entity_type` and action prefix: 'region' → `region.created|updated|deleted`. */
  entity: string;
  /** The columns of the answer after `id` (the contract's shape). */
  columns: readonly C[];
  /** List order. */
  orderBy: readonly ColumnOf<TB>[];
  /** Who may list (default: any staff) and who may create, update and delete. */
  readers?: readonly StaffRole[];
  writers: readonly StaffRole[];
  /**
   * The natural key, checked before each write (a unique index backs it for racing requests);
   * a clash is 409 with `message` under `errors[field]`.
   */
  unique: {
    key: Partial<Record<ColumnOf<TB>, KeyComparison>>;
    field: string;
    message: string;
  };
  /** The 404 message of an unknown id, e.g. 'Region not found.'. */
  notFound: string;
  /**
   * 'region' → DELETE of a row something refers to is 409 "This region is in use… Deactivate it
   * instead." Absent: rows are deleted without that check (nothing is meant to refer to them).
   */
  inUseLabel?: string;
  /** The columns to write from a request body; `before` is the current row on update. */
  valuesOf: (input: Input, before: RowOf<TB, C> | undefined) => ValuesOf<TB>;
  /** What else a write changes, in its transaction after the row (public holidays: the dates). */
  afterWrite?: (trx: Db) => Promise<void>;
}

/** The service functions of a settings resource; each checks the actor's role first. */
export interface SettingsService<Input, Dto> {
  list(db: Db, actor: TAuthUser | null): Promise<Dto[]>;
  create(db: Db, actor: TAuthUser | null, input: Input, context: AuditContext): Promise<Dto>;
  /** Full replacement of the fields `valuesOf` writes. */
  update(
    db: Db,
    actor: TAuthUser | null,
    id: number,
    input: Input,
    context: AuditContext,
  ): Promise<Dto>;
  remove(
    db: Db,
    actor: TAuthUser | null,
    id: number,
    context: AuditContext,
  ): Promise<{ id: number }>;
}

/**
 * List/create/update/delete of a settings table, the same way for every one: role check, then one
 * transaction per write; the row is locked (FOR UPDATE) before it is changed or deleted; the
 * natural key is checked (409 on `unique.field`) and a unique-index hit from a racing request
 * answers the same; an unknown id is 404; a row still referred to is not deleted (409, see
 * `inUseLabel`); every write is audited (`after`, `changes {field: {from, to}}`, `before`).
 */
export function defineSettingsResource<TB extends CrudTableName, C extends DataColumnOf<TB>, Input>(
  config: SettingsResourceConfig<TB, C, Input>,
): SettingsService<Input, RowOf<TB, C>> {
  const repo = crudQueries({
    table: config.table,
    columns: config.columns,
    orderBy: config.orderBy,
    uniqueKey: config.unique.key,
  });
  const { entity, writers } = config;
  const readers = config.readers ?? ANY_STAFF;
  const duplicate = () => conflict(config.unique.field, config.unique.message);
  /** The row, locked until the transaction ends; 404 when there is none. */
  const lockExisting = async (trx: Db, id: number) => {
    const row = await repo.findById(trx, id);
    if (!row) throw notFound(config.notFound);
    return row;
  };
  const audit = (
    trx: Db,
    context: AuditContext,
    event: 'created' | 'updated' | 'deleted',
    id: number,
    details: Record<string, unknown>,
  ) => recordEntityAudit(trx, context, entity, event, id, details);
  const { inUseLabel } = config;
  const refused = inUseLabel === undefined ? undefined : () => inUse(inUseLabel);

  return {
    async list(db, actor) {
      assertRole(actor, ...readers);
      return repo.list(db);
    },

    async create(db, actor, input, context) {
      assertRole(actor, ...writers);
      const values = config.valuesOf(input, undefined);
      return mapDbErrors(
        () =>
          db.transaction().execute(async (trx) => {
            if (await repo.findByKey(trx, values)) throw duplicate();
            const row = await repo.insert(trx, values);
            await audit(trx, context, 'created', row.id, { after: row });
            await config.afterWrite?.(trx);
            return row;
          }),
        { onUnique: duplicate },
      );
    },

    async update(db, actor, id, input, context) {
      assertRole(actor, ...writers);
      return mapDbErrors(
        () =>
          db.transaction().execute(async (trx) => {
            const before = await lockExisting(trx, id);
            const values = config.valuesOf(input, before);
            if (await repo.findByKey(trx, values, id)) throw duplicate();
            const after = await repo.update(trx, id, values);
            await audit(trx, context, 'updated', id, { changes: changesBetween(before, after) });
            await config.afterWrite?.(trx);
            return after;
          }),
        { onUnique: duplicate },
      );
    },

    async remove(db, actor, id, context) {
      assertRole(actor, ...writers);
      return mapDbErrors(
        () =>
          db.transaction().execute(async (trx) => {
            const before = await lockExisting(trx, id);
            if (refused && (await isReferenced(trx, config.table, id))) throw refused();
            await repo.remove(trx, id);
            await audit(trx, context, 'deleted', id, { before });
            await config.afterWrite?.(trx);
            return { id };
          }),
        { onInUse: refused },
      );
    },
  };
}
