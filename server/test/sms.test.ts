import { ZListMailResponse } from '@registrar/shared-api/contracts';
import { type Kysely, sql } from 'kysely';
import * as smsMigration from '../migrations/0035_sms';
import { markApplicationPaid } from '../src/modules/applications/service';
import { markCertificateApplicationPaid } from '../src/modules/certificate-applications/status-service';
import { PUBLIC_URL, staffAppWithMail } from './mail-app';
import { domesticDelivery } from './support/delivery';
import { identityTokenFor, withIdentity } from './support/identity';
import { databaseTargets } from './support/databases';
import { transcriptPdf } from './support/pdf-fixtures';
import { softCopyApplication } from './support/payments-fixtures';
import { graduateByMatric } from './support/rows';
import { termiiForApp, verifiedPhoneToken } from './support/sms';

const MATRIC = 'FUTD/10/0001';
const EMAIL = 'sms.applicant@example.com';
const PHONE = '0803 555 0101';
const E164 = '+2348035550101';

/**
 * SMS updates as an applicant and the registry meet them: a phone proven by a texted code hears
 * of every status change, hold and document ready of the request, by the gateway's documented
 * API (a local stand-in of Termii); the texts say nothing a stranger holding the phone could use;
 * an outage delays a text but neither loses nor repeats it; staff see each text as sent.
 */
