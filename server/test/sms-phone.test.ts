import { phoneMessages } from '@registrar/shared-api/contracts';
import { sql } from 'kysely';
import { markApplicationPaid } from '../src/modules/applications/service';
import { identityMessages } from '../src/modules/identity/messages';
import { OutboxWorker } from '../src/modules/outbox/worker';
import { loadSmsConfig } from '../src/modules/sms/config';
import { smsMessages } from '../src/modules/sms/messages';
import { createSmsSender } from '../src/modules/sms/sender';
import { PUBLIC_URL, staffAppWithMail } from './mail-app';
import { databaseTargets } from './support/databases';
import { identityTokenFor, withIdentity } from './support/identity';
import { codeTextedTo, institutionClock, termiiForApp, verifiedPhoneToken } from './support/sms';

const MATRIC = 'FUTD/10/0001';
const OTHER_MATRIC = 'FUTD/12/0003';

/**
 * The phone step as an applicant and a stranger meet it: a code is texted only for a proven
 * graduate, one number is texted a bounded number of times whoever asks, a code is single-use,
 * short-lived and allows few tries, and a mistyped number gets a field error that says what to
 * type.
 */
describe.each(databaseTargets())('verifying a phone for SMS on $name', (target) => {
  const termii = termiiForApp();
  const { t } = staffAppWithMail(target);
  const askCode = (identity_token: string | undefined, phone: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/identity/phone-codes',
      payload: { identity_token, phone },
    });
  const checkCode = (challenge_id: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/identity/phone-codes/verify',
      payload: { challenge_id, code },
    });
  const textsTo = (digits: string) => termii.standIn.messages.filter((m) => m.to === digits);
  // Time passes for the bounds: every code of the number was sent `minutes` earlier.
  const earlier = (phone: string, minutes: number) =>
    sql`UPDATE phone_challenges SET created_at = created_at - ${minutes} * interval '1 minute'
      WHERE phone = ${phone}`.execute(t.app.db);

  it('nobody unproven can make the product text a number', async () => {
    const none = await askCode(undefined, '0803 555 0200');
    expect(none.statusCode).toBe(422);
    const forged = await askCode('not-a-real-proof-token', '0803 555 0200');
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ error: 'identity_required' });
    await t.app.outbox.runOnce();
    expect(textsTo('2348035550200')).toEqual([]);
  });

  it('a stranger cannot make the system text one number more than 3 times an hour', async () => {
    const phone = '+2348035550201';
    const graduates = [
      await identityTokenFor(t.app.db, MATRIC),
      await identityTokenFor(t.app.db, OTHER_MATRIC),
    ];
    expect((await askCode(graduates[0], phone)).statusCode).toBe(200);
    // Another proven graduate, at once: the number had a code a moment ago.
    const tooSoon = await askCode(graduates[1], '0803 555 0201');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/You can ask for a new one in \d+ seconds\./);
    for (const token of graduates) {
      await earlier(phone, 2);
      expect((await askCode(token, phone)).statusCode).toBe(200);
    }
    await earlier(phone, 2);
    const fourth = await askCode(graduates[0], phone);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(smsMessages.tooManyToNumber);
    await t.app.outbox.runOnce();
    expect(textsTo('2348035550201')).toHaveLength(3);
  });

  it('a code works once, within five tries, and only the newest one', async () => {
    const identity = await identityTokenFor(t.app.db, OTHER_MATRIC);
    const phone = '+2349035550202';
    const first = (await askCode(identity, '0903 555 0202')).json().data as {
      challenge_id: string;
      sent_to: string;
    };
    expect(first.sent_to).toBe('•••02');
    await t.app.outbox.runOnce();
    const code = codeTextedTo(termii.standIn, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const tried = await checkCode(first.challenge_id, wrong);
    expect(tried.statusCode).toBe(422);
    expect(tried.json().errors).toEqual({ code: [identityMessages.codeWrong(4)] });
    const right = await checkCode(first.challenge_id, code);
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toMatchObject({ phone });
    const again = await checkCode(first.challenge_id, code);
    expect(again.json().errors).toEqual({ code: [identityMessages.codeReplaced] });

    await earlier(phone, 2);
    const second = (await askCode(identity, phone)).json().data as { challenge_id: string };
    for (let left = 4; left >= 1; left -= 1)
      expect((await checkCode(second.challenge_id, wrong)).json().errors).toEqual({
        code: [identityMessages.codeWrong(left)],
      });
    expect((await checkCode(second.challenge_id, wrong)).json().errors).toEqual({
      code: [identityMessages.tooManyTries],
    });
    await t.app.outbox.runOnce();
    expect(
      (await checkCode(second.challenge_id, codeTextedTo(termii.standIn, phone))).statusCode,
    ).toBe(422);
  });

  it.each([
    ['12345', phoneMessages.invalid],
    ['+44 7911 123456', phoneMessages.invalid],
    ['0603 123 4567', phoneMessages.notMobile],
  ])(
    'a mistyped number (%s) is refused on the field, and nothing is texted',
    async (typed, message) => {
      const response = await askCode(await identityTokenFor(t.app.db, MATRIC), typed);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ phone: [message] });
    },
  );
});

