import { sql } from 'kysely';
import type { StaffRole } from '../src/db/schema';
import { hashPassword } from '../src/lib/password';
import { bearer, signIn, startTestApp, type TestApp } from './support/app';
import { type DatabaseTarget, databaseTargets } from './support/databases';

/**
 * The behaviour every settings list shares (regions, couriers, application types, programmes,
 * payment types), run by each domain's test file with its own bodies. Not a test file itself.
 */
export interface CrudSuite {
  name: string;
  path: string;
  table:
    'regions' | 'couriers' | 'application_types' | 'programmes' | 'payment_types' | 'recipients';
  entity: string;
  label: string;
  /**
   * Where the public sees the active rows: a key of GET /application-data, or a path of its own
   * that answers them as an array.
   */
  publicList: { key: string } | { path: string };
  writers: StaffRole[];
  valid: Record<string, unknown>;
  updated: Record<string, unknown>;
  required: string[];
  wrongTypes: Record<string, unknown>;
  oversized: { field: string; max: number };
  /** A body whose name clashes (in another case) with a seeded row. */
  duplicate: Record<string, unknown>;
}

export interface SuiteContext {
  t: TestApp;
  tokens: Record<StaffRole, string>;
}

/** Staff of each role, created directly in the database and signed in through the API. */
export async function signInEachRole(t: TestApp): Promise<Record<StaffRole, string>> {
  const passwordHash = await hashPassword('staff-password-1');
  for (const role of ['registry_officer', 'bursary'] as const) {
    await t.app.db
      .insertInto('staff_users')
      .values({
        name: role,
        username: role,
        email: `${role}@registrar.local`,
        password_hash: passwordHash,
        role,
      })
      .execute();
  }
  const staff = (role: string) => ({
    email: `${role}@registrar.local`,
    password: 'staff-password-1',
  });
  return {
    administrator: await signIn(t.app, t.admin),
    registry_officer: await signIn(t.app, staff('registry_officer')),
    bursary: await signIn(t.app, staff('bursary')),
  };
}

/**
 * `request(method, '/path', payload?, token?)` → `inject` on `/api/path`, signed in with `token`
 * (default: `defaultToken()`, read at each call), anonymous with `null`.
 */
