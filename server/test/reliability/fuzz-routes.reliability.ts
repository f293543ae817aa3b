import { endpoints, type Endpoint } from '@registrar/shared-api/contracts';
import fc from 'fast-check';
import { hashPassword } from '../../src/lib/password';
import { displayTrackingId } from '../../src/modules/requests/tracking-id';
import { bearer, signIn, startTestApp, type TestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { printFigures } from './support/figures';
import { anyBody, hostileStrings, nearValid, validish, wrongValue } from './support/zod-arbitrary';

/**
 * Property-based fuzzing of every route of the shared contract (`endpoints`) with
 * fast-check: arbitrary and near-valid params, query strings and bodies, with a staff
 * (administrator) token, with a token that is not one, and with none → never a 5xx; every
 * rejection a 4xx in the product's error shape; every 422 names fields with messages. In process
 * (`inject`): the HTTP layer is Fastify's own, and this keeps ~3,000 requests per database quick.
 * FUZZ_RUNS sets the runs per endpoint (default 30); FUZZ_SEED replays a run (PostgreSQL runs
 * with the seed + 1, so the two databases see different cases).
 */
// test/support/app.ts sets 60 s at import; some endpoints (argon2 on every call) need longer.
jest.setTimeout(300_000);

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const all = Object.entries(endpoints as Record<string, Endpoint>);

type Mode = 'valid' | 'near' | 'any';
type Auth = 'staff' | 'garbage' | 'none';
interface Case {
  mode: Mode;
  auth: Auth;
  params: Record<string, string>;
  query: Record<string, unknown> | undefined;
  body: unknown;
  raw: { payload: string; contentType: string } | null;
}

/** Path parameter values: real ids and references of the database, numbers, junk. */
function paramArbitrary(known: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.integer({ min: 1, max: 6 }).map(String),
    fc.integer({ min: -3, max: 2 ** 33 }).map(String),
    known.length ? fc.constantFrom(...known) : fc.constant('1'),
    fc.string({ minLength: 1, maxLength: 40 }),
    fc.constantFrom(...hostileStrings.filter((s) => s.length > 0 && s.length < 1000)),
    fc.constant(RAW_BAD_ESCAPE),
  );
}

/** Percent-encoded, except the RAW_BAD_ESCAPE marker: a malformed escape sent as is. */
const RAW_BAD_ESCAPE = 'raw:%E0%A4%A';
const encodeParam = (value: string) =>
  value === RAW_BAD_ESCAPE
    ? value.slice(4)
    : encodeURIComponent(value.replace(/[\uD800-\uDFFF]/gu, '\uFFFD'));