describe.each(databaseTargets())('one graduate asking at once on $name', (target) => {
  const termii = termiiForApp();
  const { t } = staffAppWithMail(target);

  it('texts one graduate no more codes an hour than allowed, however many requests arrive at once', async () => {
    const identity = await identityTokenFor(t.app.db, 'FUTD/12/0003');
    const phones = Array.from({ length: 8 }, (_, i) => `0803 555 03${String(i).padStart(2, '0')}`);
    const answers = await Promise.all(
      phones.map((phone) =>
        t.app.inject({
          method: 'POST',
          url: '/api/identity/phone-codes',
          payload: { identity_token: identity, phone },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    await t.app.outbox.runOnce();
    expect(termii.standIn.messages).toHaveLength(5);
  });
});

describe.each(databaseTargets())('quiet hours on $name', (target) => {
  // The quiet hours are the two hours around now, on the institution's clock.
  const now = new Date();
  const termii = termiiForApp({
    SMS_QUIET_HOURS: `${institutionClock(now, -60)}-${institutionClock(now, 60)}`,
  });
  const { t } = staffAppWithMail(target);

  it('an SMS due in quiet hours arrives after them; the code the applicant waits for goes at once', async () => {
    const phoneToken = await verifiedPhoneToken(t.app, termii.standIn, MATRIC, '0805 555 0303');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: await withIdentity(t.app.db, {
        matric_number: MATRIC,
        email_address: 'night@example.com',
        phone_token: phoneToken,
        copies: [
          {
            purpose: 'Further Studies',
            type: 'undergraduate',
            format: 'soft_copy',
            recipient_email: 'night@example.com',
          },
        ],
      }),
    });
    const { id } = response.json().data as { id: number };
    await t.app.db.transaction().execute((trx) => markApplicationPaid(trx, id, `PAY-${id}`));
    await t.call('PATCH', `/applications/${id}/status`, { status: 'processing' });
    // The first of its texts ("is now Paid"; "is now Processing" follows it).
    const job = () =>
      t.app.db
        .selectFrom('outbox')
        .selectAll()
        .where('kind', '=', 'sms')
        .where('entity_id', '=', String(id))
        .orderBy('id')
        .executeTakeFirstOrThrow();
    const comeDue = () =>
      t.app.db
        .updateTable('outbox')
        .set({ run_at: new Date(0) })
        .where('kind', '=', 'sms')
        .where('entity_id', '=', String(id))
        .execute();
    const end = new Date((await job()).run_at);
    // Queued for the end of the quiet hours (to the minute), not now.
    expect(Math.abs(end.getTime() - (now.getTime() + 60 * 60_000))).toBeLessThan(61_000);
    const texts = () => termii.standIn.messages.filter((m) => m.to === '2348055550303');
    expect(texts()).toHaveLength(1); // the code

    await t.app.outbox.runOnce();
    expect(texts()).toHaveLength(1);
    // Come due early (a clock moved, a staff retry): deferred again, no attempt spent.
    await comeDue();
    await t.app.outbox.runOnce();
    expect(await job()).toMatchObject({ status: 'pending', attempts: 0 });
    expect(new Date((await job()).run_at).getTime()).toBe(end.getTime());
    expect(texts()).toHaveLength(1);

    // When the quiet hours end, the text goes.
    const morning = new OutboxWorker(
      t.app.db,
      createSmsSender(t.app.db, { publicUrl: PUBLIC_URL, config: loadSmsConfig(), now: () => end }),
    );
    await comeDue();
    await morning.runOnce();
    expect(await job()).toMatchObject({ status: 'sent', attempts: 1 });
    expect(
      texts()
        .slice(1)
        .map((m) => /is now (\w+)\./.exec(m.sms)?.[1]),
    ).toEqual(['Paid', 'Processing']);
  });
});
