import { endpoints, type Endpoint } from '@registrar/shared-api/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import { bearer, signIn, startTestApp, type TestApp } from './support/app';
import { oneDatabaseTarget } from './support/databases';

/**
 * A promise for the whole API, not route by route: a bad request to ANY endpoint gets a
 * 4xx in the API's error shape (422s name the faulty fields) and changes nothing. The body sent gives
 * every field of the endpoint's body schema a value of the wrong type, as the administrator (who
 * may call everything), so only validation stands between the request and a write.
 */

/** Tables whose rows legitimately move on any authenticated request or refusal. */
const VOLATILE_TABLES = new Set(['audit_log', 'auth_tokens']);

const shapeOf = (schema: z.ZodType | undefined): Record<string, unknown> | undefined => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? shape : undefined;
};

/** Every field of the body set to a value no field accepts (an object where text, numbers, flags or lists go). */
const wrongTypedBody = (endpoint: Endpoint): Record<string, unknown> => {
  const shape = shapeOf(endpoint.body) ?? {};
  const body: Record<string, unknown> = Object.fromEntries(
    Object.keys(shape).map((key) => [key, { not: 'this' }]),
  );
  return Object.keys(body).length > 0 ? body : { unexpected: { not: 'this' } };
};

const withBody = (Object.values(endpoints) as Endpoint[]).filter((e) => e.body !== undefined);

describe.each(oneDatabaseTarget())('bad input to every endpoint on $name', (target) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    token = await signIn(t.app, t.admin);
  });
  afterAll(() => t.close());

  /** A digest of every table's rows (volatile bookkeeping tables aside). */
  const fingerprint = async (): Promise<string> => {
    const tables = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      ORDER BY table_name`.execute(t.app.db);
    const parts: string[] = [];
    for (const { table_name: name } of tables.rows) {
      if (VOLATILE_TABLES.has(name)) continue;
      const digest = await sql<{ n: string; h: string | null }>`
        SELECT count(*)::text AS n, md5(string_agg(x::text, '|' ORDER BY x::text)) AS h
        FROM ${sql.table(name)} AS x`.execute(t.app.db);
      parts.push(`${name}:${digest.rows[0]?.n}:${digest.rows[0]?.h ?? ''}`);
    }
    return parts.join('\n');
  };

  it('covers every endpoint that takes a body', () => {
    expect(withBody.length).toBeGreaterThan(20);
  });

  it('notices a write (the detector itself works)', async () => {
    const before = await fingerprint();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/regions',
      headers: bearer(token),
      payload: { name: 'Fingerprint test region', type: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(await fingerprint()).not.toBe(before);
  });

  it.each(withBody)(
    '$method $path refuses wrong types with a 4xx and changes nothing',
    async (endpoint: Endpoint) => {
      const before = await fingerprint();
      const url = `/api${endpoint.path.replace(/:\w+/g, '1')}`;
      const response = await t.app.inject({
        method: endpoint.method,
        url,
        headers: bearer(token),
        payload: wrongTypedBody(endpoint),
      });

      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      const body = response.json() as { status: string; message: unknown; errors?: unknown };
      expect(body.status).toBe('error');
      expect(typeof body.message).toBe('string');
      if (response.statusCode === 422) {
        const errors = body.errors as Record<string, unknown>;
        expect(Object.keys(errors).length).toBeGreaterThan(0);
        for (const messages of Object.values(errors)) {
          expect(Array.isArray(messages)).toBe(true);
          expect((messages as unknown[]).every((m) => typeof m === 'string' && m.length > 0)).toBe(
            true,
          );
        }
      }
      expect(await fingerprint()).toBe(before);
    },
  );
});
