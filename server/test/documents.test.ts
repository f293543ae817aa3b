import { createHash } from 'node:crypto';
import {
  DOCUMENT_LINK_MESSAGES,
  ZListDocumentLinksResponse,
  ZResendDocumentLinkResponse,
} from '@registrar/shared-api/contracts';
import { markApplicationPaid } from '../src/modules/applications/service';
import { NO_DOCUMENT_MESSAGE } from '../src/modules/documents/links';
import { bearer, signIn, startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';
import { recipientsOf, type SmtpCapture, startSmtpCapture } from './support/smtp-capture';

const PUBLIC_URL = 'https://registry.futd.test';
const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'ascii');

describe.each(databaseTargets())('soft copies by expiring link on $name', (target) => {
  let smtp: SmtpCapture;
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await startTestApp(target, {
      documents: {
        publicUrl: PUBLIC_URL,
        mail: { smtpUrl: smtp.url, from: 'registry@futd.test' },
        outboxIntervalMs: 0,
      },
    });
    admin = await signIn(t.app, t.admin);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(admin), payload });
  const processingSoftApplication = async (matric: string, recipient: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: {
        matric_number: matric,
        email_address: 'applicant@example.test',
        copies: [
          {
            purpose: 'Further Studies',
            type: 'undergraduate',
            format: 'soft_copy',
            recipient_email: recipient,
          },
        ],
      },
    });
    const { id } = response.json().data as { id: number };
    await t.app.db.transaction().execute((trx) => markApplicationPaid(trx, id, `PAY-${id}`));
    expect(
      (await api('PATCH', `/applications/${id}/status`, { status: 'processing' })).statusCode,
    ).toBe(200);
    await t.app.outbox.runOnce();
    return id;
  };
  const linkIn = (text: string) => {
    const match = new RegExp(`${PUBLIC_URL}/api/documents/([A-Za-z0-9_-]+)`).exec(text);
    if (!match) throw new Error(`no link in: ${text}`);
    return match[1]!;
  };
  const download = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/documents/${token}` });

  it('refuses to send soft copies before the transcript is uploaded, changing nothing', async () => {
    const id = await processingSoftApplication('FUTD/11/0002', 'office@uni.example');
    const jobs = (await t.app.db.selectFrom('outbox').select('id').execute()).length;
    const response = await api('PATCH', `/applications/${id}/status`, { status: 'sent' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(NO_DOCUMENT_MESSAGE);
    expect((await t.app.db.selectFrom('outbox').select('id').execute()).length).toBe(jobs);
    expect(await t.app.db.selectFrom('document_links').select('id').execute()).toHaveLength(0);
  });

  it('emails one link when sent; the server enforces downloads, expiry and re-send', async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/graduates/1/copies?title=Official%20transcript&file_name=transcript.pdf',
      headers: { ...bearer(admin), 'content-type': 'application/pdf' },
      payload: pdf,
    });
    expect(upload.statusCode).toBe(200);
    const id = await processingSoftApplication('FUTD/10/0001', 'admissions@uni.example');
    const before = smtp.messages.length;
    expect((await api('PATCH', `/applications/${id}/status`, { status: 'sent' })).statusCode).toBe(
      200,
    );
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 2, retried: 0, failed: 0 });
    const received = (await smtp.waitFor(before + 2)).slice(before);
    const ready = received.find(
      (m) => m.subject === 'Your document is ready: Official transcript',
    )!;
    expect(recipientsOf(ready)).toEqual(['admissions@uni.example']);
    expect(ready.text).toContain('Downloads allowed: 5');
    const token = linkIn(ready.text!);
    expect(received.find((m) => m !== ready)!.subject).toMatch(/: Sent$/);

    // Only the hash is stored; the archived copy and the job's payload do not hold the token.
    const [link] = await t.app.db.selectFrom('document_links').selectAll().execute();
    expect(link!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const job = await t.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('template', '=', 'document_ready')
      .executeTakeFirstOrThrow();
    expect(Buffer.from(job.raw_message!).toString()).not.toContain(token);
    expect(JSON.stringify(job.payload)).not.toContain(token);

    for (let i = 0; i < 5; i += 1) {
      const response = await download(token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="transcript.pdf"');
      expect(response.rawPayload.equals(pdf)).toBe(true);
    }
    const usedUp = await download(token);
    expect(usedUp.statusCode).toBe(410);
    expect(usedUp.json().message).toBe(DOCUMENT_LINK_MESSAGES.used_up);
    expect((await download('x'.repeat(43))).statusCode).toBe(404);

    const links = ZListDocumentLinksResponse.parse(
      (await api('GET', `/applications/${id}/document-links`)).json(),
    );
    expect(links.data).toEqual([
      expect.objectContaining({
        recipient: 'admissions@uni.example',
        document_title: 'Official transcript',
        state: 'used_up',
        download_count: 5,
        max_downloads: 5,
      }),
    ]);

    // Re-send: a new link works, the old one is replaced.
    const copyId = links.data[0]!.copy_id;
    const resent = await api('POST', `/applications/${id}/document-links`, { copy_id: copyId });
    expect(resent.statusCode).toBe(200);
    expect(ZResendDocumentLinkResponse.parse(resent.json()).data.state).toBe('active');
    await t.app.outbox.runOnce();
    const again = (await smtp.waitFor(before + 3))[before + 2]!;
    const fresh = linkIn(again.text!);
    expect(fresh).not.toBe(token);
    expect((await download(fresh)).statusCode).toBe(200);
    expect((await download(token)).json().message).toBe(DOCUMENT_LINK_MESSAGES.replaced);

    await t.app.db
      .updateTable('document_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const expired = await download(fresh);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(DOCUMENT_LINK_MESSAGES.expired);

    expect(
      (await api('POST', `/applications/${id}/document-links`, { copy_id: 999999 })).json().errors,
    ).toEqual({ copy_id: ['Please choose a soft copy of this application'] });
  });
});
