import type {
  TRecordsSourceKind,
  TSyncRowKind,
  TSyncRun,
  TSyncRunStatus,
} from '@registrar/shared-api';
import type { BadgeTone } from '../../components/request-status-badge';

export const sourceKindLabels: Record<TRecordsSourceKind, string> = {
  none: 'None: records are entered by hand',
  http: 'HTTP feed',
  file: 'File drop',
};

export const runStatusLabels: Record<TSyncRunStatus, string> = {
  diffing: 'Reading the source',
  ready: 'Ready to apply',
  applying: 'Applying',
  applied: 'Applied',
  failed: 'Failed',
  discarded: 'Discarded',
};

export const runStatusTones: Record<TSyncRunStatus, BadgeTone> = {
  diffing: 'info',
  ready: 'warning',
  applying: 'info',
  applied: 'success',
  failed: 'error',
  discarded: 'neutral',
};

export const triggerLabels: Record<TSyncRun['trigger'], string> = {
  manual: 'Sync now',
  schedule: 'Schedule',
  upload: 'Upload',
};

export const modeLabels: Record<TSyncRun['mode'], string> = {
  full: 'full',
  incremental: 'changes only',
};

export const runSourceLabels: Record<TSyncRun['source'], string> = {
  http: 'HTTP feed',
  file: 'file drop',
  csv: 'CSV upload',
};

/** A kind's name in the counts and the row filter. */
export const rowKindLabels: Record<TSyncRowKind, string> = {
  new: 'New',
  changed: 'Changed',
  conflict: 'Conflicts',
  rejected: 'Rejected',
  missing: 'Missing',
  unchanged: 'Unchanged',
};

/** A row's kind, said of the row itself. */
export const rowKindBadges: Record<TSyncRowKind, { label: string; tone: BadgeTone }> = {
  new: { label: 'New', tone: 'success' },
  changed: { label: 'Changed', tone: 'info' },
  conflict: { label: 'Conflict', tone: 'warning' },
  rejected: { label: 'Rejected', tone: 'error' },
  missing: { label: 'Missing', tone: 'neutral' },
  unchanged: { label: 'Unchanged', tone: 'neutral' },
};

/** The filter's order: what needs a look first. */
export const ROW_KIND_ORDER: readonly TSyncRowKind[] = [
  'new',
  'changed',
  'conflict',
  'rejected',
  'missing',
  'unchanged',
];

/** A field of a graduate record as a change names it. */
export const fieldLabels: Record<string, string> = {
  matric_number: 'Matric number',
  surname: 'Surname',
  first_name: 'First name',
  other_names: 'Other names',
  email: 'Email',
  programme: 'Programme',
  faculty: 'Faculty',
  department: 'Department',
  degree: 'Degree',
  class_of_degree: 'Class of degree',
  graduation_year: 'Graduation year',
  graduation_session: 'Graduation session',
  student_id: 'Student id in the records system',
};

/** A run the server is still working on: polled until it settles. */
export const isActive = (run: Pick<TSyncRun, 'status'>) =>
  run.status === 'diffing' || run.status === 'applying';

/** Apply: a ready run, or a failed one that had its diff (applying again resumes). */
export const canApply = (run: Pick<TSyncRun, 'status' | 'diffed_at'>) =>
  run.status === 'ready' || (run.status === 'failed' && run.diffed_at !== null);

/** Conflicts are decided once the diff is there and the run was not discarded. */
export const canDecide = (run: Pick<TSyncRun, 'status' | 'diffed_at'>) =>
  run.diffed_at !== null && run.status !== 'discarded' && run.status !== 'diffing';

/** The rows an apply writes: new and changed. */
export const rowsToWrite = (run: Pick<TSyncRun, 'counts'>) => run.counts.new + run.counts.changed;

export const plural = (count: number, one: string, many: string) =>
  `${String(count)} ${count === 1 ? one : many}`;
