import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ZListMailResponse, ZRetryMailResponse } from '@registrar/shared-api/contracts';
import { markApplicationPaid } from '../src/modules/applications/service';
import { EMAIL_NOT_SENT } from '../src/modules/mail/sender';
import { addStaffAndSignIn, bearer, startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';
import { withIdentity } from './support/identity';
import { flat, readPdf } from './support/pdf-text';
import { recipientsOf } from './support/smtp-capture';
import { PUBLIC_URL, staffAppWithMail } from './mail-app';
import { softCopyApplication } from './support/payments-fixtures';

describe.each(databaseTargets())('emails through the outbox on $name', (target) => {
  const { t, smtp } = staffAppWithMail(target, {
    from: 'FUTD Registry <registry@futd.test>',
    worker: { backoffBaseMs: 60_000 },
  });

  const submit = async (email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: await withIdentity(t.app.db, softCopyApplication(email)),
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { id: number; tracking_id: string; total: number } }).data;
  };
  const api = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
    token = t.as.admin,
  ) => t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
  const outbox = () => t.app.db.selectFrom('outbox').selectAll().orderBy('id').execute();

  it('tells the applicant at submission, payment, each status change and a registry message', async () => {
    const before = smtp.messages.length;
    const app = await submit('ada.obi@example.test');
    // Queued in the submission's transaction, sent only when the worker runs.
    expect(smtp.messages.length).toBe(before);
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [submitted] = (await smtp.waitFor(before + 1)).slice(before);
    expect(recipientsOf(submitted!)).toEqual(['ada.obi@example.test']);
    expect(submitted!.from?.text).toContain('registry@futd.test');
    expect(submitted!.subject).toBe(`Transcript application ${app.tracking_id} received`);
    expect(submitted!.text).toContain(`Reference number: ${app.tracking_id}`);
    expect(submitted!.text).toContain('What happens next');
    expect(submitted!.text).toContain(`${PUBLIC_URL}/track?reference=${app.tracking_id}`);
    // HTML part in the institution's name and colours (seeded FUTD, #0b5394 / #f1c232).
    expect(submitted!.html).toContain('Federal University');
    expect(submitted!.html).toContain('#0b5394');
    expect(submitted!.html).toContain('#f1c232');

    // What the payments module does once a payment is confirmed: the paid payment and the
    // status change in one transaction (the email attaches that payment's receipt).
    await t.app.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('payments')
        .values({
          provider: 'local',
          reference: 'PSK-REF-1',
          application_id: app.id,
          amount: app.total,
          status: 'paid',
          paid_at: new Date(),
          payer_name: 'Ada Obi',
          payer_email: 'ada.obi@example.test',
        })
        .execute();
      await markApplicationPaid(trx, app.id, 'PSK-REF-1');
    });
    expect(
      (await api('PATCH', `/applications/${app.id}/status`, { status: 'processing' })).statusCode,
    ).toBe(200);
    expect(
      (
        await api('POST', `/applications/${app.id}/messages`, {
          body: 'Please confirm your graduation year.',
        })
      ).statusCode,
    ).toBe(200);
    // A refused change (processing → delivered) queues nothing: it rolled back.
    expect(
      (await api('PATCH', `/applications/${app.id}/status`, { status: 'delivered' })).statusCode,
    ).toBe(409);

    expect(await t.app.outbox.runOnce()).toEqual({ sent: 3, retried: 0, failed: 0 });
    const [paid, processing, message] = (await smtp.waitFor(before + 4)).slice(before + 1);
    expect(paid!.subject).toBe(`Payment received for ${app.tracking_id}`);
    expect(paid!.text).toContain('Payment reference: PSK-REF-1');
    expect(paid!.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['receipt-PSK-REF-1.pdf', 'application/pdf'],
    ]);
    const receipt = flat((await readPdf(paid!.attachments[0]!.content)).text);
    expect(receipt).toContain('PSK-REF-1');
    // The time paid is the registry's, and says so.
    expect(receipt).toMatch(/\d{1,2}:\d{2} WAT/);
    expect(processing!.subject).toBe(`${app.tracking_id}: Processing`);
    expect(processing!.text).toContain('The registry is preparing your transcript.');
    expect(message!.subject).toBe(`New message about ${app.tracking_id}`);
    expect(message!.text).toContain('Please confirm your graduation year.');
    expect(message!.text).toContain(`${PUBLIC_URL}/track/${app.tracking_id}/messages`);
    for (const mail of [paid, processing, message]) {
      expect(recipientsOf(mail!)).toEqual(['ada.obi@example.test']);
    }
  });

  it('a certificate application is acknowledged and each of its status changes announced', async () => {
    const before = smtp.messages.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/certificate-applications',
      payload: await withIdentity(t.app.db, {
        matric_number: 'FUTD/10/0001',
        email_address: 'cert.holder@example.test',
        kind: 'certificate',
        recipient_name: 'Cert Holder',
        recipient_address: '2 Campus Way',
        region_id: 1,
        courier_id: 1,
      }),
    });
    expect(response.json()).toMatchObject({ status: 'success' });
    const { id, tracking_id: ref } = response.json().data as { id: number; tracking_id: string };
    await t.app.outbox.runOnce();
    const [received] = (await smtp.waitFor(before + 1)).slice(before);
    expect(recipientsOf(received!)).toEqual(['cert.holder@example.test']);
    expect(received!.subject).toBe(`Certificate application ${ref} received`);
    expect(
      (await api('PATCH', `/certificate-applications/${id}/status`, { status: 'cancelled' }))
        .statusCode,
    ).toBe(200);
    await t.app.outbox.runOnce();
    const [cancelled] = (await smtp.waitFor(before + 2)).slice(before + 1);
    expect(cancelled!.subject).toBe(`${ref}: Cancelled`);
  });

  it('a recipient the SMTP server refuses for good fails at once with the email-not-sent text', async () => {
    await submit('reject.me@example.test');
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const job = (await outbox()).at(-1)!;
    expect(job).toMatchObject({ status: 'failed', attempts: 1, last_error: EMAIL_NOT_SENT });

    const list = ZListMailResponse.parse((await api('GET', '/mail?status=failed')).json());
    expect(list.data.data[0]).toMatchObject({
      id: job.id,
      to: 'reject.me@example.test',
      status: 'failed',
      attempts: 1,
      error: EMAIL_NOT_SENT,
    });
  });

  it('a temporary refusal is retried later; staff can queue a failed email again', async () => {
    await submit('later.please@example.test');
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    let job = (await outbox()).at(-1)!;
    expect(job.status).toBe('pending');
    expect(job.last_error).toContain('451');
    expect(new Date(job.run_at).getTime()).toBeGreaterThan(Date.now() + 50_000);

    await t.app.db
      .updateTable('outbox')
      .set({ status: 'failed' })
      .where('id', '=', job.id)
      .execute();
    const retried = await api('POST', `/mail/${job.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(ZRetryMailResponse.parse(retried.json()).data).toMatchObject({
      status: 'pending',
      attempts: 0,
    });
    job = (await outbox()).at(-1)!;
    expect(job).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await api('POST', `/mail/${job.id}/retry`)).statusCode).toBe(409);
  });

  it('lists mail for registry staff with the .eml as sent; bursary may not read it', async () => {
    const list = ZListMailResponse.parse((await api('GET', '/mail?per_page=100')).json());
    const sent = list.data.data.find((m) => m.status === 'sent')!;
    expect(sent).toMatchObject({ transport: 'smtp', attempts: 1, error: null });
    const eml = await api('GET', `/mail/${sent.id}/eml`);
    expect(eml.statusCode).toBe(200);
    expect(eml.headers['content-type']).toBe('message/rfc822');
    expect(eml.headers['content-disposition']).toBe(`attachment; filename="email-${sent.id}.eml"`);
    expect(eml.body).toContain(`Subject: ${sent.subject}`);
    const failed = list.data.data.find((m) => m.status === 'failed')!;
    expect((await api('GET', `/mail/${failed.id}/eml`)).statusCode).toBe(404);

    const bursary = await addStaffAndSignIn(t, {
      name: 'Bursar',
      username: 'bursar-mail',
      email: 'bursar-mail@x.test',
      role: 'bursary',
    });
    expect((await api('GET', '/mail', undefined, bursary)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/mail' })).statusCode).toBe(401);
  });
});

describe('without SMTP_URL, emails are .eml files under DATA_DIR/mail', () => {
  const [target] = databaseTargets();
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = path.join(mkdtempSync(path.join(tmpdir(), 'registrar-mail-')), 'mail');
    t = await startTestApp(target!, {
      documents: {
        publicUrl: PUBLIC_URL,
        mail: { from: 'FUTD Registry <registry@futd.test>', dir },
        outboxIntervalMs: 0,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it('writes the message as a file and keeps the same bytes for the admin list', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: await withIdentity(t.app.db, softCopyApplication('file.mail@example.test')),
    });
    expect(response.statusCode).toBe(200);
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: file.mail@example.test');
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    const row = await t.app.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.transport).toBe('file');
    expect(Buffer.from(row.raw_message!).toString('utf8')).toBe(eml);
  });
});