describe.each(databaseTargets())('SMS updates on $name', (target) => {
  const termii = termiiForApp();
  const { t } = staffAppWithMail(target, { worker: { backoffBaseMs: 1, backoffMaxMs: 1 } });
  let phoneToken: string;
  beforeAll(async () => {
    phoneToken = await verifiedPhoneToken(t.app, termii.standIn, MATRIC, PHONE);
  });

  const textsTo = (e164: string) =>
    termii.standIn.messages.filter((m) => `+${m.to}` === e164).map((m) => m.sms);
  const submit = async (fields: Record<string, unknown> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: await withIdentity(t.app.db, {
        ...softCopyApplication(EMAIL, MATRIC, EMAIL),
        ...fields,
      }),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: number; tracking_id: string };
  };
  const processing = async (fields: Record<string, unknown> = {}) => {
    const application = await submit(fields);
    await t.app.db
      .transaction()
      .execute((trx) => markApplicationPaid(trx, application.id, `PAY-${application.id}`));
    const moved = await t.call('PATCH', `/applications/${application.id}/status`, {
      status: 'processing',
    });
    expect(moved.statusCode).toBe(200);
    return application;
  };
  const smsJobsOf = (id: number) =>
    t.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'sms')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
  const track = (trackingId: string) => `${PUBLIC_URL}/track?reference=${trackingId}`;

  it('an applicant with a verified phone learns of each status change and of a hold by SMS', async () => {
    const institution = await t.app.inject({ method: 'GET', url: '/api/institution' });
    expect(institution.json().data.sms).toEqual({ enabled: true });
    const codeText = textsTo(E164)[0];
    expect(codeText).toMatch(
      /^\d{6} is your FUTD code for SMS updates\. It expires in 10 minutes\. Do not share it\.$/,
    );
    const { id, tracking_id: trackingId } = await processing({
      phone_number: PHONE,
      phone_token: phoneToken,
    });
    const stored = await t.app.db
      .selectFrom('applications')
      .select(['phone', 'phone_verified_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.phone).toBe(E164);
    expect(stored.phone_verified_at).not.toBeNull();

    const before = textsTo(E164).length;
    await t.app.outbox.runOnce();
    expect(textsTo(E164).slice(before)).toEqual([
      `FUTD: your request ${trackingId} is now Paid. Details: ${track(trackingId)}`,
      `FUTD: your request ${trackingId} is now Processing. Details: ${track(trackingId)}`,
    ]);

    const reasons = (await t.call('GET', '/hold-reasons')).json().data as {
      id: number;
      name: string;
    }[];
    const fees = reasons.find((reason) => reason.name === 'Fees owed to the institution')!;
    expect(
      (
        await t.call('PATCH', `/applications/${id}/status`, {
          status: 'on_hold',
          hold_reason_id: fees.id,
        })
      ).statusCode,
    ).toBe(200);
    await t.app.outbox.runOnce();
    const held = textsTo(E164).at(-1)!;
    expect(held).toBe(
      `FUTD: request ${trackingId} is on hold until you reply to the registry. See why on the track page: ${track(trackingId)}`,
    );
    // Nothing personal: not why it is held, not the graduate's names, not the matric number.
    const graduate = await graduateByMatric(t.app.db, MATRIC);
    for (const text of textsTo(E164)) {
      expect(text).not.toContain('Fees owed');
      expect(text).not.toContain(graduate.surname);
      expect(text).not.toContain(graduate.first_name);
      expect(text).not.toContain(MATRIC);
      expect(text.length).toBeLessThanOrEqual(160);
    }

    // Staff see the texts in the outbox list, as sent, with the gateway's message id kept.
    const list = ZListMailResponse.parse((await t.call('GET', '/mail?kind=sms&per_page=50')).json())
      .data.data;
    const mine = list.filter((m) => m.entity_id === String(id));
    expect(mine.map((m) => [m.kind, m.to, m.status, m.transport])).toEqual([
      ['sms', E164, 'sent', 'termii'],
      ['sms', E164, 'sent', 'termii'],
      ['sms', E164, 'sent', 'termii'],
    ]);
    expect(mine[0]!.text).toBe(held);
    const ids = (await smsJobsOf(id)).map((job) => job.message_id);
    expect(ids).toEqual(termii.standIn.messages.slice(-3).map((message) => message.message_id));
    // The code's text is kept without the code.
    const codeJob = list.find((m) => m.template === 'sms_phone_code')!;
    expect(codeJob.text).toBe(
      '[code] is your FUTD code for SMS updates. It expires in 10 minutes. Do not share it.',
    );
  });

  it('a certificate application with a verified phone is texted its status changes', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/certificate-applications',
      payload: await withIdentity(t.app.db, {
        matric_number: MATRIC,
        email_address: EMAIL,
        phone_token: phoneToken,
        kind: 'certificate',
        recipient_name: 'Tolu Adeyemi',
        recipient_address: '12 Marina, Lagos',
        ...(await domesticDelivery(t.app.db)),
      }),
    });
    expect(response.statusCode).toBe(200);
    const { id, tracking_id: trackingId } = response.json().data as {
      id: number;
      tracking_id: string;
    };
    await t.app.db
      .transaction()
      .execute((trx) => markCertificateApplicationPaid(trx, id, `PAY-C-${id}`));
    const moved = await t.call('PATCH', `/certificate-applications/${id}/status`, {
      status: 'processing',
    });
    expect(moved.statusCode).toBe(200);
    await t.app.outbox.runOnce();
    expect(textsTo(E164).at(-1)).toBe(
      `FUTD: your request ${trackingId} is now Processing. Details: ${track(trackingId)}`,
    );
  });

  it('a document ready for the applicant is texted, without its link', async () => {
    const graduate = await graduateByMatric(t.app.db, MATRIC);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/graduates/${graduate.id}/copies?title=Official%20transcript&file_name=t.pdf`,
      headers: { authorization: `Bearer ${t.as.admin}`, 'content-type': 'application/pdf' },
      payload: await transcriptPdf(),
    });
    expect(uploaded.statusCode).toBe(200);
    const { id, tracking_id: trackingId } = await processing({ phone_token: phoneToken });
    expect(
      (await t.call('PATCH', `/applications/${id}/status`, { status: 'sent' })).statusCode,
    ).toBe(200);
    const before = textsTo(E164).length;
    await t.app.outbox.runOnce();
    const texts = textsTo(E164).slice(before);
    expect(texts).toContain(
      `FUTD: a document for your request ${trackingId} is ready. The download link is in your email. ${track(trackingId)}`,
    );
    for (const text of texts) expect(text).not.toContain('/documents/');
  });

  it('a phone typed but not verified is never texted', async () => {
    const { id } = await processing({ phone_number: '0803 555 0199' });
    await t.app.outbox.runOnce();
    expect(await smsJobsOf(id)).toEqual([]);
    expect(textsTo('+2348035550199')).toEqual([]);
  });

  it("a phone proof serves only its graduate's applications", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: await withIdentity(t.app.db, {
        matric_number: 'FUTD/12/0003',
        email_address: 'other@example.com',
        phone_token: phoneToken,
        copies: [
          {
            purpose: 'Further Studies',
            type: 'undergraduate',
            format: 'soft_copy',
            recipient_email: 'x@uni.example',
          },
        ],
      }),
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors as object)).toEqual(['phone_token']);
  });

  it('a gateway outage delays, never loses, and never duplicates the SMS', async () => {
    const { id } = await submit({ phone_token: phoneToken });
    await t.app.outbox.runOnce();
    termii.standIn.faults.push(
      { mode: 'unavailable' },
      { mode: 'rate-limited' },
      { mode: 'timeout', delayMs: 5000 },
    );
    const before = termii.standIn.messages.length;
    // Payment confirmed: one text, "is now Paid".
    await t.app.db.transaction().execute((trx) => markApplicationPaid(trx, id, `PAY-${id}`));
    await t.app.outbox.runOnce();
    const [job] = await smsJobsOf(id);
    expect(job).toMatchObject({ status: 'sent', attempts: 4 });
    const arrived = termii.standIn.messages.slice(before);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.message_id).toBe(job!.message_id);
  });

  it('a lost answer is asked again: delivery is at least once', async () => {
    const { id } = await submit({ phone_token: phoneToken });
    await t.app.outbox.runOnce();
    termii.standIn.faults.push({ mode: 'lost-answer' });
    const before = termii.standIn.messages.length;
    // Payment confirmed: one text, "is now Paid".
    await t.app.db.transaction().execute((trx) => markApplicationPaid(trx, id, `PAY-${id}`));
    await t.app.outbox.runOnce();
    const [job] = await smsJobsOf(id);
    expect(job).toMatchObject({ status: 'sent', attempts: 2 });
    // Termii takes no idempotency key: the text whose answer was lost arrives twice.
    const arrived = termii.standIn.messages.slice(before).map((m) => m.sms);
    expect(arrived).toHaveLength(2);
    expect(arrived[0]).toBe(arrived[1]);
  });

  it('a number the gateway refuses fails at once, for staff to see and send again', async () => {
    const { id } = await submit({ phone_token: phoneToken });
    await t.app.outbox.runOnce();
    termii.standIn.faults.push({ mode: 'invalid-number' });
    // Payment confirmed: one text, "is now Paid".
    await t.app.db.transaction().execute((trx) => markApplicationPaid(trx, id, `PAY-${id}`));
    await t.app.outbox.runOnce();
    const [job] = await smsJobsOf(id);
    expect(job).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'Termii refused the message (400): Invalid phone number',
    });
    const failed = ZListMailResponse.parse(
      (await t.call('GET', '/mail?kind=sms&status=failed')).json(),
    ).data.data;
    expect(failed.map((m) => m.id)).toContain(job!.id);
    expect((await t.call('POST', `/mail/${job!.id}/retry`)).statusCode).toBe(200);
    await t.app.outbox.runOnce();
    expect((await smsJobsOf(id))[0]).toMatchObject({ status: 'sent' });
  });
});

describe.each(databaseTargets())('SMS turned off on $name', (target) => {
  termiiForApp({ SMS_PROVIDER: 'off' });
  const { t } = staffAppWithMail(target);

  it('no phone can be verified and nothing is queued, even for a phone verified before', async () => {
    // The portal is told, so it offers no phone field at all.
    const institution = await t.app.inject({ method: 'GET', url: '/api/institution' });
    expect(institution.json().data.sms).toEqual({ enabled: false });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/identity/phone-codes',
      payload: { identity_token: await identityTokenFor(t.app.db, MATRIC), phone: PHONE },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'sms_off' });

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: await withIdentity(t.app.db, softCopyApplication(EMAIL, MATRIC, EMAIL)),
    });
    const { id } = response.json().data as { id: number };
    await t.app.db
      .updateTable('applications')
      .set({ phone: E164, phone_verified_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    await t.app.db.transaction().execute((trx) => markApplicationPaid(trx, id, `PAY-${id}`));
    await t.call('PATCH', `/applications/${id}/status`, { status: 'processing' });
    const jobs = await t.app.db
      .selectFrom('outbox')
      .select('id')
      .where('kind', '=', 'sms')
      .execute();
    expect(jobs).toEqual([]);
  });

  it('its migration undoes and redoes cleanly', async () => {
    const db = t.app.db as unknown as Kysely<unknown>;
    await smsMigration.down(db);
    await smsMigration.up(db);
    expect(await t.app.db.selectFrom('phone_proofs').select('id').execute()).toEqual([]);
  });
});
