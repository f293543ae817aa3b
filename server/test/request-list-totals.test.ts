import {
  formatTrackingId,
  requestSortFields,
  type TApplicationsPage,
  type TCertificateApplicationsPage,
  ZApplicationsPage,
  ZCertificateApplicationsPage,
} from '@registrar/shared-api/contracts';
import { type Kysely, sql } from 'kysely';
import * as indexes0009 from '../migrations/0009_application_list_indexes';
import * as lists0019 from '../migrations/0019_request_lists';
import type { RequestList } from '../src/db/schema-applications';
import { type ListFilters, type ListSort, pageIds } from '../src/modules/requests/list-repository';
import { EXACT_SEARCH_TOTAL_UP_TO, EXACT_TOTAL_UP_TO } from '../src/modules/requests/list-total';
import { bearer, signIn, startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';

/**
 * The staff lists past their exact-count limits: totals are counted up to
 * EXACT_TOTAL_UP_TO (EXACT_SEARCH_TOTAL_UP_TO for a search) and estimated beyond, flagged
 * `total_is_estimate`; the page itself still decides "Next" and the last page's total. The
 * certificate list (one request in eleven here) runs the same queries over its own rows.
 */
const ROWS = EXACT_TOTAL_UP_TO + 55;
const CERTIFICATES = 1_000;
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
const certificateTrackingIdOf = (i: number) =>
  formatTrackingId(`C${i.toString(16).toUpperCase().padStart(11, '0')}`);
const array = (values: string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v}'`).join(',')}]`);

describe.each(databaseTargets())('staff list totals on $name', (target) => {
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
    // Certificate i (1…CERTIFICATES): created 30 s after transcript 10·i; every other one an
    // attestation, every third one going abroad.
    await sql`INSERT INTO applications (kind, tracking_id, status, matric_number, surname,
        first_name, email, programme, graduation_year, fee, delivery_fee, total, created_at)
      SELECT CASE WHEN i % 2 = 0 THEN 'attestation' ELSE 'certificate' END,
             'C' || lpad(upper(to_hex(i)), 11, '0'),
             (${array(statuses)})[1 + i % ${sql.lit(statuses.length)}],
             'CRT/' || (2000 + i % 25) || '/' || lpad(i::text, 7, '0'),
             (${array(surnames)})[1 + i % ${sql.lit(surnames.length)}],
             (${array(firstNames)})[1 + (i / ${sql.lit(surnames.length)}) % ${sql.lit(firstNames.length)}],
             'holder' || i || '@example.org', 'Computer Science', 2000 + i % 25,
             5000 + i % 3, 2000, 7000 + i % 3,
             timestamptz '2024-01-01 00:00:30+00' + make_interval(mins => 10 * i)
        FROM generate_series(1, ${sql.lit(CERTIFICATES)}) AS i`.execute(t.app.db);
    await sql`INSERT INTO application_copies (application_id, purpose, type, format, rate,
        delivery_fee, region_id, courier_id, delivery_type, recipient_name, recipient_address)
      SELECT a.id, a.kind, a.kind, 'hard_copy', a.fee, a.delivery_fee,
             (SELECT min(id) FROM regions WHERE type = r.type), (SELECT min(id) FROM couriers),
             r.type, 'Holder', '1 Road'
        FROM applications a
        CROSS JOIN LATERAL (SELECT CASE WHEN a.id % 3 = 0 THEN 2 ELSE 1 END AS type) r
       WHERE a.list = 'certificate'`.execute(t.app.db);
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
  const certificates = async (query: string): Promise<TCertificateApplicationsPage> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/certificate-applications?${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return ZCertificateApplicationsPage.parse(response.json().data);
  };
  const trackingIds = (page: { data: { tracking_id: string }[] }) =>
    page.data.map((a) => a.tracking_id);
  const countWhere = async (where: ReturnType<typeof sql>, list: RequestList = 'transcript') =>
    Number(
      (
        await sql<{ n: string }>`SELECT count(*) AS n FROM applications
          WHERE list = ${list} AND ${where}`.execute(t.app.db)
      ).rows[0]!.n,
    );
  /** The tracking ids of page 50 of a list's query, in the order `order`, as SQL finds them. */
  const page50 = async (list: RequestList, order: ReturnType<typeof sql>, where = sql`true`) =>
    (
      await sql<{ tracking_id: string }>`SELECT tracking_id FROM applications
        WHERE list = ${list} AND ${where} ORDER BY ${order} LIMIT 10 OFFSET 490`.execute(t.app.db)
    ).rows.map((r) => formatTrackingId(r.tracking_id));

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
      expect(trackingIds(await list(`${query}&page=50`))).toEqual(
        await page50('transcript', order, where),
      );
      expect(trackingIds(await certificates(`${query}&page=50`))).toEqual(
        await page50('certificate', order, where),
      );
    }
  });

  it('the certificate list: its own rows, counted and estimated like the transcript list', async () => {
    const first = await certificates('page=1');
    expect(first).toMatchObject({ total: CERTIFICATES, total_is_estimate: false });
    expect(trackingIds(first)).toEqual(
      Array.from({ length: 10 }, (_, k) => certificateTrackingIdOf(CERTIFICATES - k)),
    );
    // Both kinds on one list, in one order: certificate i is an attestation when i is even.
    expect(first.data.map((row) => row.kind)).toEqual(
      Array.from({ length: 10 }, (_, k) =>
        (CERTIFICATES - k) % 2 === 0 ? 'attestation' : 'certificate',
      ),
    );
    const transcripts = await list('page=1');
    expect(trackingIds(transcripts)).toEqual(
      Array.from({ length: 10 }, (_, k) => trackingIdOf(ROWS - k)),
    );

    // The kind and the delivery are the certificate's own filters, alone or together.
    const attestations = await certificates('kind=attestation&per_page=100');
    expect(attestations.total).toBe(CERTIFICATES / 2);
    expect(attestations.data.every((row) => row.kind === 'attestation')).toBe(true);
    const abroad = await certificates('delivery=international&kind=certificate&status=paid');
    expect(abroad.total).toBe(
      await countWhere(sql`kind = 'certificate' AND status = 'paid' AND id % 3 = 0`, 'certificate'),
    );
    expect(abroad.total).toBeGreaterThan(0);
    const { rows: abroadRegions } = await sql<{
      id: number;
    }>`SELECT id FROM regions WHERE type = 2`.execute(t.app.db);
    const abroadIds = abroadRegions.map((region) => region.id);
    expect(abroad.data.every((row) => abroadIds.includes(row.delivery.region_id))).toBe(true);

    // A search reads as the transcript list's: the start of a name, either order.
    const okafor = await certificates('search=Chinedu%20okafor');
    expect(okafor.total).toBe(
      await countWhere(sql`surname = 'Okafor' AND first_name = 'Chinedu'`, 'certificate'),
    );
    expect(okafor.total).toBeGreaterThan(0);
    const byReference = await certificates(`search=${certificateTrackingIdOf(77).toLowerCase()}`);
    expect(trackingIds(byReference)).toEqual([certificateTrackingIdOf(77)]);
    // Nor does either list show the other's rows.
    expect((await list(`search=${certificateTrackingIdOf(77)}`)).total).toBe(0);
  });

  it('reads every sort, filtered or not, from an index: no sort of the matching rows', async () => {
    const plan = async (
      sort: ListSort,
      filters: ListFilters = { list: 'transcript' },
      offset = 490,
    ) =>
      (
        await pageIds(t.app.db, filters, { limit: 11, offset }, sort).explain<{
          'QUERY PLAN': string;
        }>()
      )
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    for (const list of ['transcript', 'certificate'] as const)
      for (const field of requestSortFields)
        for (const direction of ['asc', 'desc'] as const) {
          const text = await plan({ field, direction }, { list }, list === 'transcript' ? 490 : 40);
          expect({ list, field, direction, sorts: /\bSort\b/.test(text) }).toEqual({
            list,
            field,
            direction,
            sorts: false,
          });
          expect(text).toMatch(/Index (Only )?Scan/);
        }
    const filtered = await plan(
      { field: 'applicant', direction: 'asc' },
      { list: 'transcript', status: 'paid' },
    );
    expect(filtered).not.toMatch(/\bSort\b/);
    // A status in the default order: the list's status index, in order (the list's one kind
    // stated).
    const paid = await plan(
      { field: 'created_at', direction: 'desc' },
      { list: 'transcript', status: 'paid' },
    );
    expect(paid).not.toMatch(/\bSort\b/);
    expect(paid).toMatch(/applications_list_status_kind_created_at_id_idx/);
    // A rare copy filter (here 1 in 50, a page past its end sorts its few rows) walks its own
    // entries in the list's order, alone or with a status; so do the certificate list's kind
    // and delivery.
    for (const filters of [
      { list: 'transcript', delivery: 'international' },
      { list: 'transcript', purpose: 'Immigration', status: 'paid' },
      { list: 'certificate', delivery: 'international' },
    ] as const) {
      const byKey = await plan({ field: 'created_at', direction: 'desc' }, filters, 0);
      expect(byKey).not.toMatch(/\bSort\b/);
      expect(byKey).toMatch(/application_list_keys_key_created_at_idx/);
    }
    // A kind and a status of the certificate list: one range of the list's status index (here
    // 100 rows, which the planner may sort).
    const paidAttestations = await plan(
      { field: 'created_at', direction: 'desc' },
      { list: 'certificate', kind: 'attestation', status: 'paid' },
      0,
    );
    expect(paidAttestations).toMatch(
      /applications_list_status_kind_created_at_id_idx[\s\S]*Index Cond: \(\(list = 'certificate'::text\) AND \(status = 'paid'::text\) AND \(kind = 'attestation'::text\)\)/,
    );
  });

  it('migrations 0019 and 0009 go down and up again', async () => {
    const indexes = async () =>
      (
        await sql<{
          indexname: string;
        }>`SELECT indexname FROM pg_indexes WHERE tablename = 'applications' ORDER BY indexname`.execute(
          t.app.db,
        )
      ).rows.map((r) => r.indexname);
    const keys = async () =>
      (
        await sql<{ key: string; n: string }>`SELECT key, count(*) AS n FROM application_list_keys
          GROUP BY key ORDER BY key`.execute(t.app.db)
      ).rows.map(({ key, n }) => ({ key, n: Number(n) }));
    const after = await indexes();
    const keysAfter = await keys();
    expect(after).toEqual(
      expect.arrayContaining([
        'applications_created_at_id_idx',
        'applications_list_status_order_id_idx',
      ]),
    );
    expect(keysAfter).toContainEqual({ key: 'certificate:type:attestation', n: 500 });
    const db = t.app.db as unknown as Kysely<unknown>;
    await lists0019.down(db);
    expect(await indexes()).toEqual(
      expect.arrayContaining(['applications_kind_created_at_id_idx', 'applications_total_id_idx']),
    );
    expect(await keys()).toContainEqual({ key: 'attestation:type:attestation', n: 500 });
    await indexes0009.down(db);
    expect(await indexes()).toEqual(
      expect.arrayContaining(['applications_created_at_idx', 'applications_surname_idx']),
    );
    await indexes0009.up(db);
    await lists0019.up(db);
    expect(await indexes()).toEqual(after);
    expect(await keys()).toEqual(keysAfter);
    expect((await list('search=okafor%20chinedu')).total).toBeGreaterThan(0);
    expect((await certificates('kind=attestation')).total).toBe(CERTIFICATES / 2);
  });
});
