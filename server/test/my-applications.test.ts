import {
  APPLICANT_SESSION_HEADER,
  IDENTITY_CODE_MAX_ATTEMPTS,
  MY_APPLICATIONS_CODE_SENT,
  MY_APPLICATIONS_SESSION_ERROR,
  ZListMyApplicationsResponse,
  ZMyApplicationsSession,
} from '@registrar/shared-api/contracts';
import { sql } from 'kysely';
import { hashToken } from '../src/lib/tokens';
import { fromDistinctAddresses, startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';
import { domesticDelivery } from './support/delivery';
import { withIdentity } from './support/identity';
import * as payments from './support/payments-fixtures';
import { auditEntries, countRows } from './support/rows';

const OWNER = 'ada.owner@example.com';
const OTHER = 'someone.else@example.com';
const UNUSED = 'nobody.applied@example.com';

/**
 * "My applications" from an outsider's side: an email alone tells a stranger nothing (the same
 * answers for a used and an unused email, bounded tries, sessions that end); the owner of the
 * mailbox sees every application and payment made with it, and nothing of anybody else's.
 */
describe.each(databaseTargets())('my applications on $name', (target) => {
  let t: TestApp;
  const { from, post } = fromDistinctAddresses(() => t);
  /** Tracking ids of the owner's requests, oldest first, and the other applicant's. */
  const mine: string[] = [];
  let othersTrackingId: string;
  let otherPaymentReference: string;
  /** The owner's session, opened in one test and used by the later ones. */
  let ownerToken: string;
  let othersToken: string;

  const withSession = (token: string) => ({ [APPLICANT_SESSION_HEADER.toLowerCase()]: token });
  const list = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/my-applications',
      headers: { ...from(), ...(token ? withSession(token) : {}) },
    });
  const askCode = (email: string) => post('/api/my-applications/codes', { email });
  const verify = (email: string, code: string) =>
    post('/api/my-applications/codes/verify', { email, code });
  /** The newest code as the mailbox receives it: the queued email to the address. */
  const codeSentTo = async (email: string) => {
    const job = await t.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', email)
      .where('template', '=', 'my_applications_code')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return (job.payload as { secret_token: string }).secret_token;
  };
  const codeEmails = (email: string) =>
    t.app.db
      .selectFrom('outbox')
      .select('id')
      .where('recipient', '=', email)
      .where('template', '=', 'my_applications_code')
      .execute();
  /** Lets the next code be asked at once (one a minute per email). */
  const ageCodes = (email: string) =>
    t.app.db
      .updateTable('my_applications_codes')
      .set({ created_at: sql`created_at - interval '2 minutes'` } as never)
      .where('email', '=', email)
      .execute();
  /** A code that is surely wrong: any 6 digits but the real one. */
  const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');
  /** Opens a session for `email` as its owner would: code asked, read from the mailbox, typed. */
  const openSession = async (email: string) => {
    await ageCodes(email);
    expect((await askCode(email)).statusCode).toBe(200);
    const response = await verify(email, await codeSentTo(email));
    expect(response.statusCode).toBe(200);
    return ZMyApplicationsSession.parse(response.json().data).session_token;
  };

  payments.useLocalPayments();
  beforeAll(async () => {
    t = await startTestApp(target, { security: { trustProxy: true } });
    // The owner: a paid transcript application, a certificate and an attestation application,
    // and an other payment made with the email typed in another case.
    const transcript = await payments.submitApplication(t, OWNER);
    const started = (
      await payments.initialize(t, { kind: 'application', tracking_id: transcript.tracking_id })
    ).json().data as { reference: string; amount: number };
    await payments.settleLocally(t, started);
    const certificate = await payments.submitCertificateApplication(t, { email_address: OWNER });
    const attestation = await t.app.inject({
      method: 'POST',
      url: '/api/certificate-applications',
      payload: await withIdentity(t.app.db, {
        matric_number: 'FUTD/10/0001',
        email_address: OWNER,
        kind: 'attestation',
        recipient_name: 'Tolu Adeyemi',
        recipient_address: '12 Marina, Lagos',
        ...(await domesticDelivery(t.app.db)),
      }),
    });
    expect(attestation.statusCode).toBe(200);
    mine.push(
      transcript.tracking_id,
      certificate.tracking_id,
      (attestation.json().data as { tracking_id: string }).tracking_id,
    );
    const other = (
      await payments.initialize(t, {
        kind: 'standalone',
        payment_type_id: await payments.activePaymentTypeId(t),
        payer_name: 'Ada Owner',
        payer_email: 'Ada.Owner@Example.com',
      })
    ).json().data as { reference: string; amount: number };
    await payments.settleLocally(t, other);
    otherPaymentReference = other.reference;
    // Somebody else's application, paid.
    const theirs = await payments.submitApplication(t, OTHER);
    othersTrackingId = theirs.tracking_id;
  });
  afterAll(() => t.close());

  it('with only an email, a stranger who cannot read the mailbox learns nothing', async () => {
    const sessions = await countRows(t.app.db, 'my_applications_sessions');
    // Asking: the same answer for an email with applications and one without.
    const used = await askCode(OWNER);
    const unused = await askCode(UNUSED);
    for (const response of [used, unused]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'success',
        message: MY_APPLICATIONS_CODE_SENT,
      });
      expect(Object.keys(response.json().data as object).sort()).toEqual([
        'expires_at',
        'resend_at',
      ]);
    }
    // Only the mailbox of an email that was used gets the code.
    expect(await codeEmails(OWNER)).toHaveLength(1);
    expect(await codeEmails(UNUSED)).toHaveLength(0);
    // Asking again at once: refused alike.
    const [usedAgain, unusedAgain] = [await askCode(OWNER), await askCode(UNUSED)];
    expect(usedAgain.statusCode).toBe(429);
    expect(unusedAgain.statusCode).toBe(429);
    const withoutSeconds = (message: string) => message.replace(/\d+/g, 'N');
    expect(withoutSeconds(unusedAgain.json().message as string)).toBe(
      withoutSeconds(usedAgain.json().message as string),
    );

    // Guessing: the same answers, and the tries run out.
    const right = await codeSentTo(OWNER);
    const guess = wrongCode(right);
    for (let tries = 1; tries <= IDENTITY_CODE_MAX_ATTEMPTS; tries += 1) {
      const [a, b] = [await verify(OWNER, guess), await verify(UNUSED, guess)];
      expect(a.statusCode).toBe(422);
      expect(b.statusCode).toBe(422);
      expect(b.json()).toEqual(a.json());
      const left = IDENTITY_CODE_MAX_ATTEMPTS - tries;
      expect(a.json().errors.code[0]).toMatch(
        left > 0 ? new RegExp(`${String(left)} tr(y|ies) left`) : /Too many wrong codes/,
      );
    }
    // Even the right code no longer opens anything: the code is spent.
    const late = await verify(OWNER, right);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.code).toEqual(['Too many wrong codes. Ask for a new code.']);
    expect(await countRows(t.app.db, 'my_applications_sessions')).toBe(sessions);

    // No session, a made-up one: 401, nothing listed.
    for (const token of [undefined, 'made-up-session-token']) {
      const response = await list(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        status: 'error',
        error: MY_APPLICATIONS_SESSION_ERROR,
      });
      expect(response.body).not.toContain(mine[0]!);
    }
  });

  it('the owner sees every application and payment made with the email, and none of anybody else’s', async () => {
    // A new code replaces the last one: only the newest works.
    await ageCodes(OWNER);
    await askCode(OWNER);
    const first = await codeSentTo(OWNER);
    await ageCodes(OWNER);
    await askCode(OWNER);
    const newest = await codeSentTo(OWNER);
    if (first !== newest) expect((await verify(OWNER, first)).statusCode).toBe(422);
    // Any case and spaces: the email is the same.
    const opened = await verify('  Ada.OWNER@example.com ', newest);
    expect(opened.statusCode).toBe(200);
    const session = ZMyApplicationsSession.parse(opened.json().data);
    ownerToken = session.session_token;
    expect(session.email).toBe(OWNER);
    expect(session.session_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const minutes = (new Date(session.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    // Only the token's hash is stored; the code is used once.
    const stored = await t.app.db
      .selectFrom('my_applications_sessions')
      .selectAll()
      .where('token_hash', '=', hashToken(ownerToken))
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(ownerToken);
    expect((await verify(OWNER, newest)).json().errors.code).toEqual([
      'This code has already been used. Ask for a new code.',
    ]);
    const [audit] = await auditEntries(t.app.db, 'my_applications.session_opened', stored.id);
    expect(audit?.details).toEqual({ email: OWNER });

    const response = await list(ownerToken);
    expect(response.statusCode).toBe(200);
    const { data } = ZListMyApplicationsResponse.parse(response.json());
    expect(data.email).toBe(OWNER);
    expect(data.truncated).toBe(false);
    expect(data.applications.map((a) => a.tracking_id)).toEqual([...mine].reverse());
    expect(data.applications.map((a) => a.enums.kind)).toEqual([
      'Attestation',
      'Certificate',
      'Transcript',
    ]);
    const transcript = data.applications[2]!;
    expect(transcript).toMatchObject({ status: 'paid', enums: { status: 'Paid' } });
    expect(transcript.payments).toHaveLength(1);
    expect(transcript.payments[0]).toMatchObject({ status: 'paid', enums: { status: 'Paid' } });
    expect(data.applications[0]!.payments).toEqual([]);
    expect(data.other_payments.map((p) => p.reference)).toEqual([otherPaymentReference]);
    expect(data.other_payments[0]).toMatchObject({ kind: 'standalone', status: 'paid' });

    // Each receipt link works as it is: it carries the proof the receipt asks for.
    for (const path of [
      transcript.payments[0]!.receipt_path,
      data.other_payments[0]!.receipt_path,
    ]) {
      expect(path).toContain(`?email=${encodeURIComponent(OWNER)}`);
      const receipt = await t.app.inject({ method: 'GET', url: `/api${path!}` });
      expect(receipt.statusCode).toBe(200);
      expect(receipt.headers['content-type']).toContain('application/pdf');
    }
    // Nobody else's application, and no database id.
    expect(response.body).not.toContain(othersTrackingId);
    expect(response.body).not.toContain(OTHER);
    expect(response.body).not.toMatch(/"id":/);
  });

  it('a second email’s session never sees the first’s', async () => {
    // The owner's code is no code for another email.
    await ageCodes(OTHER);
    await askCode(OTHER);
    expect((await verify(OWNER, await codeSentTo(OTHER))).statusCode).toBe(422);
    othersToken = await openSession(OTHER);
    const theirs = ZListMyApplicationsResponse.parse((await list(othersToken)).json()).data;
    expect(theirs.applications.map((a) => a.tracking_id)).toEqual([othersTrackingId]);
    expect(theirs.other_payments).toEqual([]);
    for (const trackingId of mine) expect(JSON.stringify(theirs)).not.toContain(trackingId);
    // The first session is unchanged by the second.
    const ours = ZListMyApplicationsResponse.parse((await list(ownerToken)).json()).data;
    expect(ours.applications).toHaveLength(3);
    expect(JSON.stringify(ours)).not.toContain(othersTrackingId);
  });

  it('signing out ends the session at once', async () => {
    const signOut = (token?: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/my-applications/session',
        headers: { ...from(), ...(token ? withSession(token) : {}) },
      });
    const response = await signOut(othersToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', message: 'You are signed out.' });
    expect((await list(othersToken)).statusCode).toBe(401);
    // Signing out again, or with nothing, changes nothing and still succeeds.
    expect((await signOut(othersToken)).statusCode).toBe(200);
    expect((await signOut()).statusCode).toBe(200);
    const session = await t.app.db
      .selectFrom('my_applications_sessions')
      .select('id')
      .where('token_hash', '=', hashToken(othersToken))
      .executeTakeFirstOrThrow();
    expect(await auditEntries(t.app.db, 'my_applications.session_ended', session.id)).toHaveLength(
      1,
    );
    // The owner's own session is another one: still open.
    expect((await list(ownerToken)).statusCode).toBe(200);
  });

  it('an expired session answers 401', async () => {
    await t.app.db
      .updateTable('my_applications_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(ownerToken))
      .execute();
    const response = await list(ownerToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: MY_APPLICATIONS_SESSION_ERROR });
    expect(response.body).not.toContain(mine[0]!);
  });

  it('bounds codes per email and requests per address with 429', async () => {
    const email = 'limits@example.com';
    // One a minute per email, whoever asks.
    expect((await askCode(email)).statusCode).toBe(200);
    const again = await askCode(email);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/ask for a new one in \d+ seconds/);
    // Five an hour per email.
    for (let n = 2; n <= 5; n += 1) {
      await ageCodes(email);
      expect((await askCode(email)).statusCode).toBe(200);
    }
    await ageCodes(email);
    const sixth = await askCode(email);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/in the last hour/);

    // One address asking codes for a run of emails meets its own limit.
    const address = { 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    for (let n = 0; n < 21; n += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/my-applications/codes',
        headers: address,
        payload: { email: `run${String(n)}@example.com` },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.headers['retry-after']).toBeDefined();
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
