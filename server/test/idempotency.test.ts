import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import {
  IDEMPOTENCY_KEY_INVALID_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
} from '@registrar/shared-api/contracts';
import idempotencyPlugin from '../src/modules/idempotency/plugin';
import { deleteExpired } from '../src/modules/idempotency/repository';
import { startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';
import { domesticDelivery } from './support/delivery';
import { withIdentity } from './support/identity';
import {
  softCopyApplication,
  submitApplication,
  useLocalPayments,
} from './support/payments-fixtures';
import { countRows } from './support/rows';

/**
 * An applicant whose network fails after pressing Submit, and whose portal sends the request
 * again with the same Idempotency-Key, gets one application and the first answer, however many
 * times or how concurrently it is sent. Another request under a used key is refused, not served.
 */
describe.each(databaseTargets())('Idempotency-Key on $name', (target) => {
  let t: TestApp;
  useLocalPayments();
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  let sequence = 0;
  const newKey = () => `test-key-${target.name}-${String((sequence += 1))}-${String(Date.now())}`;
  const send = (url: string, payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });
  const application = (email: string) => withIdentity(t.app.db, softCopyApplication(email));
  const applicationsOf = async (email: string) =>
    t.app.db
      .selectFrom('applications')
      .select(['id', 'tracking_id'])
      .where('email', '=', email)
      .execute();
  /** Rows of `table` whose `column` is `value`. */
  const countWhere = async (
    table: 'outbox' | 'idempotency_keys',
    column: 'recipient' | 'key',
    value: string,
  ) =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .where(sql.ref(column), '=', value)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const mailsTo = (email: string) => countWhere('outbox', 'recipient', email);

  it('a submission sent again with its key is answered as the first, and stored once', async () => {
    const email = `retry-${target.name}@example.com`;
    const body = await application(email);
    const key = newKey();
    const first = await send('/api/applications', body, key);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send('/api/applications', body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await applicationsOf(email)).toHaveLength(1);
    expect(await mailsTo(email)).toBe(1);
    // Without a key, the same body is a new application.
    expect((await send('/api/applications', body)).statusCode).toBe(200);
    expect(await applicationsOf(email)).toHaveLength(2);
  });

  it('ten copies of one submission in flight at once make one application', async () => {
    const email = `burst-${target.name}@example.com`;
    const body = await application(email);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send('/api/applications', body, key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const trackingIds = new Set(answers.map((answer) => answer.json().data.tracking_id));
    expect(trackingIds.size).toBe(1);
    expect(await applicationsOf(email)).toHaveLength(1);
  });

  it('a key used for one request cannot serve another (422), and changes nothing', async () => {
    const email = `reuse-${target.name}@example.com`;
    const key = newKey();
    expect((await send('/api/applications', await application(email), key)).statusCode).toBe(200);
    const other = await send('/api/applications', await application(`other-${email}`), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      status: 'error',
      message: IDEMPOTENCY_KEY_REUSED_MESSAGE,
    });
    expect(await applicationsOf(`other-${email}`)).toHaveLength(0);
    // The same key on another endpoint names another write.
    const delivery = await domesticDelivery(t.app.db);
    const certificate = await send(
      '/api/certificate-applications',
      await withIdentity(t.app.db, {
        matric_number: 'FUTD/10/0001',
        email_address: email,
        kind: 'certificate',
        recipient_name: 'Tolu Adeyemi',
        recipient_address: '12 Marina, Lagos',
        ...delivery,
      }),
      key,
    );
    expect(certificate.statusCode).toBe(200);
  });

  it('a refused submission stores no answer: its retry is judged afresh', async () => {
    const key = newKey();
    const body = { ...(await application(`refused-${target.name}@example.com`)) };
    body.matric_number = 'FUTD/99/9999';
    const refused = await send('/api/applications', body, key);
    expect(refused.statusCode).toBe(422);
    expect(await countKeys(key)).toBe(0);
    const again = await send('/api/applications', body, key);
    expect(again.statusCode).toBe(422);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key before doing anything', async () => {
    const email = `badkey-${target.name}@example.com`;
    for (const key of ['', 'x'.repeat(256), 'has space', 'naïve']) {
      const answer = await send('/api/applications', await application(email), key);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors?.['idempotency-key']).toEqual([IDEMPOTENCY_KEY_INVALID_MESSAGE]);
    }
    expect(await applicationsOf(email)).toHaveLength(0);
  });

  it('a key lasts 24 hours: then it serves a new write, and the sweep deletes it', async () => {
    const email = `expired-${target.name}@example.com`;
    const body = await application(email);
    const key = newKey();
    expect((await send('/api/applications', body, key)).statusCode).toBe(200);
    await ageKey(key, 23);
    expect((await send('/api/applications', body, key)).headers['idempotent-replayed']).toBe(
      'true',
    );
    await ageKey(key, 25);
    const later = await send('/api/applications', body, key);
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await applicationsOf(email)).toHaveLength(2);
    await ageKey(key, 25);
    expect(await deleteExpired(t.app.db)).toBeGreaterThanOrEqual(1);
    expect(await countKeys(key)).toBe(0);
  });

  it('a message sent again with its key is posted once', async () => {
    const email = `message-${target.name}@example.com`;
    const { tracking_id } = await submitApplication(t, email);
    const key = newKey();
    const url = `/api/applications/track/${tracking_id}/messages`;
    const first = await send(url, { email, body: 'Is my transcript on its way?' }, key);
    const again = await send(url, { email, body: 'Is my transcript on its way?' }, key);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const thread = await t.app.inject({
      method: 'GET',
      url: `${url}?email=${encodeURIComponent(email)}`,
    });
    expect(thread.json().data).toHaveLength(1);
  });

  it('a payment started again with its key is the same payment and checkout', async () => {
    const email = `payer-${target.name}@example.com`;
    const { tracking_id } = await submitApplication(t, email);
    const key = newKey();
    const body = { kind: 'application', tracking_id, email };
    const first = await send('/api/payments/initialize', body, key);
    expect(first.statusCode).toBe(200);
    const again = await send('/api/payments/initialize', body, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const standalone = {
      kind: 'standalone',
      payment_type_id: (
        await t.app.db
          .selectFrom('payment_types')
          .select('id')
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id,
      payer_name: 'Tolu Adeyemi',
      payer_email: email,
    };
    const before = await countRows(t.app.db, 'standalone_payments');
    const standaloneKey = newKey();
    const answers = await Promise.all(
      [1, 2, 3].map(() => send('/api/payments/initialize', standalone, standaloneKey)),
    );
    expect(new Set(answers.map((answer) => answer.json().data.reference)).size).toBe(1);
    expect(await countRows(t.app.db, 'standalone_payments')).toBe(before + 1);
    // The first answer, word for word, even once the payment has moved on.
    await t.app.db
      .updateTable('payments')
      .set({ status: 'failed' })
      .where('reference', '=', first.json().data.reference)
      .execute();
    expect((await send('/api/payments/initialize', body, key)).json()).toEqual(first.json());
  });

  it('a retry of a payment paid since is answered with that payment, never a second one', async () => {
    const paymentTypeId = (
      await t.app.db
        .selectFrom('payment_types')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const body = {
      kind: 'standalone',
      payment_type_id: paymentTypeId,
      payer_name: 'Tolu Adeyemi',
      payer_email: `paid-since-${target.name}@example.com`,
    };
    const key = newKey();
    const first = await send('/api/payments/initialize', body, key);
    const { reference } = first.json().data as { reference: string };
    // A record that names only the payment (as the claim writes it), and the payer has paid.
    await t.app.db
      .updateTable('idempotency_keys')
      .set({ stored: JSON.stringify({ reference }) })
      .where('key', '=', key)
      .execute();
    await t.app.db
      .updateTable('payments')
      .set({ status: 'paid', paid_at: new Date() })
      .where('reference', '=', reference)
      .execute();
    const before = await countRows(t.app.db, 'standalone_payments');
    const again = await send('/api/payments/initialize', body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ reference, status: 'paid' });
    expect(await countRows(t.app.db, 'standalone_payments')).toBe(before);
  });

  it('a payment whose start died before the checkout is failed, and a retry starts afresh', async () => {
    const email = `dead-start-${target.name}@example.com`;
    const { tracking_id } = await submitApplication(t, email);
    const key = newKey();
    const body = { kind: 'application', tracking_id, email };
    const first = await send('/api/payments/initialize', body, key);
    const deadReference = first.json().data.reference as string;
    // As the process asking the provider left it when it died: no checkout, its key holding only
    // the reference, two minutes ago.
    await t.app.db
      .updateTable('payments')
      .set({ checkout_url: null, created_at: sql<Date>`now() - interval '2 minutes'` })
      .where('reference', '=', deadReference)
      .execute();
    await t.app.db
      .updateTable('idempotency_keys')
      .set({ stored: JSON.stringify({ reference: deadReference }) })
      .where('key', '=', key)
      .execute();
    const retried = await send('/api/payments/initialize', body, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(retried.json().data.reference).not.toBe(deadReference);
    expect(retried.json().data.checkout_url).toEqual(expect.any(String));
    const dead = await t.app.db
      .selectFrom('payments')
      .select('status')
      .where('reference', '=', deadReference)
      .executeTakeFirstOrThrow();
    expect(dead.status).toBe('failed');
  });

  const countKeys = (key: string) => countWhere('idempotency_keys', 'key', key);
  const ageKey = (key: string, hours: number) =>
    t.app.db
      .updateTable('idempotency_keys')
      .set({ created_at: sql<Date>`now() - ${hours} * interval '1 hour'` })
      .where('key', '=', key)
      .execute();
});

describe('an idempotent endpoint served without idempotentHandler', () => {
  it('cannot be registered: the server would not start', async () => {
    const app = Fastify();
    await app.register(fp(async () => undefined, { name: 'db' }));
    await app.register(idempotencyPlugin, { sweepIntervalMs: 0 });
    expect(() => app.post('/api/applications', async () => ({ status: 'success' }))).toThrow(
      'POST /api/applications: an idempotent endpoint needs idempotentHandler',
    );
    // Another route is registered as usual.
    app.post('/api/anything-else', async () => ({ status: 'success' }));
    await app.close();
  });
});