export function apiRequest(app: () => TestApp, defaultToken: () => string) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    token: string | null = defaultToken(),
  ) =>
    app().app.inject({
      method,
      url: `/api${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: token ? bearer(token) : {},
    });
}

/**
 * For the tests of one database target: the app, started before them and closed after, with
 * staff of each role signed in (`t`, `tokens`, set once started), and `call`, the API signed in
 * as the administrator unless told otherwise.
 */
export function staffAppOn(target: DatabaseTarget) {
  const staff = {} as SuiteContext & { call: ReturnType<typeof apiRequest> };
  beforeAll(async () => {
    staff.t = await startTestApp(target);
    staff.tokens = await signInEachRole(staff.t);
  });
  afterAll(() => staff.t.close());
  staff.call = apiRequest(
    () => staff.t,
    () => staff.tokens.administrator,
  );
  return staff;
}

export function describeSettingsCrud(
  suite: CrudSuite,
  extra?: (context: () => SuiteContext) => void,
): void {
  describe.each(databaseTargets())(`${suite.name} on $name`, (target) => {
    const staff = staffAppOn(target);
    const request = staff.call;
    const rows = () => staff.t.app.db.selectFrom(suite.table).selectAll().orderBy('id').execute();
    const nonWriter = (['registry_officer', 'bursary'] as const).find(
      (role) => !suite.writers.includes(role),
    )!;

    it('lists every row to any signed-in staff, 401 without a token', async () => {
      for (const role of ['administrator', 'registry_officer', 'bursary'] as const) {
        const response = await request('GET', suite.path, undefined, staff.tokens[role]);
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toHaveLength((await rows()).length);
      }
      const anonymous = await request('GET', suite.path, undefined, null);
      expect(anonymous.statusCode).toBe(401);
    });

    it('creates a row, answers it and audits the change', async () => {
      const response = await request('POST', suite.path, suite.valid);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ status: 'success', data: { ...suite.valid, is_active: true } });
      expect(body.message).toEqual(expect.any(String));
      const list = (await request('GET', suite.path)).json().data;
      expect(list).toContainEqual(body.data);
      const audit = await staff.t.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', `${suite.entity}.created`)
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        entity_type: suite.entity,
        entity_id: String(body.data.id),
      });
    });

    it('refuses bad bodies with messages per field and changes nothing', async () => {
      const before = await rows();
      const missing = await request('POST', suite.path, {});
      expect(missing.statusCode).toBe(422);
      for (const field of suite.required) {
        expect(missing.json().errors[field]).toEqual(['This field is required']);
      }
      const wrong = await request('POST', suite.path, { ...suite.valid, ...suite.wrongTypes });
      expect(wrong.statusCode).toBe(422);
      expect(Object.keys(wrong.json().errors).sort()).toEqual(Object.keys(suite.wrongTypes).sort());
      const { field, max } = suite.oversized;
      const oversized = await request('POST', suite.path, {
        ...suite.valid,
        [field]: 'x'.repeat(max + 1),
      });
      expect(oversized.statusCode).toBe(422);
      expect(oversized.json().errors).toEqual({
        [field]: [`Must be at most ${String(max)} characters`],
      });
      const noBody = await request('POST', suite.path);
      expect(noBody.statusCode).toBe(422);
      expect(await rows()).toEqual(before);
    });

    it('answers 409 on a name taken in another case and changes nothing', async () => {
      const before = await rows();
      const response = await request('POST', suite.path, suite.duplicate);
      expect(response.statusCode).toBe(409);
      expect(response.json().errors.name).toHaveLength(1);
      expect(await rows()).toEqual(before);
    });

    it(`answers 403 to a ${nonWriter} and 401 without a token, changing nothing`, async () => {
      const before = await rows();
      const [first] = before;
      const forbidden = [
        await request('POST', suite.path, suite.valid, staff.tokens[nonWriter]),
        await request(
          'PUT',
          `${suite.path}/${String(first!.id)}`,
          suite.updated,
          staff.tokens[nonWriter],
        ),
        await request(
          'DELETE',
          `${suite.path}/${String(first!.id)}`,
          undefined,
          staff.tokens[nonWriter],
        ),
      ];
      for (const response of forbidden) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          status: 'error',
          message: 'This action is unauthorized.',
        });
      }
      const anonymous = await request('POST', suite.path, suite.valid, null);
      expect(anonymous.statusCode).toBe(401);
      expect(await rows()).toEqual(before);
    });

    it('lets each writing role write', async () => {
      for (const role of suite.writers) {
        const [first] = await rows();
        const response = await request(
          'PUT',
          `${suite.path}/${String(first!.id)}`,
          { ...(await currentBody(first!.id)) },
          staff.tokens[role],
        );
        expect(response.statusCode).toBe(200);
      }
    });

    /** The body that PUTs a row back unchanged. */
    async function currentBody(id: number) {
      const list = (await request('GET', suite.path)).json().data as { id: number }[];
      const { id: _id, ...rest } = list.find((row) => row.id === id)!;
      return rest;
    }

    it('replaces a row, deactivates it out of /application-data and audits what changed', async () => {
      const created = (
        await request('POST', suite.path, { ...suite.valid, name: 'To Update' })
      ).json().data;
      const response = await request('PUT', `${suite.path}/${String(created.id)}`, {
        ...suite.updated,
        is_active: false,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ ...suite.updated, is_active: false });
      const { publicList } = suite;
      const publicRows: { id: number }[] =
        'key' in publicList
          ? (await request('GET', '/application-data', undefined, null)).json().data[publicList.key]
          : (await request('GET', publicList.path, undefined, null)).json().data;
      const publicIds = publicRows.map((row) => row.id);
      expect(publicIds).not.toEqual([]);
      expect(publicIds).not.toContain(created.id);
      const audit = await staff.t.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', `${suite.entity}.updated`)
        .where('entity_id', '=', String(created.id))
        .executeTakeFirstOrThrow();
      expect(audit.details).toMatchObject({ changes: { is_active: { from: true, to: false } } });

      // is_active absent keeps the current value.
      const kept = await request('PUT', `${suite.path}/${String(created.id)}`, suite.updated);
      expect(kept.json().data.is_active).toBe(false);
    });

    it('PUT answers 404 for an unknown id, 422 for a bad id, 409 for a taken name', async () => {
      const before = await rows();
      const unknown = await request('PUT', `${suite.path}/99999`, suite.updated);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ status: 'error', message: `${suite.label} not found.` });
      const badId = await request('PUT', `${suite.path}/abc`, suite.updated);
      expect(badId.statusCode).toBe(422);
      expect(Object.keys(badId.json().errors)).toEqual(['id']);
      // Any row other than the one whose name the duplicate body takes.
      const second = before.find(
        (row) => row.name.toLowerCase() !== String(suite.duplicate.name).toLowerCase(),
      )!;
      const taken = await request('PUT', `${suite.path}/${String(second.id)}`, suite.duplicate);
      expect(taken.statusCode).toBe(409);
      const missing = await request('PUT', `${suite.path}/${String(second.id)}`, {});
      expect(missing.statusCode).toBe(422);
      expect(await rows()).toEqual(before);
    });

    it('deletes a row nothing refers to; 404 for an unknown id', async () => {
      const created = (
        await request('POST', suite.path, { ...suite.valid, name: 'To Delete' })
      ).json().data;
      const response = await request('DELETE', `${suite.path}/${String(created.id)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ id: created.id });
      expect((await rows()).map((row) => row.id)).not.toContain(created.id);
      const audit = await staff.t.app.db
        .selectFrom('audit_log')
        .select('details')
        .where('action', '=', `${suite.entity}.deleted`)
        .executeTakeFirstOrThrow();
      expect(audit.details).toMatchObject({ before: { id: created.id } });
      const again = await request('DELETE', `${suite.path}/${String(created.id)}`);
      expect(again.statusCode).toBe(404);
    });

    it('refuses to delete a row something refers to (409) and keeps it', async () => {
      const [first] = await rows();
      const refTable = `test_refs_${suite.table}`;
      // Even an ON DELETE SET NULL reference counts: the link would otherwise be lost silently.
      await sql`CREATE TABLE ${sql.table(refTable)} (
        ref integer REFERENCES ${sql.table(suite.table)} (id) ON DELETE SET NULL)`.execute(
        staff.t.app.db,
      );
      await sql`INSERT INTO ${sql.table(refTable)} (ref) VALUES (${first!.id})`.execute(
        staff.t.app.db,
      );
      try {
        const response = await request('DELETE', `${suite.path}/${String(first!.id)}`);
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(
          `This ${suite.label.toLowerCase()} is in use and cannot be deleted. Deactivate it instead.`,
        );
        expect((await rows()).map((row) => row.id)).toContain(first!.id);
      } finally {
        await sql`DROP TABLE ${sql.table(refTable)}`.execute(staff.t.app.db);
      }
    });

    extra?.(() => staff);
  });
}