const queryString = (query: Record<string, unknown> | undefined): string => {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values)
      search.append(key, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const caseArbitrary = (endpoint: Endpoint, known: string[]): fc.Arbitrary<Case> => {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const params = fc.record(Object.fromEntries(names.map((n) => [n, paramArbitrary(known)])));
  const mode = fc.constantFrom<Mode>('valid', 'near', 'any');
  const auth = fc.constantFrom<Auth>('staff', 'staff', 'garbage', 'none');
  /** `weight` in `total` of the cases get `arbitrary`, the others `otherwise`. */
  const sometimes = <T, U>(
    weight: number,
    total: number,
    arbitrary: fc.Arbitrary<T>,
    otherwise: U,
  ) =>
    fc.oneof({ arbitrary, weight }, { arbitrary: fc.constant(otherwise), weight: total - weight });
  // Raw bytes (not JSON, or not declared as JSON) in one case of eight.
  const raw = sometimes(
    1,
    8,
    fc.record({
      payload: fc.constantFrom('not json', '{"a":', '[1,2', '\u0000', '', 'null'),
      contentType: fc.constantFrom('application/json', 'text/plain', 'application/xml'),
    }),
    null,
  );
  return mode.chain((m) =>
    fc.record({
      mode: fc.constant(m),
      auth,
      params,
      query: endpoint.query
        ? (m === 'valid'
            ? validish(endpoint.query)
            : m === 'near'
              ? nearValid(endpoint.query)
              : fc.dictionary(fc.string({ maxLength: 10 }), wrongValue, { maxKeys: 4 })
          ).map((q) => q as Record<string, unknown>)
        : sometimes(
            1,
            6,
            fc.dictionary(fc.string({ maxLength: 8 }), wrongValue, { maxKeys: 2 }),
            undefined,
          ),
      body: endpoint.body
        ? m === 'valid'
          ? validish(endpoint.body)
          : m === 'near'
            ? nearValid(endpoint.body)
            : anyBody
        : endpoint.method === 'GET' || endpoint.method === 'DELETE'
          ? fc.constant(undefined)
          : sometimes(1, 3, anyBody, undefined),
      raw: endpoint.method === 'GET' ? fc.constant(null) : raw,
    }),
  );
};

interface Tally {
  requests: number;
  /** Requests with something wrong on purpose: near-valid or arbitrary input, raw bytes, a bogus token. */
  faulty: number;
  byStatus: Map<number, number>;
  fieldErrors: number;
  failures: string[];
}

describe.each(databaseTargets())('fuzzing every route on $name', (target) => {
  let t: TestApp;
  let token = '';
  let admins = 0;
  const known: string[] = [];
  const seed = target.name === 'postgres' ? SEED + 1 : SEED;
  const tally: Tally = {
    requests: 0,
    faulty: 0,
    byStatus: new Map(),
    fieldErrors: 0,
    failures: [],
  };

  /** A working administrator token: fuzzing may log it out, disable or demote its account. */
  async function ensureAdminToken() {
    if (token) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: bearer(token),
      });
      if (me.statusCode === 200 && me.json().data.role === 'administrator') return;
    }
    admins += 1;
    const email = `fuzz.admin${String(admins)}@registrar.test`;
    const password = `fuzz-admin-password-${String(admins)}-Zq`;
    await t.app.db
      .insertInto('staff_users')
      .values({
        name: `Fuzz Admin ${String(admins)}`,
        username: `fuzzadmin${String(admins)}`,
        email,
        role: 'administrator',
        password_hash: await hashPassword(password),
      })
      .execute();
    token = await signIn(t.app, { email, password });
  }

  beforeAll(async () => {
    // Limits raised: the fuzzer is one client on one address and must reach the handlers.
    t = await startTestApp(target, {
      security: {
        publicRateLimit: { max: 1_000_000, windowMs: 60_000 },
        loginThrottle: {
          accountIp: { max: 1_000_000, windowMs: 60_000 },
          account: { max: 1_000_000, windowMs: 60_000 },
          ip: { max: 1_000_000, windowMs: 60_000 },
        },
      },
    });
    const tracking = await t.app.db
      .selectFrom('applications')
      .where('kind', '=', 'transcript')
      .select('tracking_id')
      .limit(3)
      .execute();
    const certificates = await t.app.db
      .selectFrom('applications')
      .where('kind', '<>', 'transcript')
      .select('tracking_id')
      .limit(2)
      .execute();
    const payments = await t.app.db.selectFrom('payments').select('reference').limit(3).execute();
    known.push(
      ...tracking.map((r) => displayTrackingId(r.tracking_id)),
      ...certificates.map((r) => r.tracking_id),
      ...payments.map((r) => r.reference),
      'local',
      'paystack',
    );
  });

  afterAll(async () => {
    const statuses = [...tally.byStatus.entries()].sort(([a], [b]) => a - b);
    const count = (test: (s: number) => boolean) =>
      statuses.filter(([s]) => test(s)).reduce((sum, [, n]) => sum + n, 0);
    printFigures({
      suite: 'fuzzing every route',
      target: target.name,
      endpoints: all.length,
      runsPerEndpoint: RUNS,
      seed,
      requestsTried: tally.requests,
      faultsInjected: tally.faulty,
      ok2xx: count((s) => s < 300),
      rejected4xx: count((s) => s >= 400 && s < 500),
      server5xx: count((s) => s >= 500),
      statuses: statuses.map(([s, n]) => `${String(s)}:${String(n)}`).join(','),
      recordsChecked: tally.requests,
      fieldErrorsChecked: tally.fieldErrors,
      lost: 0,
    });
    await t.close();
  });

  it.each(all)('%s: no 5xx, every rejection a 4xx in the error shape', async (name, endpoint) => {
    await ensureAdminToken();
    await fc.assert(
      fc.asyncProperty(caseArbitrary(endpoint, known), async (c) => {
        const path = endpoint.path.replace(/:(\w+)/g, (_, key: string) =>
          encodeParam(c.params[key] ?? ''),
        );
        const url = `/api${path}${queryString(c.query)}`;
        const headers: Record<string, string> = {};
        if (c.auth === 'staff') Object.assign(headers, bearer(token));
        if (c.auth === 'garbage') headers.authorization = 'Bearer not-a-token';
        let payload: string | undefined;
        if (c.raw) {
          payload = c.raw.payload;
          headers['content-type'] = c.raw.contentType;
        } else if (c.body !== undefined) {
          payload = JSON.stringify(c.body);
          headers['content-type'] = 'application/json';
        }
        const response = await t.app.inject({ method: endpoint.method, url, headers, payload });
        tally.requests += 1;
        if (c.mode !== 'valid' || c.raw || c.auth === 'garbage') tally.faulty += 1;
        tally.byStatus.set(response.statusCode, (tally.byStatus.get(response.statusCode) ?? 0) + 1);
        const where = `${name} ${endpoint.method} ${url} (${c.auth}, ${c.mode}) ${(payload ?? '').slice(0, 300)} → ${String(response.statusCode)} ${response.body.slice(0, 300)}`;
        if (response.statusCode >= 500) {
          tally.failures.push(where);
          throw new Error(`5xx: ${where}`);
        }
        if (response.statusCode < 400) return;
        let body: { status?: unknown; message?: unknown; errors?: unknown };
        try {
          body = response.json();
        } catch {
          throw new Error(`a rejection that is not JSON: ${where}`);
        }
        if (body.status !== 'error' || typeof body.message !== 'string' || !body.message)
          throw new Error(`a rejection outside the error shape: ${where}`);
        if (response.statusCode === 422) {
          const errors = body.errors as Record<string, unknown> | undefined;
          const fields = errors ? Object.entries(errors) : [];
          const isPerField =
            fields.length > 0 &&
            fields.every(
              ([field, messages]) =>
                field.length > 0 &&
                Array.isArray(messages) &&
                messages.length > 0 &&
                messages.every((m) => typeof m === 'string' && m.length > 0),
            );
          if (!isPerField) throw new Error(`a 422 without per-field messages: ${where}`);
          tally.fieldErrors += 1;
        }
      }),
      { numRuns: RUNS, seed, endOnFailure: true },
    );
  });
});
