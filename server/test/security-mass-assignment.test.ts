import { type Endpoint, endpoints } from '@registrar/shared-api/contracts';
import { bearer, signIn, startTestApp, type TestApp } from './support/app';
import { oneDatabaseTarget } from './support/databases';
import { identityTokenFor, withConsent } from './support/identity';
import { sampleBody } from './support/sample-input';
import { countRows } from './support/rows';

/**
 * Mass assignment. A client cannot set status, amounts, totals or bookkeeping columns
 * through any body: every contract body either refuses unknown keys (strict, 422) or strips
 * them, and the stored rows show the server's values.
 */

const SERVER_OWNED = {
  status: 'completed',
  amount: 1,
  total: 1,
  total_amount: 1,
  amount_paid: 1,
  paid_at: '2024-01-01T00:00:00Z',
  tracking_id: 'AAAA-BBBB-CCCC',
  id: 4242,
  created_at: '2000-01-01T00:00:00Z',
  password_hash: '$argon2id$forged',
  is_admin: true,
};

/**
 * The payment webhook's body is the provider's signed event, kept whole for the signature check;
 * the server trusts only the signature and re-verifies the payment with the provider.
 */
const PROVIDER_EVENTS = new Set(['paymentWebhook']);

const withBody = (Object.entries(endpoints) as [string, Endpoint][]).filter(
  ([name, e]) => e.body && !PROVIDER_EVENTS.has(name),
);

describe('every contract body', () => {
  it.each(withBody)(
    '%s refuses or drops server-owned keys it does not declare',
    (name, endpoint) => {
      const shape = (endpoint.body as unknown as { shape?: Record<string, unknown> }).shape ?? {};
      const injected = Object.fromEntries(
        Object.entries(SERVER_OWNED).filter(([key]) => !(key in shape)),
      );
      const sample = sampleBody(name, endpoint.body!);
      const result = endpoint.body!.safeParse({ ...sample, ...injected });
      if (result.success) {
        expect(Object.keys(result.data as object)).toEqual(
          expect.not.arrayContaining(Object.keys(injected)),
        );
      } else {
        // Refused: and for an unknown key, not only because the sample itself was bad.
        expect(endpoint.body!.safeParse(sample).success).toBe(true);
      }
    },
  );
});

describe.each(oneDatabaseTarget())('mass assignment over HTTP on $name', (target) => {
  let t: TestApp;
  /** A live proof for the applicant, so a refusal is the smuggled keys' and not the identity step's. */
  let identityToken: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    identityToken = await identityTokenFor(t.app.db, 'FUTD/10/0001');
  });
  afterAll(() => t.close());

  const submit = async (extra: Record<string, unknown>, copyExtra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: await withConsent(t.app.db, {
        matric_number: 'FUTD/10/0001',
        identity_token: identityToken,
        email_address: 'applicant@example.com',
        copies: [
          {
            purpose: 'Further Studies',
            type: 'undergraduate',
            format: 'soft_copy',
            recipient_email: 'admissions@uni.example',
            ...copyExtra,
          },
        ],
        ...extra,
      }),
    });
  const count = () => countRows(t.app.db, 'applications');

  it('refuses a submission that sets status or totals, and stores nothing', async () => {
    const before = await count();
    const response = await submit({ status: 'completed', total_amount: 1, amount: 1 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).not.toHaveProperty('identity_token');
    const copy = await submit({}, { rate: 1, amount: 1, status: 'delivered' });
    expect(copy.statusCode).toBe(422);
    expect(copy.json().errors).not.toHaveProperty('identity_token');
    expect(await count()).toBe(before);
  });

  it("stores the server's status and prices for a clean submission", async () => {
    const response = await submit({});
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    const row = await t.app.db
      .selectFrom('applications')
      .select(['status', 'total'])
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending_payment');
    // The server's price from the rate table (demo seed), not anything the client sent.
    expect(row.total).toBe(data.total);
    expect(row.total).toBeGreaterThan(1);
  });

  it('drops role/password_hash smuggled into a staff update', async () => {
    const admin = await signIn(t.app, t.admin);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/staff-users/1',
      headers: bearer(admin),
      payload: {
        name: 'Administrator',
        email: t.admin.email,
        role: 'administrator',
        is_active: true,
        password_hash: '$argon2id$forged',
        created_at: '2000-01-01T00:00:00Z',
      },
    });
    expect([200, 422]).toContain(response.statusCode);
    const row = await t.app.db
      .selectFrom('staff_users')
      .select(['password_hash', 'created_at'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$/);
    expect(row.created_at.getUTCFullYear()).not.toBe(2000);
    expect((await signIn(t.app, t.admin)).length).toBeGreaterThan(20);
  });
});
