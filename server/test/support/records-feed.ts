import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ZGetRecordsSyncRunResponse, type TSyncRow } from '@registrar/shared-api/contracts';
import { type FeedRow, startRecordsFeed } from '../../scripts/records-feed-stand-in';
import { graduateByMatric } from './rows';
import type { StaffApp } from './staff-app';

export const SESSIONS = [
  { code: '2018/2019', name: '2018/2019 session', starts_on: '2018-10-01', ends_on: '2019-09-30' },
  { code: '2019/2020', name: '2019/2020 session', starts_on: '2019-10-01', ends_on: '2020-09-30' },
];
export const PROGRAMMES = [
  { name: 'Records Science', faculty: 'Computing', department: 'Records', degree: 'B.Sc.' },
];

/** A feed row for student `n`: valid, in the 2019/2020 session unless told otherwise. */
export const feedRow = (n: number, overrides: Partial<FeedRow> = {}): FeedRow => ({
  student_id: `STU-${String(n)}`,
  matric_number: `RS/19/${String(n).padStart(4, '0')}`,
  surname: `Surname${String(n)}`,
  first_name: 'Ada',
  other_names: null,
  email: `student${String(n)}@example.com`,
  programme: 'Records Science',
  faculty: 'Computing',
  department: 'Records',
  degree: 'B.Sc.',
  class_of_degree: 'Second Class Upper',
  graduation_session: '2019/2020',
  updated_at: '2020-10-01T00:00:00Z',
  ...overrides,
});

/** A folder for file drops and token files, made once per test file. */
export const scratchDir = () => mkdtempSync(path.join(tmpdir(), 'registrar-records-'));

export const writeToken = (file: string, token: string) => writeFileSync(file, `${token}\n`);

export const startFeed = (rows: FeedRow[] = []) =>
  startRecordsFeed({ catalogue: { sessions: SESSIONS, programmes: PROGRAMMES }, rows });

/** The sync calls of the records source screen, each waiting for the run's background work. */
export function syncCalls(t: StaffApp<never>) {
  const settled = () => t.app.recordsSync.settled();
  const run = async (id: number) =>
    ZGetRecordsSyncRunResponse.parse(
      (await t.call('GET', `/records-sync/runs/${String(id)}`)).json(),
    ).data;
  return {
    configure: (settings: Record<string, unknown>) =>
      t.call('PUT', '/records-source', {
        kind: 'http',
        base_url: null,
        file_location: null,
        sync_every_hours: null,
        auto_apply: false,
        ...settings,
      }),
    run,
    async start(mode: 'full' | 'incremental' = 'full') {
      const response = await t.call('POST', '/records-sync/runs', { mode });
      if (response.statusCode !== 200) throw new Error(response.body);
      await settled();
      return run(response.json().data.id as number);
    },
    async apply(id: number) {
      const response = await t.call('POST', `/records-sync/runs/${String(id)}/apply`);
      if (response.statusCode !== 200) throw new Error(response.body);
      await settled();
      return run(id);
    },
    async rows(id: number, kind?: string): Promise<TSyncRow[]> {
      const query = kind ? `?per_page=100&kind=${kind}` : '?per_page=100';
      return (await t.call('GET', `/records-sync/runs/${String(id)}/rows${query}`)).json().data
        .data as TSyncRow[];
    },
    decide: (id: number, seq: number, keep: 'source' | 'local') =>
      t.call('POST', `/records-sync/runs/${String(id)}/rows/${String(seq)}/decision`, { keep }),
  };
}

/** Staff change a graduate record by hand through the API (PUT /graduates/:id). */
export async function editGraduate(
  t: StaffApp<never>,
  matric: string,
  changes: Record<string, unknown>,
) {
  const record = await graduateByMatric(t.app.db, matric);
  if (!record) throw new Error(`no graduate ${matric}`);
  const {
    id,
    created_at: _c,
    updated_at: _u,
    graduation_session_id: _s,
    source_id: _i,
    source_identity: _x,
    ...fields
  } = record;
  return t.call('PUT', `/graduates/${String(id)}`, { ...fields, ...changes });
}
