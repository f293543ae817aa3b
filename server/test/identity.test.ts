import {
  IDENTITY_CODE_MAX_ATTEMPTS,
  ZCheckMatricNumberResponse,
  ZIdentityProof,
} from '@registrar/shared-api/contracts';
import { sql } from 'kysely';
import { bearer, signIn, startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';
import { consentFor } from './support/identity';
import { countRows } from './support/rows';

const MATRIC = 'FUTD/10/0001';
const STRANGER = 'stranger@evil.example';

const copy = {
  purpose: 'Further Studies',
  type: 'undergraduate',
  format: 'soft_copy',
  recipient_email: STRANGER,
};

describe.each(databaseTargets())('proof of identity before release on $name', (target) => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    staff = await signIn(t.app, t.admin);
  });
  afterAll(() => t.close());

  /** The n-th seeded graduate (each test works on its own). */
  const nthGraduate = (n: number) =>
    t.app.db
      .selectFrom('graduates')
      .selectAll()
      .orderBy('id')
      .offset(n)
      .limit(1)
      .executeTakeFirstOrThrow();
  const graduateOf = (matric: string) =>
    t.app.db
      .selectFrom('graduates')
      .selectAll()
      .where(sql<string>`upper(matric_number)`, '=', matric.toUpperCase())
      .executeTakeFirstOrThrow();
  const post = (url: string, payload: object, headers = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  /** The code as the graduate's inbox receives it: the queued email to the contact on record. */
  const codeSentTo = async (email: string) => {
    const job = await t.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', email)
      .where('template', '=', 'identity_code')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return (job.payload as { secret_token: string }).secret_token;
  };
  /** Lets the next code be sent at once (the resend delay is a minute). */
  const ageCodes = (graduateId: number) =>
    t.app.db
      .updateTable('identity_challenges')
      .set({ created_at: sql`now() - interval '2 minutes'` } as never)
      .where('graduate_id', '=', graduateId)
      .execute();
  const applications = () => countRows(t.app.db, 'applications');

  it('with only a matric number, a stranger learns that a record exists and nothing about who it is', async () => {
    const graduate = await graduateOf(MATRIC);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/check-matric-number?matric_number=${encodeURIComponent(MATRIC)}&email_address=${STRANGER}`,
    });
    expect(response.statusCode).toBe(200);
    const { data } = ZCheckMatricNumberResponse.parse(response.json());
    expect(data.identity_route).toBe('code');
    expect(data.contact_hint).toBe(
      `${graduate.email![0]}•••${graduate.email!.slice(graduate.email!.indexOf('@'))}`,
    );
    for (const secret of [
      graduate.surname,
      graduate.first_name,
      graduate.programme,
      graduate.department,
      String(graduate.graduation_year),
      graduate.email!,
    ])
      expect(response.body).not.toContain(secret);
  });

  it('a stranger cannot order a copy of someone else’s records, with no proof or with their own', async () => {
    const before = await applications();
    const none = await post('/api/applications', {
      matric_number: MATRIC,
      identity_token: 'made-up',
      email_address: STRANGER,
      copies: [copy],
      consent: await consentFor(t.app.db, [copy]),
    });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ status: 'error', error: 'identity_required' });

    // The stranger proves they are another graduate (their own record), then names this one.
    const other = await nthGraduate(2);
    await post('/api/identity/codes', { matric_number: other.matric_number });
    const challenge = (
      await t.app.db
        .selectFrom('identity_challenges')
        .select('public_id')
        .where('graduate_id', '=', other.id)
        .executeTakeFirstOrThrow()
    ).public_id;
    const proof = await post('/api/identity/codes/verify', {
      challenge_id: challenge,
      code: await codeSentTo(other.email!),
    });
    expect(proof.statusCode).toBe(200);
    const token = ZIdentityProof.parse(proof.json().data).identity_token;
    const crossed = await post('/api/applications', {
      matric_number: MATRIC,
      identity_token: token,
      email_address: STRANGER,
      copies: [copy],
      consent: await consentFor(t.app.db, [copy]),
    });
    expect(crossed.statusCode).toBe(403);
    const certificate = await post('/api/certificate-applications', {
      matric_number: MATRIC,
      identity_token: token,
      email_address: STRANGER,
      kind: 'certificate',
      recipient_name: 'Me',
      recipient_address: '1 Road',
      region_id: 1,
      courier_id: 1,
    });
    expect(certificate.statusCode).toBe(403);
    expect(await applications()).toBe(before);
  });

  it('the graduate gets the code at the contact on record, sees the record and applies', async () => {
    const graduate = await nthGraduate(3);
    const session = await t.app.db
      .insertInto('academic_sessions')
      .values({ code: '2014/2015', name: '2014/2015 session', ends_on: '2015-09-30' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('graduates')
      .set({ graduation_session_id: session.id })
      .where('id', '=', graduate.id)
      .execute();
    const sent = await post('/api/identity/codes', {
      matric_number: graduate.matric_number.toLowerCase(),
    });
    expect(sent.statusCode).toBe(200);
    const { challenge_id, sent_to } = sent.json().data as { challenge_id: string; sent_to: string };
    expect(sent_to).not.toBe(graduate.email);
    expect(sent.body).not.toContain(graduate.email!);
    const code = await codeSentTo(graduate.email!);
    expect(code).toMatch(/^[0-9]{6}$/);

    // Only a hash of the code is kept with the challenge.
    const stored = await t.app.db
      .selectFrom('identity_challenges')
      .selectAll()
      .where('public_id', '=', challenge_id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(code);

    const verified = await post('/api/identity/codes/verify', { challenge_id, code });
    expect(verified.statusCode).toBe(200);
    const proof = ZIdentityProof.parse(verified.json().data);
    expect(proof.graduate).toMatchObject({
      matric_number: graduate.matric_number,
      surname: graduate.surname,
      programme: graduate.programme,
      graduation_session: '2014/2015 session',
    });

    const applied = await post('/api/applications', {
      matric_number: graduate.matric_number,
      identity_token: proof.identity_token,
      email_address: graduate.email,
      copies: [{ ...copy, recipient_email: 'admissions@uni.example' }],
      consent: await consentFor(t.app.db, [{ ...copy, recipient_email: 'admissions@uni.example' }]),
    });
    expect(applied.statusCode).toBe(200);

    // The code worked once: a second use is refused.
    const again = await post('/api/identity/codes/verify', { challenge_id, code });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.code[0]).toMatch(/no longer valid/);
  });

  it('a guesser gets a bounded number of tries, and a new code is a minute away at best', async () => {
    const graduate = await nthGraduate(4);
    const sent = await post('/api/identity/codes', { matric_number: graduate.matric_number });
    const { challenge_id } = sent.json().data as { challenge_id: string };
    const code = await codeSentTo(graduate.email!);
    const wrong = code === '000000' ? '000001' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < IDENTITY_CODE_MAX_ATTEMPTS; i += 1) {
      const response = await post('/api/identity/codes/verify', { challenge_id, code: wrong });
      expect(response.statusCode).toBe(422);
      messages.push(response.json().errors.code[0] as string);
    }
    expect(messages[0]).toMatch(/4 tries left/);
    expect(messages.at(-1)).toMatch(/Too many wrong codes/);
    // Even the right code no longer works on this challenge.
    const right = await post('/api/identity/codes/verify', { challenge_id, code });
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.code[0]).toMatch(/Too many wrong codes/);

    const tooSoon = await post('/api/identity/codes', { matric_number: graduate.matric_number });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/new one in \d+ seconds/);

    // Codes per record per hour are bounded, whoever asks and however patiently.
    let last = 0;
    for (let i = 0; i < 6; i += 1) {
      await ageCodes(graduate.id);
      last = (await post('/api/identity/codes', { matric_number: graduate.matric_number }))
        .statusCode;
    }
    expect(last).toBe(429);
  });

  it('a code expires, and a newer code replaces the older one', async () => {
    const graduate = await nthGraduate(5);
    const first = (
      await post('/api/identity/codes', { matric_number: graduate.matric_number })
    ).json().data as { challenge_id: string };
    const firstCode = await codeSentTo(graduate.email!);
    await ageCodes(graduate.id);
    const second = (
      await post('/api/identity/codes', { matric_number: graduate.matric_number })
    ).json().data as { challenge_id: string };
    const secondCode = await codeSentTo(graduate.email!);
    const replaced = await post('/api/identity/codes/verify', {
      challenge_id: first.challenge_id,
      code: firstCode,
    });
    expect(replaced.statusCode).toBe(422);

    await t.app.db
      .updateTable('identity_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('public_id', '=', second.challenge_id)
      .execute();
    const expired = await post('/api/identity/codes/verify', {
      challenge_id: second.challenge_id,
      code: secondCode,
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.code[0]).toMatch(/expired/);
  });

  it('a record without a contact goes to staff; nothing is released until they clear it', async () => {
    const graduate = await nthGraduate(6);
    await t.app.db
      .updateTable('graduates')
      .set({ email: null })
      .where('id', '=', graduate.id)
      .execute();
    const check = await t.app.inject({
      method: 'GET',
      url: `/api/check-matric-number?matric_number=${encodeURIComponent(graduate.matric_number)}`,
    });
    expect(check.json().data).toMatchObject({ identity_route: 'staff_check', contact_hint: null });
    const send = await post('/api/identity/codes', { matric_number: graduate.matric_number });
    expect(send.statusCode).toBe(409);
    expect(send.json().error).toBe('identity_check_needed');

    const asked = await post('/api/identity/checks', {
      matric_number: graduate.matric_number,
      full_name: `${graduate.first_name} ${graduate.surname}`,
      email_address: 'New.Address@Example.com',
      note: 'My university email was closed.',
    });
    expect(asked.statusCode).toBe(200);
    // An unknown matric number is answered the same way: asking reveals nothing.
    const unknown = await post('/api/identity/checks', {
      matric_number: 'NOPE/00/0000',
      full_name: 'Someone',
      email_address: 'someone@example.com',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toBe(asked.json().message);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/identity-checks?status=pending',
      headers: bearer(staff),
    });
    expect(list.statusCode).toBe(200);
    const pending = list.json().data.data as { id: number; email: string }[];
    expect(pending).toHaveLength(1);
    expect(pending[0]!.email).toBe('new.address@example.com');

    // Still nothing to send a code to before staff decide.
    expect(
      (await post('/api/identity/codes', { matric_number: graduate.matric_number })).statusCode,
    ).toBe(409);

    const strangerDecides = await post(`/api/identity-checks/${String(pending[0]!.id)}/decision`, {
      decision: 'clear',
      email: STRANGER,
    });
    expect(strangerDecides.statusCode).toBe(401);

    const cleared = await post(
      `/api/identity-checks/${String(pending[0]!.id)}/decision`,
      { decision: 'clear', email: 'new.address@example.com', note: 'Passport seen at the desk' },
      bearer(staff),
    );
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({
      status: 'cleared',
      decided_by_name: expect.any(String),
    });
    expect((await graduateOf(graduate.matric_number)).email).toBe('new.address@example.com');
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity_type', '=', 'graduate')
      .where('entity_id', '=', String(graduate.id))
      .where('action', '=', 'graduate.updated')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.details)).toContain('new.address@example.com');

    const twice = await post(
      `/api/identity-checks/${String(pending[0]!.id)}/decision`,
      { decision: 'refuse', note: 'again' },
      bearer(staff),
    );
    expect(twice.statusCode).toBe(409);

    // Now the ordinary code step works, at the confirmed contact.
    const sent = await post('/api/identity/codes', { matric_number: graduate.matric_number });
    expect(sent.statusCode).toBe(200);
    expect(await codeSentTo('new.address@example.com')).toMatch(/^[0-9]{6}$/);
  });

  it('one address cannot read the register or flood graduates through the identity step', async () => {
    const from = (remoteAddress: string) => (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress });
    const scanner = from('203.0.113.7');
    const answers: number[] = [];
    for (let i = 1; i <= 31; i += 1)
      answers.push(
        (
          await scanner('/api/identity/codes', {
            matric_number: `SCAN/00/${String(i).padStart(4, '0')}`,
          })
        ).statusCode,
      );
    expect(answers.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(answers[30]).toBe(429);

    const asker = from('203.0.113.8');
    const checks: number[] = [];
    for (let i = 1; i <= 6; i += 1)
      checks.push(
        (
          await asker('/api/identity/checks', {
            matric_number: `SCAN/00/${String(i).padStart(4, '0')}`,
            full_name: 'Someone',
            email_address: `someone${String(i)}@example.com`,
          })
        ).statusCode,
      );
    expect(checks).toEqual([200, 200, 200, 200, 200, 429]);
    // Another address is not held back by them.
    expect(
      (await from('203.0.113.9')('/api/identity/codes', { matric_number: 'SCAN/00/0001' }))
        .statusCode,
    ).toBe(404);
  });
});
