import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { institutionP12 } from './support/institution-p12';
import { logCapture } from './support/log-capture';
import { databaseTargets, oneDatabaseTarget } from './support/databases';
import { bearer, signIn, startTestApp } from './support/app';
import { staffApp } from './support/staff-app';
import {
  initialize,
  settleLocally,
  submitApplication,
  useLocalPayments,
} from './support/payments-fixtures';
import { signatureOf } from './support/pdf-timestamp';
import { pdfsig } from './support/pdfsig';
import { startTsaStandIn } from './support/tsa-stand-in';
import { graduateByMatric } from './support/rows';

/**
 * A receiving university opens a certificate or a payment receipt offline and its reader says:
 * signed by the institution (the certificate the registry installed), and unchanged.
 * (Transcript downloads: documents.test.ts.)
 */
const INSTITUTION = 'Federal University of Technology, Demo Registry';

describe.each(databaseTargets())("PDFs signed with the institution's key on $name", (target) => {
  const p12 = institutionP12(INSTITUTION, 'installed-password');
  afterAll(() => p12.remove());
  useLocalPayments();
  const t = staffApp(target, [], {
    signing: { p12Path: p12.file, p12Password: 'installed-password' },
  });

  const signedByInstitution = async (pdf: Buffer) =>
    expect((await pdfsig(pdf)).signatures).toEqual([
      {
        signerName: INSTITUTION,
        subFilter: 'ETSI.CAdES.detached',
        validation: 'Signature is Valid.',
        coversWholeFile: true,
      },
    ]);

  it('signs a graduate certificate', async () => {
    const graduate = await graduateByMatric(t.app.db, 'FUTD/10/0001');
    const issued = await t.call('POST', `/graduates/${graduate.id}/certificates`, {
      template_id: 1,
    });
    expect(issued.statusCode).toBe(200);
    const pdf = await t.call('GET', `/graduate-certificates/${issued.json().data.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    await signedByInstitution(pdf.rawPayload);
  });

  it('signs a payment receipt', async () => {
    const application = await submitApplication(t, 'payer@example.com');
    const payment = (
      await initialize(t, { kind: 'application', tracking_id: application.tracking_id })
    ).json().data;
    await settleLocally(t, payment, 'success');
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/payments/reference/${payment.reference}/receipt?email=payer%40example.com`,
    });
    expect(receipt.statusCode).toBe(200);
    await signedByInstitution(receipt.rawPayload);
  });
});

describe.each(oneDatabaseTarget())('the development signing key on $name', (target) => {
  it('is created on first start and named in the log, and the log says so again at each start', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'registrar-signing-data-'));
    const developmentFile = path.join(dataDir, 'signing-development.p12');
    const startLogging = async () => {
      const log = logCapture();
      const app = await startTestApp(target, {
        signing: { developmentFile },
        logger: { level: 'warn', stream: log.stream },
      });
      await app.close();
      return log.text();
    };
    try {
      const first = await startLogging();
      expect(first).toContain('created a development signing key');
      expect(first).toContain('no verifier trusts it');
      const second = await startLogging();
      expect(second).not.toContain('created a development signing key');
      expect(second).toContain('development signing key, which no verifier trusts');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(oneDatabaseTarget())('timestamps from SIGNING_TSA_URL on $name', (target) => {
  it("adds the authority's time to each issued PDF, and still issues it, signed, while the authority is down", async () => {
    const tsa = await startTsaStandIn();
    const log = logCapture();
    const t = await startTestApp(target, {
      signing: { tsaUrl: tsa.url },
      logger: { level: 'warn', stream: log.stream },
    });
    try {
      const headers = bearer(await signIn(t.app, t.admin));
      const issued = await t.app.inject({
        method: 'POST',
        url: '/api/graduates/1/certificates',
        headers,
        payload: { template_id: 1 },
      });
      const pdfUrl = `/api/graduate-certificates/${issued.json().data.id}/pdf`;
      const stamped = await t.app.inject({ method: 'GET', url: pdfUrl, headers });
      expect((await pdfsig(stamped.rawPayload)).signatures[0]?.validation).toBe(
        'Signature is Valid.',
      );
      expect(tsa.answered).toBe(1);
      expect(signatureOf(stamped.rawPayload).token).toBeDefined();

      await tsa.close();
      const unstamped = await t.app.inject({ method: 'GET', url: pdfUrl, headers });
      expect(unstamped.statusCode).toBe(200);
      expect((await pdfsig(unstamped.rawPayload)).signatures[0]?.validation).toBe(
        'Signature is Valid.',
      );
      expect(signatureOf(unstamped.rawPayload).token).toBeUndefined();
      expect(log.text()).toContain('No timestamp from SIGNING_TSA_URL');
    } finally {
      await t.close();
    }
  });
});
