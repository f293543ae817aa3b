import { hashToken } from '../src/lib/tokens';
import { bearer, signIn } from './support/app';
import { staffApp } from './support/staff-app';
import { oneDatabaseTarget } from './support/databases';
import { staffUserId } from './support/rows';

/**
 * Audit of denied access (ASVS V16.3.2): every 403 and every 401 for a token that was
 * presented but refused writes `access.denied` with who (when known), the route pattern, the
 * reason and the address, and never the token.
 */
describe.each(oneDatabaseTarget())('denied-access audit on $name', (target) => {
  const t = staffApp(target, ['bursary']);
  let bursaryId: number;
  beforeAll(async () => {
    bursaryId = await staffUserId(t.app.db, 'bursar');
  });

  const denied = async () =>
    (
      await t.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'access.denied')
        .orderBy('id')
        .execute()
    ).map((row) => ({
      actor: row.actor_user_id,
      entity: row.entity_id,
      details: row.details as Record<string, unknown>,
      ip: row.ip,
      raw: JSON.stringify(row),
    }));
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress: '203.0.113.7' });

  it('records a 403 with the user, the route pattern, the reason and the address', async () => {
    const before = (await denied()).length;
    const response = await get('/api/graduates/1/copies', bearer(t.as.bursary));
    expect(response.statusCode).toBe(403);
    const rows = (await denied()).slice(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor: bursaryId,
      entity: 'GET /api/graduates/:id/copies',
      ip: '203.0.113.7',
      details: {
        status: 403,
        reason: 'forbidden',
        method: 'GET',
        route: '/api/graduates/:id/copies',
      },
    });
    expect(rows[0]!.raw).not.toContain(t.as.bursary);
    expect(rows[0]!.raw).not.toContain(hashToken(t.as.bursary));
  });

  it('records 401s for unknown, malformed, expired and revoked tokens, never the token', async () => {
    const expired = await signIn(t.app, t.admin);
    await t.app.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(expired))
      .execute();
    const revoked = await signIn(t.app, t.admin);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(revoked) });
    const unknown = 'x'.repeat(43);
    const before = (await denied()).length;
    const cases: [Record<string, string>, string][] = [
      [bearer(unknown), 'unknown_token'],
      [{ authorization: 'Bearer not a token!' }, 'malformed_token'],
      [bearer(expired), 'expired_token'],
      [bearer(revoked), 'revoked_token'],
    ];
    for (const [headers] of cases) {
      expect((await get('/api/auth/user', headers)).statusCode).toBe(401);
    }
    const rows = (await denied()).slice(before);
    expect(rows.map((r) => r.details.reason)).toEqual(cases.map(([, reason]) => reason));
    for (const row of rows) {
      expect(row).toMatchObject({ actor: null, entity: 'GET /api/auth/user' });
      expect(row.details.status).toBe(401);
      for (const token of [unknown, expired, revoked]) {
        expect(row.raw).not.toContain(token);
        expect(row.raw).not.toContain(hashToken(token));
      }
    }
  });

  it('records a disabled user’s 401 and nothing for a request without a token or an allowed one', async () => {
    const before = (await denied()).length;
    expect((await get('/api/auth/user')).statusCode).toBe(401);
    expect((await get('/api/graduates/1/copies', bearer(t.as.admin))).statusCode).toBe(200);
    expect((await denied()).length).toBe(before);
    await t.app.db
      .updateTable('staff_users')
      .set({ is_active: false })
      .where('id', '=', bursaryId)
      .execute();
    expect((await get('/api/auth/user', bearer(t.as.bursary))).statusCode).toBe(401);
    const rows = (await denied()).slice(before);
    expect(rows.map((r) => r.details.reason)).toEqual(['user_disabled']);
  });

  it('a route with a token in its path is recorded by its pattern only', async () => {
    const before = (await denied()).length;
    const secret = 'S3cr3tL1nkT0ken';
    await get(
      `/api/graduate-copies/1/download?token=${secret}`,
      bearer(t.as.bursary.slice(0, -1) + 'A'),
    );
    const rows = (await denied()).slice(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.raw).not.toContain(secret);
  });
});
