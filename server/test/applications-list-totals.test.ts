import {
  formatTrackingId,
  type TApplicationsPage,
  ZApplicationsPage,
} from '@registrar/shared-api/contracts';
import { type Kysely, sql } from 'kysely';
import {
  EXACT_SEARCH_TOTAL_UP_TO,
  EXACT_TOTAL_UP_TO,
} from '../src/modules/applications/list-total';
import { applicationSortFields } from '@registrar/shared-api/contracts';
import { down, up } from '../migrations/0009_application_list_indexes';
import {
  type ListFilters,
  type ListSort,
  pageIds,
} from '../src/modules/applications/list-repository';
import { bearer, signIn, startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';

/**
 * The admin list past its exact-count limits: totals are counted up to
 * EXACT_TOTAL_UP_TO (EXACT_SEARCH_TOTAL_UP_TO for a search) and estimated beyond, flagged
 * `total_is_estimate`; the page itself still decides "Next" and the last page's total.
 */
const ROWS = EXACT_TOTAL_UP_TO + 55;
// 16 × 16 names: a surname matches 1 row in 16 (~630 ≤ the search limit), a pair 1 in 256.
const surnames =
  'Okafor Adeyemi Bello Eze Ibrahim Nwosu Ogunleye Musa Danjuma Chukwu Abubakar Olawale Uche Balogun Yusuf Obi'.split(
    ' ',
  );
const firstNames =
  'Chinedu Aisha Tunde Ngozi Emeka Fatima Segun Amaka Kemi Yakubu Ifeoma Dayo Zainab Obinna Halima Bola'.split(
    ' ',
  );
const statuses = ['pending_payment', 'paid', 'processing', 'on_hold', 'completed'];
const trackingIdOf = (i: number) =>
  formatTrackingId(`B${i.toString(16).toUpperCase().padStart(11, '0')}`);
const array = (values: string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v}'`).join(',')}]`);

describe.each(databaseTargets())('admin list totals on $name', (target) => {
  let t: TestApp;
  let token = '';

  beforeAll(async () => {
    t = await startTestApp(target);
    token = await signIn(t.app, t.admin);
    await t.app.db.deleteFrom('applications').execute();
    // Row i (1…ROWS): created i minutes after the first, so newest first = i descending.
    await sql`INSERT INTO applications (tracking_id, status, matric_number, surname, first_name,
        email, programme, graduation_year, fee, delivery_fee, total, created_at)
      SELECT 'B' || lpad(upper(to_hex(i)), 11, '0'),
             (${array(statuses)})[1 + i % ${sql.lit(statuses.length)}],
             'GRW/' || (2000 + i % 25) || '/' || lpad(i::text, 7, '0'),
             (${array(surnames)})[1 + i % ${sql.lit(surnames.length)}],
             (${array(firstNames)})[1 + (i / ${sql.lit(surnames.length)}) % ${sql.lit(firstNames.length)}],
             'applicant' || i || '@example.org', 'Computer Science', 2000 + i % 25,
             1000 + i % 7, 0, 1000 + i % 7,
             timestamptz '2024-01-01 00:00:00+00' + make_interval(mins => i)
        FROM generate_series(1, ${sql.lit(ROWS)}) AS i`.execute(t.app.db);
    // 1 in 10 applications has an emailed copy, 1 in 50 a hard copy abroad.
    await sql`INSERT INTO application_copies (application_id, purpose, type, format, rate,
        delivery_fee, recipient_email)
      SELECT id, 'Employment', 'official', 'soft_copy', 1000, 0, email FROM applications
        WHERE id % 10 = 0`.execute(t.app.db);
    await sql`INSERT INTO application_copies (application_id, purpose, type, format, rate,
        delivery_fee, region_id, delivery_type, recipient_name, recipient_address)
      SELECT id, 'Immigration', 'official', 'hard_copy', 1000, 0,
             (SELECT min(id) FROM regions WHERE type = 2), 2, 'Admissions', '1 Road'
        FROM applications WHERE id % 50 = 0`.execute(t.app.db);
    await sql`ANALYZE applications, application_copies, application_list_keys`.execute(t.app.db);
    // Generous: 10,000 rows on PGlite take a minute on a busy machine.
  }, 300_000);
  afterAll(() => t.close());

  const list = async (query: string): Promise<TApplicationsPage> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/applications?${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return ZApplicationsPage.parse(response.json().data);
  };
  const trackingIds = (page: TApplicationsPage) => page.data.map((a) => a.tracking_id);
  const countWhere = async (where: ReturnType<typeof sql>) =>
    Number(
      (
        await sql<{ n: string }>`SELECT count(*) AS n FROM applications WHERE ${where}`.execute(
          t.app.db,
        )
      ).rows[0]!.n,
    );

  it('estimates the unfiltered total past the limit, flags it, and keeps Next honest', async () => {
    const first = await list('page=1');
    expect(first.total_is_estimate).toBe(true);
    expect(first.total).toBeGreaterThan(EXACT_TOTAL_UP_TO);
    expect(Math.abs(first.total - ROWS)).toBeLessThanOrEqual(ROWS * 0.1);
    expect(first.last_page).toBe(Math.ceil(first.total / 10));
    expect(trackingIds(first)).toEqual(
      Array.from({ length: 10 }, (_, k) => trackingIdOf(ROWS - k)),
    );
    expect(first.links.at(-1)).toEqual({
      url: '/api/applications?page=2',
      label: 'Next »',
      active: false,
    });

    const deep = await list('page=600');
    expect(trackingIds(deep)).toEqual(
      Array.from({ length: 10 }, (_, k) => trackingIdOf(ROWS - 5990 - k)),
    );
    expect(deep).toMatchObject({ from: 5991, to: 6000, total_is_estimate: true });
  });

  it('knows the exact total on the last page, with no Next', async () => {
    const lastPage = Math.ceil(ROWS / 10);
    const last = await list(`page=${lastPage}`);
    expect(last).toMatchObject({
      total: ROWS,
      total_is_estimate: false,
      last_page: lastPage,
      from: (lastPage - 1) * 10 + 1,
      to: ROWS,
    });
    expect(trackingIds(last).at(-1)).toBe(trackingIdOf(1));
    expect(last.links.at(-1)).toEqual({ url: null, label: 'Next »', active: false });

    const before = await list(`page=${lastPage - 1}`);
    expect(before.total).toBeGreaterThanOrEqual((lastPage - 1) * 10 + 1);
    expect(before.links.at(-1)?.url).toBe(`/api/applications?page=${lastPage}`);
  });

  it('past the end: no rows, an estimated total no larger than the rows skipped', async () => {
    const beyond = await list('page=5000');
    expect(beyond).toMatchObject({ data: [], from: null, to: null, total_is_estimate: true });
    expect(beyond.total).toBeGreaterThan(EXACT_TOTAL_UP_TO);
    expect(beyond.total).toBeLessThanOrEqual(4999 * 10);
  });

  it('counts a filtered list exactly while it is under the limit', async () => {
    const paid = await list('status=paid&per_page=100');
    expect(paid.total).toBe(await countWhere(sql`status = 'paid'`));
    expect(paid.total_is_estimate).toBe(false);

    const okafor = await list('search=okafor');
    expect(okafor.total).toBe(await countWhere(sql`surname = 'Okafor'`));
    expect(okafor.total).toBeLessThanOrEqual(EXACT_SEARCH_TOTAL_UP_TO);
    expect(okafor.total_is_estimate).toBe(false);

    const pair = await list('search=Chinedu%20okafor');
    expect(pair.total).toBe(await countWhere(sql`surname = 'Okafor' AND first_name = 'Chinedu'`));
    expect(pair.data.every((a) => a.applicant.surname === 'Okafor')).toBe(true);
  });

  it('estimates a search past its lower limit', async () => {
    // applicant1@, applicant10…19@, 100…199@, 1000…1999@, 10000…@: more than 1,000.
    const matches = await countWhere(sql`email LIKE 'applicant1%'`);
    expect(matches).toBeGreaterThan(EXACT_SEARCH_TOTAL_UP_TO);
    const page = await list('search=APPLICANT1');
    expect(page.total_is_estimate).toBe(true);
    expect(page.total).toBeGreaterThan(EXACT_SEARCH_TOTAL_UP_TO);
    expect(page.data.every((a) => a.applicant.email.startsWith('applicant1'))).toBe(true);
  });

  it('pages every sort in the same order as the database, ties broken by id', async () => {
    for (const [query, order, where] of [
      ['sort=total', sql`total DESC, id DESC`],
      ['sort=total&direction=asc', sql`total ASC, id ASC`],
      [
        'sort=status&direction=asc',
        sql`array_position(ARRAY['pending_payment','paid','processing','on_hold','dispatched','sent','delivered','completed','rejected','cancelled','refunded'], status) ASC, id ASC`,
      ],
      // The Reference, Applicant and Matric number columns.
      ['sort=tracking_id&direction=asc', sql`tracking_id ASC`],
      ['sort=tracking_id', sql`tracking_id DESC`],
      ['sort=applicant&direction=asc', sql`lower(surname), lower(first_name), id`],
      ['sort=applicant', sql`lower(surname) DESC, lower(first_name) DESC, id DESC`],
      ['sort=matric_number', sql`matric_number DESC, id DESC`],
      [
        'sort=matric_number&direction=asc&status=paid',
        sql`matric_number, id`,
        sql`status = 'paid'`,
      ],
    ] as const) {
      const expected = (
        await sql<{
          tracking_id: string;
        }>`SELECT tracking_id FROM applications WHERE ${where ?? sql`true`}
            ORDER BY ${order} LIMIT 10 OFFSET 490`.execute(t.app.db)
      ).rows.map((r) => formatTrackingId(r.tracking_id));
      expect(trackingIds(await list(`${query}&page=50`))).toEqual(expected);
    }
  });

  it('reads every sort, filtered or not, from an index: no sort of the matching rows', async () => {
    const plan = async (sort: ListSort, filters: ListFilters = {}, offset = 490) =>
      (
        await pageIds(t.app.db, filters, { limit: 11, offset }, sort).explain<{
          'QUERY PLAN': string;
        }>()
      )
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    for (const field of applicationSortFields)
      for (const direction of ['asc', 'desc'] as const) {
        const text = await plan({ field, direction });
        expect({ field, direction, sorts: /\bSort\b/.test(text) }).toEqual({
          field,
          direction,
          sorts: false,
        });
        expect(text).toMatch(/Index (Only )?Scan/);
      }
    const filtered = await plan({ field: 'applicant', direction: 'asc' }, { status: 'paid' });
    expect(filtered).not.toMatch(/\bSort\b/);
    // A rare copy filter (here 1 in 50, a page past its end sorts its few rows) walks its own
    // entries in the list's order, alone or with a status.
    for (const filters of [
      { delivery: 'international' },
      { purpose: 'Immigration', status: 'paid' },
    ] as const) {
      const byKey = await plan({ field: 'created_at', direction: 'desc' }, filters, 0);
      expect(byKey).not.toMatch(/\bSort\b/);
      expect(byKey).toMatch(/application_list_keys_key_created_at_idx/);
    }
  });

  it('migration 0009 goes down and up again', async () => {
    const indexes = async () =>
      (
        await sql<{
          indexname: string;
        }>`SELECT indexname FROM pg_indexes WHERE tablename = 'applications' ORDER BY indexname`.execute(
          t.app.db,
        )
      ).rows.map((r) => r.indexname);
    const after = await indexes();
    expect(after).toEqual(
      expect.arrayContaining([
        'applications_created_at_id_idx',
        'applications_status_order_id_idx',
      ]),
    );
    const db = t.app.db as unknown as Kysely<unknown>;
    await down(db);
    expect(await indexes()).toEqual(
      expect.arrayContaining(['applications_created_at_idx', 'applications_surname_idx']),
    );
    await up(db);
    expect(await indexes()).toEqual(after);
    expect((await list('search=okafor%20chinedu')).total).toBeGreaterThan(0);
  });
});
