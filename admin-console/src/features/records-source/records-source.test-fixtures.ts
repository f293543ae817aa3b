import type { TRecordsSource, TSyncCounts, TSyncRow, TSyncRun } from '@registrar/shared-api';

export const counts = (overrides: Partial<TSyncCounts> = {}): TSyncCounts => ({
  new: 0,
  changed: 0,
  unchanged: 0,
  conflict: 0,
  rejected: 0,
  missing: 0,
  applied: 0,
  sessions_new: 0,
  programmes_new: 0,
  ...overrides,
});

export const syncRun = (id: number, overrides: Partial<TSyncRun> = {}): TSyncRun => ({
  id,
  source: 'http',
  mode: 'full',
  trigger: 'manual',
  status: 'ready',
  requested_by: 'Adaeze Okafor',
  counts: counts(),
  undecided: 0,
  error: null,
  created_at: '2026-11-20T09:00:00.000Z',
  diffed_at: '2026-11-20T09:01:00.000Z',
  applied_at: null,
  ...overrides,
});

export const syncRow = (seq: number, overrides: Partial<TSyncRow> = {}): TSyncRow => ({
  seq,
  kind: 'new',
  matric_number: `RS/19/${String(seq).padStart(4, '0')}`,
  student_id: `STU-${String(seq)}`,
  graduate_id: null,
  name: `Surname${String(seq)} Ada`,
  changes: null,
  reason: null,
  decision: null,
  applied: false,
  ...overrides,
});

export const recordsSource = (overrides: Partial<TRecordsSource> = {}): TRecordsSource => ({
  kind: 'http',
  base_url: 'https://sis.example.edu/registrar/',
  file_location: null,
  sync_every_hours: null,
  auto_apply: false,
  token_configured: true,
  drop_dir_configured: false,
  updated_at: '2026-11-19T08:00:00.000Z',
  next_run_at: null,
  ...overrides,
});
