import { type TApplicationsPage, ZApplicationsPage } from '@registrar/shared-api/contracts';
import { type Kysely, sql } from 'kysely';
import { down, up } from '../migrations/0010_application_list_filters';
import * as listKeys from '../migrations/0017_application_list_keys';
import * as oneRequestModel from '../migrations/0018_one_request_model';
import * as requestLists from '../migrations/0019_request_lists';
import { bearer, signIn, startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';
import { withIdentity } from './support/identity';
import { submitCertificateApplication } from './support/payments-fixtures';
import { redoUnderOneRequestModel } from './support/migrations';

/**
 * The admin list's copy filters: purpose
 * (the application type), type of copy and delivery, alone and together with the other filters.
 * Applications are submitted through the API, so the copies are priced and stamped as in use.
 */
const soft = (purpose: string, type: string) => ({
  purpose,
  type,
  format: 'soft_copy',
  recipient_email: 'hr@example.com',
});
const hard = (purpose: string, type: string, abroad: boolean) => ({
  purpose,
  type,
  format: 'hard_copy',
  recipient_name: 'Admissions',
  recipient_address: abroad ? '1 University Road, Leeds' : '12 Marina Road, Lagos',
  region_id: abroad ? 6 : 1, // demo regions: Europe (international), Lagos (domestic)
  courier_id: 1, // NIPOST EMS serves both
});

/** name → copies; submitted in this order, so newest first is the reverse. */
const requests = {
  softOfficialEmployment: [soft('Employment', 'official')],
  softStudentScholarship: [soft('Scholarship', 'student')],
  domesticOfficialFurther: [hard('Further Studies', 'official', false)],
  abroadStudentFurther: [hard('Further Studies', 'student', true), soft('Employment', 'official')],
  bothWays: [hard('Professional Body', 'official', false), hard('Employment', 'student', true)],
} as const;
type Name = keyof typeof requests;

describe.each(databaseTargets())('admin list filters on $name', (target) => {
  let t: TestApp;
  let token = '';
  const ids = {} as Record<Name, number>;
  let certificate: { id: number; tracking_id: string };

  beforeAll(async () => {
    t = await startTestApp(target);
    token = await signIn(t.app, t.admin);
    await t.app.db.deleteFrom('applications').execute();
    for (const [name, copies] of Object.entries(requests)) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/applications',
        payload: await withIdentity(t.app.db, {
          matric_number: 'FUTD/10/0001',
          email_address: 'a@example.com',
          copies,
        }),
      });
      expect(response.statusCode).toBe(200);
      ids[name as Name] = response.json().data.id;
    }
    // A certificate request travels as one domestic hard copy: no transcript list may show it.
    certificate = await submitCertificateApplication(t);
  });
  afterAll(() => t.close());

  const get = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/applications?${query}`, headers: bearer(token) });
  const list = async (query: string): Promise<TApplicationsPage> => {
    const response = await get(query);
    expect(response.statusCode).toBe(200);
    return ZApplicationsPage.parse(response.json().data);
  };
  /** The names of the applications a query lists, oldest first. */
  const names = async (query: string) => {
    const page = await list(`${query}&direction=asc`);
    const byId = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
    expect(page.total).toBe(page.data.length);
    return page.data.map((a) => byId.get(a.id));
  };

  it('filters by delivery: any copy by email, by courier, at home or abroad', async () => {
    expect(await names('delivery=soft_copy')).toEqual([
      'softOfficialEmployment',
      'softStudentScholarship',
      'abroadStudentFurther',
    ]);
    expect(await names('delivery=hard_copy')).toEqual([
      'domesticOfficialFurther',
      'abroadStudentFurther',
      'bothWays',
    ]);
    expect(await names('delivery=domestic')).toEqual(['domesticOfficialFurther', 'bothWays']);
    expect(await names('delivery=international')).toEqual(['abroadStudentFurther', 'bothWays']);
  });

  it('filters by purpose (application type) and type of copy, in any case', async () => {
    expect(await names('purpose=further%20STUDIES')).toEqual([
      'domesticOfficialFurther',
      'abroadStudentFurther',
    ]);
    expect(await names('purpose=Employment')).toEqual([
      'softOfficialEmployment',
      'abroadStudentFurther',
      'bothWays',
    ]);
    expect(await names('type=Student')).toEqual([
      'softStudentScholarship',
      'abroadStudentFurther',
      'bothWays',
    ]);
    expect(await names('purpose=Immigration')).toEqual([]);
  });

  it('combines filters: one copy must match every copy filter', async () => {
    // Both have an official copy and a copy going abroad, but never the same copy.
    expect(await names('type=official&delivery=international')).toEqual([]);
    expect(await names('type=student&delivery=international')).toEqual([
      'abroadStudentFurther',
      'bothWays',
    ]);
    expect(await names('purpose=Employment&type=student&delivery=hard_copy')).toEqual(['bothWays']);
    await t.app.db
      .updateTable('applications')
      .set({ status: 'paid' })
      .where('id', '=', ids.bothWays)
      .execute();
    expect(await names('status=paid&delivery=domestic')).toEqual(['bothWays']);
    expect(await names('status=paid&search=a@example.com&type=official')).toEqual(['bothWays']);
  });

  it('keeps the filters in the page links, and pages and sorts the filtered list', async () => {
    const page = await list('delivery=hard_copy&purpose=further%20studies&per_page=1');
    expect(page).toMatchObject({ total: 2, last_page: 2, total_is_estimate: false });
    expect(page.data[0]?.id).toBe(ids.abroadStudentFurther);
    expect(page.links.at(-1)?.url).toBe(
      '/api/applications?per_page=1&purpose=further+studies&delivery=hard_copy&page=2',
    );
    const second = await list('delivery=hard_copy&purpose=further%20studies&per_page=1&page=2');
    expect(second.data[0]?.id).toBe(ids.domesticOfficialFurther);
    const byTotal = await list('delivery=hard_copy&sort=total&direction=desc');
    const totals = byTotal.data.map((a) => a.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('refuses an unknown delivery and over-long values with field errors', async () => {
    const response = await get(`delivery=pigeon&purpose=${'x'.repeat(101)}&type=${'y'.repeat(51)}`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['delivery', 'purpose', 'type']);
    expect((await get('delivery=&purpose=&type=')).statusCode).toBe(200);
  });

  it('answers what was priced: editing a region later does not move its copies', async () => {
    await t.app.db.updateTable('regions').set({ type: 1 }).where('id', '=', 6).execute();
    try {
      expect(await names('delivery=international')).toEqual(['abroadStudentFurther', 'bothWays']);
    } finally {
      await t.app.db.updateTable('regions').set({ type: 2 }).where('id', '=', 6).execute();
    }
  });

  it('lists transcript requests only, filtered or not', async () => {
    const all = await list('per_page=100');
    expect(all.data.map((a) => a.id)).not.toContain(certificate.id);
    expect(all.total).toBe(Object.keys(requests).length);
    expect((await list(`search=${certificate.tracking_id}`)).total).toBe(0);
    for (const query of ['delivery=hard_copy', 'delivery=domestic', 'status=pending_payment'])
      expect((await list(query)).data.map((a) => a.id)).not.toContain(certificate.id);
    const keys = await t.app.db
      .selectFrom('application_list_keys')
      .select('key')
      .where('application_id', '=', certificate.id)
      .orderBy('key')
      .execute();
    expect(keys.map((row) => row.key)).toEqual([
      'certificate:delivery:domestic',
      'certificate:delivery:hard_copy',
      'certificate:purpose:certificate',
      'certificate:type:certificate',
    ]);
  });

  it('migration 0010 goes down and up again, backfilling the delivery type of hard copies', async () => {
    const db = t.app.db as unknown as Kysely<unknown>;
    await requestLists.down(db);
    await oneRequestModel.down(db);
    await listKeys.down(db);
    await down(db);
    const columns = await sql<{ n: string }>`SELECT count(*) AS n FROM information_schema.columns
      WHERE column_name = 'delivery_type'
        AND table_name IN ('application_copies', 'certificate_applications')`.execute(db);
    expect(Number(columns.rows[0]!.n)).toBe(0);
    await up(db);
    const stamped = await t.app.db
      .selectFrom('application_copies')
      .select(['format', 'delivery_type'])
      .where('application_id', '=', ids.bothWays)
      .orderBy('id')
      .execute();
    expect(stamped).toEqual([
      { format: 'hard_copy', delivery_type: 1 },
      { format: 'hard_copy', delivery_type: 2 },
    ]);
    await listKeys.up(db);
    await oneRequestModel.up(db);
    await requestLists.up(db);
    expect(await names('delivery=domestic')).toEqual(['domesticOfficialFurther', 'bothWays']);
  });

  it('migration 0017 stores the list keys of every copy, and they follow created_at', async () => {
    const keysOf = async (id: number) =>
      (
        await t.app.db
          .selectFrom('application_list_keys')
          .select('key')
          .where('application_id', '=', id)
          .orderBy('key')
          .execute()
      ).map((row) => row.key);
    const bothWays = [
      'transcript:delivery:domestic',
      'transcript:delivery:hard_copy',
      'transcript:delivery:international',
      'transcript:purpose:employment',
      'transcript:purpose:professional body',
      'transcript:type:official',
      'transcript:type:student',
    ];
    expect(await keysOf(ids.bothWays)).toEqual(bothWays);
    await redoUnderOneRequestModel(t.app.db, listKeys);
    expect(await keysOf(ids.bothWays)).toEqual(bothWays);
    expect(await keysOf(ids.softStudentScholarship)).toEqual([
      'transcript:delivery:soft_copy',
      'transcript:purpose:scholarship',
      'transcript:type:student',
    ]);
    // Changing an application's created_at (the demo seed back-dates) moves it in a filter's
    // order too.
    const later = new Date('2099-01-01T00:00:00Z');
    const original = await t.app.db
      .selectFrom('applications')
      .select('created_at')
      .where('id', '=', ids.abroadStudentFurther)
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('applications')
      .set({ created_at: later })
      .where('id', '=', ids.abroadStudentFurther)
      .execute();
    try {
      expect(await names('delivery=international')).toEqual(['bothWays', 'abroadStudentFurther']);
    } finally {
      await t.app.db
        .updateTable('applications')
        .set({ created_at: original.created_at })
        .where('id', '=', ids.abroadStudentFurther)
        .execute();
    }
    expect(await names('delivery=international')).toEqual(['abroadStudentFurther', 'bothWays']);
  });
});
