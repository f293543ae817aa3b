import type {
  TAuthUser,
  TRecordsSource,
  TRecordsSourceHealth,
  TRecordsSourceSettings,
} from '@registrar/shared-api/contracts';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import type { RecordsSourceTable } from '../../db/schema-records-sync';
import { isoOrNull } from '../../lib/iso';
import { assertRole } from '../../lib/roles';
import { type AuditContext, recordAudit } from '../audit/repository';
import { fileDropSource } from './sources/file-drop';
import { httpFeedSource } from './sources/http-feed';
import { type RecordsSource, RecordsSourceError, type RecordsSourceOptions } from './sources/types';

type Settings = Selectable<RecordsSourceTable>;

/** The adapter the settings name, or null while no source is set up. */
export function sourceOf(settings: Settings, options: RecordsSourceOptions): RecordsSource | null {
  if (settings.kind === 'http' && settings.base_url)
    return httpFeedSource(settings.base_url, options);
  if (settings.kind === 'file' && settings.file_location) {
    return fileDropSource(settings.file_location, options);
  }
  return null;
}

const readSettings = (db: Db) =>
  db.selectFrom('records_source').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();

/** When the schedule starts the next run: its interval after the last run that was started. */
export async function nextRunAt(db: Db, settings: Settings): Promise<Date | null> {
  if (settings.kind === 'none' || !settings.sync_every_hours) return null;
  const last = await db
    .selectFrom('records_sync_runs')
    .select('created_at')
    .where('source', '!=', 'csv')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const from = last?.created_at ?? settings.updated_at ?? new Date();
  return new Date(from.getTime() + settings.sync_every_hours * 3_600_000);
}

async function view(
  db: Db,
  settings: Settings,
  options: RecordsSourceOptions,
): Promise<TRecordsSource> {
  return {
    kind: settings.kind,
    base_url: settings.base_url,
    file_location: settings.file_location,
    sync_every_hours: settings.sync_every_hours,
    auto_apply: settings.auto_apply,
    token_configured: Boolean(options.token || options.tokenFile),
    drop_dir_configured: Boolean(options.dropDir),
    updated_at: isoOrNull(settings.updated_at),
    next_run_at: isoOrNull(await nextRunAt(db, settings)),
  };
}

export async function getSource(db: Db, actor: TAuthUser | null, options: RecordsSourceOptions) {
  assertRole(actor, 'administrator');
  return view(db, await readSettings(db), options);
}

export async function updateSource(
  db: Db,
  actor: TAuthUser | null,
  input: TRecordsSourceSettings,
  audit: AuditContext,
  options: RecordsSourceOptions,
) {
  assertRole(actor, 'administrator');
  const saved = await db.transaction().execute(async (trx) => {
    const before = await readSettings(trx);
    const after = await trx
      .updateTable('records_source')
      .set({
        kind: input.kind,
        base_url: input.kind === 'http' ? input.base_url : null,
        file_location: input.kind === 'file' ? input.file_location : null,
        sync_every_hours: input.kind === 'none' ? null : input.sync_every_hours,
        auto_apply: input.auto_apply,
        updated_by: audit.actorUserId,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', 1)
      .returningAll()
      .executeTakeFirstOrThrow();
    const fields = ['kind', 'base_url', 'file_location', 'sync_every_hours', 'auto_apply'] as const;
    const changes = Object.fromEntries(
      fields
        .filter((field) => before[field] !== after[field])
        .map((field) => [field, { from: before[field], to: after[field] }]),
    );
    await recordAudit(trx, audit, {
      action: 'records_source.updated',
      entityType: 'records_source',
      entityId: 1,
      details: { changes },
    });
    return after;
  });
  return view(db, saved, options);
}

/** Reads the source's sessions and programmes (a file: its first page) and times it. */
export async function checkSource(
  db: Db,
  actor: TAuthUser | null,
  options: RecordsSourceOptions,
): Promise<TRecordsSourceHealth> {
  assertRole(actor, 'administrator');
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const settings = await readSettings(db);
  const source = sourceOf(settings, { ...options, attempts: 1 });
  if (!source) {
    return {
      ok: false,
      message: 'No records source is set up.',
      sessions: null,
      programmes: null,
      elapsed_ms: 0,
    };
  }
  try {
    const catalogue = await source.catalogue();
    if (settings.kind === 'file') {
      const iterator = source
        .graduates({ sessions: [], updatedSince: null })
        [Symbol.asyncIterator]();
      const first = await iterator.next();
      await iterator.return?.();
      const rows = first.done ? 0 : first.value.length;
      return {
        ok: true,
        message: `The file can be read (${String(rows)} row(s) in its first part).`,
        sessions: null,
        programmes: null,
        elapsed_ms: elapsed(),
      };
    }
    return {
      ok: true,
      message: `The feed answered: ${String(catalogue.sessions.length)} session(s), ${String(catalogue.programmes.length)} programme(s).`,
      sessions: catalogue.sessions.length,
      programmes: catalogue.programmes.length,
      elapsed_ms: elapsed(),
    };
  } catch (error) {
    if (!(error instanceof RecordsSourceError)) throw error;
    return {
      ok: false,
      message: error.message,
      sessions: null,
      programmes: null,
      elapsed_ms: elapsed(),
    };
  }
}
