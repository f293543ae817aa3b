import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type {
  TRecordsSourceKind,
  TSyncMode,
  TSyncRowKind,
  TSyncRunStatus,
  TSyncSource,
} from '@registrar/shared-api/contracts';
import type { CreatedAt, NullableTimestamp, UpdatedAt } from './columns';

/** Kysely table types added by the records sync migration (0024); merged into Database. */

export interface AcademicSessionsTable {
  id: Generated<number>;
  code: string;
  name: string;
  /** `date` columns, read as 'YYYY-MM-DD' text (db/database.ts type parsers). */
  starts_on: string | null;
  ends_on: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface RecordsSourceTable {
  id: number;
  kind: Generated<TRecordsSourceKind>;
  base_url: string | null;
  file_location: string | null;
  sync_every_hours: number | null;
  auto_apply: Generated<boolean>;
  updated_by: number | null;
  updated_at: NullableTimestamp;
}

/** A graduate's name, email and matric number: what a sync never overwrites unasked. */
export interface IdentityValues {
  matric_number: string;
  surname: string;
  first_name: string;
  other_names: string | null;
  email: string | null;
}

export interface RecordsSyncRunsTable {
  id: Generated<number>;
  source: TSyncSource;
  mode: TSyncMode;
  trigger: 'manual' | 'schedule' | 'upload';
  status: TSyncRunStatus;
  requested_by: number | null;
  updated_since: NullableTimestamp;
  catalogue: JSONColumnType<Record<string, unknown>, string | null, string | null> | null;
  counts: JSONColumnType<Record<string, number>, string | undefined, string>;
  error: string | null;
  lease_holder: string | null;
  lease_until: NullableTimestamp;
  created_at: CreatedAt;
  diffed_at: NullableTimestamp;
  applied_at: NullableTimestamp;
}

export interface RecordsSyncRowsTable {
  run_id: number;
  seq: number;
  kind: TSyncRowKind;
  matric_number: string | null;
  student_id: string | null;
  graduate_id: number | null;
  name: string | null;
  incoming: JSONColumnType<Record<string, unknown>, string | null, string | null> | null;
  changes: JSONColumnType<
    Record<string, { from: unknown; to: unknown }>,
    string | null,
    string | null
  > | null;
  reason: string | null;
  decision: 'source' | 'local' | null;
  applied_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface RecordsSyncTables {
  academic_sessions: AcademicSessionsTable;
  records_source: RecordsSourceTable;
  records_sync_runs: RecordsSyncRunsTable;
  records_sync_rows: RecordsSyncRowsTable;
}
