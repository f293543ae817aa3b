import { Writable } from 'node:stream';
import { REDACTED, productionLoggerOptions, redactUrl } from '../src/lib/log-options';
import { markApplicationPaid } from '../src/modules/applications/service';
import { bearer, signIn, startTestApp, type TestApp } from './support/app';
import { oneDatabaseTarget } from './support/databases';
import { withIdentity } from './support/identity';
import {
  initialize,
  softCopyApplication,
  submitApplication,
  useLocalPayments,
} from './support/payments-fixtures';
import { transcriptPdf } from './support/pdf-fixtures';
import { type SmtpCapture, startSmtpCapture } from './support/smtp-capture';
import { graduateByMatric } from './support/rows';

/**
 * ASVS V16.2.5: URLs that carry a secret are logged without it. The app runs with the
 * production logger options (server.ts) at trace level; a real soft-copy link, its verification
 * code, a checkout link and payment reference, and a track with the applicant's email go through
 * it; no log line holds any of them.
 */

const PUBLIC_URL = 'https://registry.futd.test';
const APPLICANT_EMAIL = 'ngozi.eze@example.org';

describe('redactUrl', () => {
  it.each([
    ['/api/documents/abc_DEF-123', `/api/documents/${REDACTED}`],
    ['/api/documents/abc?download=1', `/api/documents/${REDACTED}?download=1`],
    ['//api//documents/abc', `//api//documents/${REDACTED}`],
    ['/API/Documents/abc', `/API/Documents/${REDACTED}`],
    ['/api/%64ocuments/abc', `/api/documents/${REDACTED}`],
    ['/api/docu%6dents/abc%ZZ/credential', `/api/documents/${REDACTED}/credential`],
    ['/api/documents/AbCd%2FEfGh%3Fx%23y/about', `/api/documents/${REDACTED}/about`],
    ['/api/verify/%E2%80%AEcode%0A', `/api/verify/${REDACTED}`],
    ['/checkout/local/RGR-1234', `/checkout/local/${REDACTED}`],
    ['/api/payments/reference/RGR-1/receipt', `/api/payments/reference/${REDACTED}/receipt`],
    ['/api/verify/ABCD-EFGH', `/api/verify/${REDACTED}`],
    ['/verify/ABCD-EFGH', `/verify/${REDACTED}`],
    [
      '/callback/paystack?trxref=T1&reference=R1&lang=en',
      `/callback/paystack?trxref=${REDACTED}&reference=${REDACTED}&lang=en`,
    ],
    [
      '/api/applications/track/AAAA?email=a%40b.example',
      `/api/applications/track/AAAA?email=${REDACTED}`,
    ],
    ['/x?%65mail=a%40b.example&EMAIL=c', `/x?%65mail=${REDACTED}&EMAIL=${REDACTED}`],
    ['/api/applications?page=2&search=okafor', '/api/applications?page=2&search=okafor'],
    ['/api/applications/12/document-links', '/api/applications/12/document-links'],
    ['/api/payments/reference/RGR-1/verify', `/api/payments/reference/${REDACTED}/verify`],
    ['/verify', '/verify'],
  ])('%s → %s', (url, expected) => expect(redactUrl(url)).toBe(expected));
});

describe.each(oneDatabaseTarget())('log lines on $name', (target) => {
  let smtp: SmtpCapture;
  let t: TestApp;
  let admin: string;
  let output = '';
  useLocalPayments();
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    t = await startTestApp(target, {
      logger: { ...productionLoggerOptions('trace'), stream },
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

  const api = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(admin), payload });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  /** A soft copy sent through the real flow; the token comes from the email, as a recipient's. */
  async function sentDocumentLink(): Promise<string> {
    const graduate = await graduateByMatric(t.app.db, 'FUTD/11/0002');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/graduates/${graduate.id}/copies?title=Official%20transcript&file_name=transcript.pdf`,
      headers: { ...bearer(admin), 'content-type': 'application/pdf' },
      payload: await transcriptPdf([{}]),
    });
    expect(uploaded.statusCode).toBe(200);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: await withIdentity(t.app.db, softCopyApplication(APPLICANT_EMAIL, 'FUTD/11/0002')),
    });
    const { id } = submitted.json().data as { id: number };
    await t.app.db.transaction().execute((trx) => markApplicationPaid(trx, id, `PAY-${id}`));
    for (const status of ['processing', 'sent'])
      expect((await api('PATCH', `/applications/${id}/status`, { status })).statusCode).toBe(200);
    const before = smtp.messages.length;
    const { sent } = await t.app.outbox.runOnce();
    const received = await smtp.waitFor(before + sent);
    const ready = received.find((m) => m.subject?.startsWith('Your document is ready'));
    const match = new RegExp(`${PUBLIC_URL}/documents/([A-Za-z0-9_-]+)`).exec(ready!.text!);
    return match![1]!;
  }

  it('never hold a download token, verification code, payment reference or applicant email', async () => {
    const token = await sentDocumentLink();
    const download = await get(`/api/documents/${token}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    // Refused and odd forms of the link are logged too.
    expect((await get(`/api/documents/${token}x`)).statusCode).toBe(404);
    await get(`//api/documents/${token}`);

    const verificationUrl = String(download.headers['x-verification-url']);
    const code = verificationUrl.slice(`${PUBLIC_URL}/verify/`.length);
    expect(code).toMatch(/^[0-9A-Z]{16}$/);
    expect((await get(`/api/verify/${code}`)).statusCode).toBe(200);
    await get(`/verify/${code}`);

    const application = await submitApplication(t, APPLICANT_EMAIL);
    const initialized = await initialize(t, {
      kind: 'application',
      tracking_id: application.tracking_id,
    });
    const { reference, checkout_url: checkoutUrl } = initialized.json().data as {
      reference: string;
      checkout_url: string;
    };
    expect(checkoutUrl).toContain(`/checkout/local/${reference}`);
    expect((await get(new URL(checkoutUrl).pathname)).statusCode).toBe(200);
    expect((await get(`/api/payments/reference/${reference}`)).statusCode).toBe(200);
    await get(`/callback/paystack?trxref=${reference}&reference=${reference}`);

    const tracked = await get(
      `/api/applications/track/${application.tracking_id}?email=${encodeURIComponent(APPLICANT_EMAIL)}`,
    );
    expect(tracked.json().data.redacted).toBe(false);

    const lines = output.trim().split('\n');
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url);
    // The capture works: these requests were logged, each with its URL redacted.
    expect(urls).toEqual(
      expect.arrayContaining([
        `/api/documents/${REDACTED}`,
        `//api/documents/${REDACTED}`,
        `/api/verify/${REDACTED}`,
        `/verify/${REDACTED}`,
        `/checkout/local/${REDACTED}`,
        `/api/payments/reference/${REDACTED}`,
        `/callback/paystack?trxref=${REDACTED}&reference=${REDACTED}`,
        `/api/applications/track/${application.tracking_id}?email=${REDACTED}`,
      ]),
    );
    const secrets = {
      token,
      code,
      groupedCode: code.replace(/(.{4})(?=.)/g, '$1-'),
      reference,
      email: APPLICANT_EMAIL,
      encodedEmail: encodeURIComponent(APPLICANT_EMAIL),
    };
    const leaks = lines.flatMap((line, index) =>
      Object.entries(secrets)
        .filter(([, secret]) => line.includes(secret))
        .map(([name]) => `line ${index + 1} holds the ${name}: ${line}`),
    );
    expect(leaks).toEqual([]);
  });
});
