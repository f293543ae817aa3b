import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import type { TestApp } from './app';
import { domesticDelivery } from './delivery';
import { withIdentity } from './identity';

/** The secret the payments suites give the local provider (LOCAL_PAYMENT_SECRET). */
export const LOCAL_TEST_SECRET = 'local-payment-test-secret-0123456789';

/** Runs `body` with these environment variables set (undefined = unset), restoring them after. */
export function withPaymentEnv(vars: Record<string, string | undefined>) {
  const saved: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(vars)) {
    saved[key] = process.env[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  return () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
}

/**
 * Registers hooks that give the describe block local payments only: the local provider's test
 * secret, no Paystack key and no background reconciliation. Call it before the app is started.
 */
export function useLocalPayments(): void {
  let restore: () => void = () => undefined;
  beforeAll(() => {
    restore = withPaymentEnv({
      LOCAL_PAYMENT_SECRET: LOCAL_TEST_SECRET,
      PAYSTACK_SECRET_KEY: undefined,
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
    });
  });
  afterAll(() => restore());
}

/** A submission of a graduate's transcript, one soft copy, with `email` as the applicant's. */
export const softCopyApplication = (
  email: string,
  matricNumber = 'FUTD/10/0001',
  recipientEmail = 'admissions@uni.example',
) => ({
  matric_number: matricNumber,
  email_address: email,
  copies: [
    {
      purpose: 'Further Studies',
      type: 'undergraduate',
      format: 'soft_copy',
      recipient_email: recipientEmail,
    },
  ],
});

/** A transcript application (one soft copy) submitted through the API: its tracking id and total. */
export async function submitApplication(t: TestApp, email = 'payer@example.com') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/applications',
    payload: await withIdentity(t.app.db, softCopyApplication(email)),
  });
  if (response.statusCode !== 200) throw new Error(`submit failed: ${response.body}`);
  const data = response.json().data as { id: number; tracking_id: string; total: number };
  return data;
}

/**
 * A certificate application submitted through the API, delivered at home; `fields` replace the
 * graduate, the applicant's email or the recipient.
 */
export async function submitCertificateApplication(
  t: TestApp,
  fields: Partial<
    Record<'matric_number' | 'email_address' | 'recipient_name' | 'recipient_address', string>
  > = {},
) {
  const delivery = await domesticDelivery(t.app.db);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/certificate-applications',
    payload: await withIdentity(t.app.db, {
      matric_number: 'FUTD/10/0001',
      email_address: 'cert@example.com',
      kind: 'certificate',
      recipient_name: 'Tolu Adeyemi',
      recipient_address: '12 Marina, Lagos',
      ...delivery,
      ...fields,
    }),
  });
  if (response.statusCode !== 200) throw new Error(`certificate submit failed: ${response.body}`);
  return response.json().data as { id: number; tracking_id: string; total: number };
}

/** The id of the first payment type on offer: what an "other" (standalone) payment is for. */
export async function activePaymentTypeId(t: TestApp): Promise<number> {
  const { id } = await t.app.db
    .selectFrom('payment_types')
    .select('id')
    .where('is_active', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function initialize(t: TestApp, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/payments/initialize', payload });
}

/** The local provider's webhook body for `reference`, signed at `at` with `secret`. */
export function signedLocalWebhook(
  data: { reference: string; status: string; amount: number; currency: string },
  options: { secret?: string; at?: Date } = {},
) {
  const body = JSON.stringify({ event: 'charge.completed', data });
  const t = Math.floor((options.at ?? new Date()).getTime() / 1000);
  const v1 = createHmac('sha512', options.secret ?? LOCAL_TEST_SECRET)
    .update(`${t}.${body}`)
    .digest('hex');
  return {
    body,
    headers: { 'content-type': 'application/json', 'x-registrar-signature': `t=${t},v1=${v1}` },
  };
}

export const postLocalWebhook = (t: TestApp, signed: ReturnType<typeof signedLocalWebhook>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/local',
    headers: signed.headers,
    payload: signed.body,
  });

/** The local provider's signed report that `payment` ended as `status`, for its amount in NGN. */
export const localWebhookFor = (
  payment: { reference: string; amount: number },
  status: 'success' | 'failed' = 'success',
) =>
  signedLocalWebhook({
    reference: payment.reference,
    status,
    amount: payment.amount,
    currency: 'NGN',
  });

/**
 * Settles `payment` as `status` as the local checkout does: the payer's outcome is recorded in
 * the local provider's session (what its verify and refunds read), then its signed webhook is
 * sent, which must answer 200.
 */
export async function settleLocally(
  t: TestApp,
  payment: { reference: string; amount: number },
  status: 'success' | 'failed' = 'success',
) {
  await t.app.db
    .updateTable('local_payment_sessions')
    .set({ status, completed_at: new Date() })
    .where('reference', '=', payment.reference)
    .where('status', '=', 'pending')
    .execute();
  const response = await postLocalWebhook(t, localWebhookFor(payment, status));
  if (response.statusCode !== 200) throw new Error(`webhook failed: ${response.body}`);
}

export const paymentRow = (t: TestApp, reference: string) =>
  t.app.db
    .selectFrom('payments')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();

export const eventKinds = async (t: TestApp, paymentId: number) =>
  (
    await t.app.db
      .selectFrom('payment_events')
      .select('kind')
      .where('payment_id', '=', paymentId)
      .orderBy('id')
      .execute()
  ).map((row) => row.kind);

/** md5 over every row of the tables a settlement may touch (payment_events aside). */
export async function settlementDigest(t: TestApp): Promise<string> {
  const parts: string[] = [];
  for (const table of [
    'payments',
    'applications',
    'application_status_history',
    'standalone_payments',
  ]) {
    const digest = await sql<{ h: string | null; n: string }>`
      SELECT count(*)::text AS n, md5(string_agg(x::text, '|' ORDER BY x::text)) AS h
      FROM ${sql.table(table)} AS x`.execute(t.app.db);
    parts.push(`${table}:${digest.rows[0]?.n}:${digest.rows[0]?.h ?? ''}`);
  }
  return parts.join('\n');
}
