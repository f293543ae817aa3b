import {
  DOCUMENT_REVOKED,
  NOT_YOUR_COPY,
  ZListDocumentLinksResponse,
  ZListHolderDocumentsResponse,
} from '@registrar/shared-api/contracts';
import { shippedContexts } from '../src/modules/credentials/contexts';
import { PUBLIC_URL, staffAppWithMail } from './mail-app';
import { databaseTargets } from './support/databases';
import { identityTokenFor } from './support/identity';
import { transcriptPdf } from './support/pdf-fixtures';
import { pdfsig } from './support/pdfsig';
import { softCopySteps } from './support/soft-copies';
import { independentVerifier } from './support/vc-verifier';

/**
 * A graduate whose soft copies were sent gets their own copy, signed PDF and credential, from the
 * track page once they prove who they are; a tracking id alone, another graduate's proof, or a
 * copy addressed to someone else gets nothing.
 */
describe.each(databaseTargets())('the graduate’s own documents on $name', (target) => {
  const { t, smtp } = staffAppWithMail(target);
  const steps = softCopySteps(t, smtp);
  const verifier = independentVerifier(() => t.app, PUBLIC_URL, shippedContexts(PUBLIC_URL));
  const MATRIC = 'FUTD/10/0001';
  let reference: string;
  let applicationId: number;
  let token: string;
  beforeAll(async () => {
    await steps.upload(MATRIC, await transcriptPdf());
    // Copy 1 to the applicant (the submission's email), copy 2 to an institution.
    applicationId = await steps.processingSoftApplication(
      MATRIC,
      'applicant@example.test',
      'admissions@uni.example',
    );
    expect((await steps.send(applicationId)).statusCode).toBe(200);
    reference = (
      await t.app.db
        .selectFrom('applications')
        .select('tracking_id')
        .where('id', '=', applicationId)
        .executeTakeFirstOrThrow()
    ).tracking_id;
    token = await identityTokenFor(t.app.db, MATRIC);
  });
  const list = (identity_token: string, ref = reference) =>
    t.app.inject({
      method: 'POST',
      url: `/api/applications/track/${ref}/documents`,
      payload: { identity_token },
    });
  const fetchFile = (copy: number, file: string, identity_token = token) =>
    t.app.inject({
      method: 'POST',
      url: `/api/applications/track/${reference}/documents/${copy}/${file}`,
      payload: { identity_token },
    });

  it('lists both copies for the proven graduate, saying which one is theirs', async () => {
    const response = await list(token);
    expect(response.statusCode).toBe(200);
    expect(ZListHolderDocumentsResponse.parse(response.json()).data).toEqual([
      expect.objectContaining({
        copy: 1,
        recipient_email: 'applicant@example.test',
        status: 'valid',
        is_for_applicant: true,
      }),
      expect.objectContaining({
        copy: 2,
        recipient_email: 'admissions@uni.example',
        is_for_applicant: false,
      }),
    ]);
  });

  it('refuses a made-up token, another graduate’s proof, and an unknown reference', async () => {
    const other = await identityTokenFor(t.app.db, 'FUTD/11/0002');
    for (const identity_token of ['x'.repeat(43), other]) {
      const response = await list(identity_token);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('admissions@uni.example');
      expect((await fetchFile(1, 'pdf', identity_token)).statusCode).toBe(403);
    }
    expect((await list(token, 'ZZZZ-ZZZZ-ZZZZ')).statusCode).toBe(404);
  });

  it('delivers the applicant’s copy as a signed PDF and a credential anyone can verify', async () => {
    const pdf = await fetchFile(1, 'pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { signatures } = await pdfsig(pdf.rawPayload);
    expect(signatures).toEqual([
      expect.objectContaining({
        validation: 'Signature is Valid.',
        coversWholeFile: true,
      }),
    ]);
    const credential = await fetchFile(1, 'credential');
    expect(credential.statusCode).toBe(200);
    expect(credential.headers['content-type']).toBe('application/vc');
    const envelope = JSON.parse(credential.body) as { id: string };
    await verifier.verify(envelope.id.slice('data:application/vc+jwt,'.length));
    const audited = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'document.downloaded_by_graduate')
      .execute();
    expect(audited).toHaveLength(2);
    // The recipients' links are untouched: nothing was counted on them.
    const links = ZListDocumentLinksResponse.parse(
      (await t.call('GET', `/applications/${applicationId}/document-links`)).json(),
    ).data;
    expect(links.map((link) => link.download_count)).toEqual([0, 0]);
  });

  it('keeps a copy addressed to someone else to its recipient, and a revoked one to no one', async () => {
    const theirs = await fetchFile(2, 'pdf');
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(NOT_YOUR_COPY);
    expect((await fetchFile(3, 'pdf')).statusCode).toBe(404);
    expect((await fetchFile(1, 'zip')).statusCode).toBe(422);
    const links = ZListDocumentLinksResponse.parse(
      (await t.call('GET', `/applications/${applicationId}/document-links`)).json(),
    ).data;
    const mine = links.find((link) => link.recipient === 'applicant@example.test')!;
    const revoke = await t.call(
      'POST',
      `/applications/${applicationId}/document-links/${String(mine.id)}/revoke`,
      { reason: 'Issued in error' },
    );
    expect(revoke.statusCode).toBe(200);
    const revoked = await fetchFile(1, 'credential');
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json().message).toBe(DOCUMENT_REVOKED);
    expect(ZListHolderDocumentsResponse.parse((await list(token)).json()).data[0]).toMatchObject({
      copy: 1,
      status: 'revoked',
    });
  });

  it('a stranger with only the tracking id cannot use up the graduate’s files; the graduate’s proof has its own bound', async () => {
    for (let n = 0; n < 40; n += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/applications/track/${reference}/documents/1/credential`,
        payload: { identity_token: `${String(n).padStart(2, '0')}${'y'.repeat(41)}` },
        remoteAddress: `198.51.100.${n + 1}`,
      });
      expect(response.statusCode).toBe(403);
    }
    const statuses: number[] = [];
    for (let n = 0; n < 35 && !statuses.includes(429); n += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/applications/track/${reference}/documents/1/credential`,
        payload: { identity_token: token },
        remoteAddress: `192.0.2.${n + 1}`,
      });
      statuses.push(response.statusCode);
    }
    // The graduate's earlier files count: 30 an hour per proof.
    expect(statuses[0]).not.toBe(429);
    expect(statuses).toContain(429);
    expect(statuses.length).toBeLessThanOrEqual(31);
  });
});
