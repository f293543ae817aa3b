import { createHash, generateKeyPairSync } from 'node:crypto';
import {
  DOCUMENT_LINK_MESSAGES,
  NOT_A_CREDENTIAL,
  ZDescribeDocumentLinkResponse,
  ZListDocumentLinksResponse,
  ZVerifyCredentialResponse,
} from '@registrar/shared-api/contracts';
import { CompactSign, decodeProtectedHeader } from 'jose';
import type { App } from '../src/app';
import { shippedContexts } from '../src/modules/credentials/contexts';
import { defaultDocumentsOptions } from '../src/modules/outbox/plugin';
import { PUBLIC_URL, staffAppWithMail } from './mail-app';
import { bearer } from './support/app';
import { databaseTargets, oneDatabaseTarget } from './support/databases';
import { institutionP12 } from './support/institution-p12';
import { appWithSigningKey } from './support/keyed-app';
import { transcriptPdf } from './support/pdf-fixtures';
import { softCopySteps } from './support/soft-copies';
import { independentVerifier } from './support/vc-verifier';

const DID = 'did:web:registry.futd.test';

/** The JWT inside the holder's credential file (an EnvelopedVerifiableCredential). */
const jwtOfFile = (file: string) => {
  const envelope = JSON.parse(file) as { type: string; id: string; '@context': string[] };
  expect(envelope.type).toBe('EnvelopedVerifiableCredential');
  expect(envelope['@context']).toEqual(['https://www.w3.org/ns/credentials/v2']);
  expect(envelope.id.startsWith('data:application/vc+jwt,')).toBe(true);
  return envelope.id.slice('data:application/vc+jwt,'.length);
};

/** The same JWT with its payload changed (and the original signature kept). */
const withPayload = (jwt: string, change: (payload: Record<string, unknown>) => void) => {
  const [header, payload, signature] = jwt.split('.');
  const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  change(decoded);
  return [header, Buffer.from(JSON.stringify(decoded)).toString('base64url'), signature].join('.');
};

/**
 * A holder downloads their document's credential from the emailed link; anyone then checks it
 * without the product's code (the did:web document, jose and the shipped JSON-LD contexts) and
 * with /verify: valid; tampered, signed by another key or claiming another issuer, it is not;
 * once staff revoke the document, the status list and /verify say so at the next request.
 */
describe.each(databaseTargets())('verifiable credentials on $name', (target) => {
  const { t, smtp } = staffAppWithMail(target);
  const steps = softCopySteps(t, smtp);
  const verifier = independentVerifier(() => t.app, PUBLIC_URL, shippedContexts(PUBLIC_URL));
  let address = 0;
  const check = async (credential: string) => {
    address += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/verify/credential',
      payload: { credential },
      remoteAddress: `203.0.113.${address}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('@example');
    return ZVerifyCredentialResponse.parse(response.json()).data;
  };

  let upload: Buffer;
  let token: string;
  let applicationId: number;
  let file: string;
  beforeAll(async () => {
    upload = await transcriptPdf([{}, {}]);
    await steps.upload('FUTD/10/0001', upload);
    applicationId = await steps.processingSoftApplication('FUTD/10/0001', 'office@uni.example');
    expect((await steps.send(applicationId)).statusCode).toBe(200);
    token = await steps.newestLink();
  });

  it('the emailed link’s page learns what it delivers, without counting a download', async () => {
    const about = await t.app.inject({ method: 'GET', url: `/api/documents/${token}/about` });
    expect(about.statusCode).toBe(200);
    expect(about.headers['referrer-policy']).toBe('no-referrer');
    expect(ZDescribeDocumentLinkResponse.parse(about.json()).data).toEqual({
      title: 'Official transcript',
      verification_code: expect.stringMatching(/^[0-9A-Z]{16}$/),
      institution: 'Federal University of Technology, Demo',
      expires_at: expect.any(String),
      downloads_left: 5,
    });
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${'x'.repeat(43)}/about`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(DOCUMENT_LINK_MESSAGES.unknown);
  });

  it('the holder’s credential verifies independently: issuer, holder, award and transcript digest', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${token}/credential`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vc');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="transcript-[0-9A-Z-]{19}\.credential\.json"$/,
    );
    file = response.body;
    const credential = await verifier.verify(jwtOfFile(file));
    const graduate = await t.app.db
      .selectFrom('graduates')
      .selectAll()
      .where('matric_number', '=', 'FUTD/10/0001')
      .executeTakeFirstOrThrow();
    expect(credential).toMatchObject({
      type: ['VerifiableCredential', 'TranscriptCredential'],
      issuer: { id: DID, name: 'Federal University of Technology, Demo' },
      credentialSubject: {
        name: [graduate.first_name, graduate.other_names, graduate.surname]
          .filter(Boolean)
          .join(' '),
        award: { degree: graduate.degree, programme: graduate.programme },
        transcript: {
          name: 'Official transcript',
          digestSRI: `sha256-${createHash('sha256').update(upload).digest('base64')}`,
        },
      },
      credentialStatus: { type: 'BitstringStatusListEntry', statusPurpose: 'revocation' },
    });
    expect(JSON.stringify(credential)).not.toContain('@example');
    expect(await verifier.isRevoked(credential)).toBe(false);
    // Not a download: the PDF can still be fetched five times.
    const about = await t.app.inject({ method: 'GET', url: `/api/documents/${token}/about` });
    expect(about.json().data.downloads_left).toBe(5);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'document.credential_downloaded')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('/verify says the file, or the JWT inside it, is valid and what it was issued as', async () => {
    for (const pasted of [file, jwtOfFile(file), `  ${jwtOfFile(file)}\n`]) {
      expect(await check(pasted)).toMatchObject({
        outcome: 'valid',
        issuer: 'Federal University of Technology, Demo',
        document: { kind: 'transcript', status: 'valid', title: 'Official transcript' },
      });
    }
  });

  it('a tampered credential fails both checks and /verify calls it changed', async () => {
    const jwt = jwtOfFile(file);
    const tampered = withPayload(jwt, (payload) => {
      (payload.credentialSubject as { name: string }).name = 'Someone Else';
    });
    await expect(verifier.verify(tampered)).rejects.toThrow(/signature verification failed/);
    expect(await check(tampered)).toEqual({ outcome: 'changed' });
  });

  it('a credential signed by another key, or claiming another issuer, is not issued by the institution', async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const forge = (kid: string, issuer: unknown) =>
      new CompactSign(
        Buffer.from(
          JSON.stringify({
            ...JSON.parse(Buffer.from(jwtOfFile(file).split('.')[1]!, 'base64url').toString()),
            issuer,
          }),
        ),
      )
        .setProtectedHeader({ alg: 'ES256', typ: 'vc+jwt', kid })
        .sign(privateKey);
    // Names the institution and a key it never had.
    const lookAlike = await forge(`${DID}#${'0'.repeat(64)}`, { id: DID });
    await expect(verifier.verify(lookAlike)).rejects.toThrow(/not an assertion method/);
    expect(await check(lookAlike)).toEqual({ outcome: 'not_issued', issuer: DID });
    // Another issuer altogether.
    const elsewhere = await forge(
      'did:web:diploma-mill.example#key-1',
      'did:web:diploma-mill.example',
    );
    await expect(verifier.verify(elsewhere)).rejects.toThrow(/not served here/);
    expect(await check(elsewhere)).toEqual({
      outcome: 'not_issued',
      issuer: 'did:web:diploma-mill.example',
    });
  });

  it('text that is no credential is a 422 on the field', async () => {
    for (const credential of [
      'hello',
      '{"id": 3}',
      '{not json',
      'a.b',
      'data:application/vc+jwt,x',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/verify/credential',
        payload: { credential },
        remoteAddress: '203.0.113.200',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.credential).toEqual([NOT_A_CREDENTIAL]);
    }
  });

  it('staff revoke the document: the next status list and /verify say revoked; the link stops', async () => {
    const links = ZListDocumentLinksResponse.parse(
      (await t.call('GET', `/applications/${applicationId}/document-links`)).json(),
    ).data;
    const revoke = await t.call(
      'POST',
      `/applications/${applicationId}/document-links/${String(links[0]!.id)}/revoke`,
      { reason: 'Issued in error' },
    );
    expect(revoke.statusCode).toBe(200);
    const credential = await verifier.verify(jwtOfFile(file));
    expect(await verifier.isRevoked(credential)).toBe(true);
    expect(await check(file)).toMatchObject({
      outcome: 'revoked',
      document: { status: 'revoked', revoked_at: expect.any(String) },
    });
    const again = await t.app.inject({ method: 'GET', url: `/api/documents/${token}/credential` });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(DOCUMENT_LINK_MESSAGES.revoked);
  });

  it('a certificate is an Open Badges 3.0 credential, revoked with the certificate', async () => {
    const issued = await t.call('POST', '/graduates/1/certificates', { template_id: 1 });
    expect(issued.statusCode).toBe(200);
    const { id } = issued.json().data as { id: number };
    const download = await t.call('GET', `/graduate-certificates/${id}/credential`);
    expect(download.statusCode).toBe(200);
    // As the admin console saves it: a file, not a JSON answer.
    expect(download.headers['content-type']).toBe('application/vc');
    const credential = await verifier.verify(jwtOfFile(download.body));
    expect(credential).toMatchObject({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: DID, type: ['Profile'] },
      credentialSubject: {
        type: ['AchievementSubject'],
        achievement: { type: ['Achievement'], criteria: { narrative: expect.any(String) } },
      },
    });
    expect(await verifier.isRevoked(credential)).toBe(false);
    expect((await t.call('POST', `/graduate-certificates/${id}/revoke`, {})).statusCode).toBe(200);
    expect(await verifier.isRevoked(credential)).toBe(true);
    expect((await check(download.body)).outcome).toBe('revoked');
    // Only staff download certificates.
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/graduate-certificates/${id}/credential`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

/**
 * The institution replaces its key (an ECDSA key, then an RSA one): credentials issued before
 * keep verifying, for anyone and for /verify, because the DID document lists every key the
 * institution has signed with; each new key is audited when first used. On one database: the
 * blocks above cover the keys' table on both.
 */
describe.each(oneDatabaseTarget())('credentials across a key rotation on $name', (target) => {
  const keyA = institutionP12('Demo University Registry', 'a-password', 'ec');
  const keyB = institutionP12('Demo University Registry 2027', 'b-password');
  const keyed = appWithSigningKey(target, {
    documents: { ...defaultDocumentsOptions, publicUrl: PUBLIC_URL },
  });
  let app: App;
  let token: string;
  const start = async (key: typeof keyA, password: string) => {
    ({ app, token } = await keyed.start(key, password));
  };
  beforeAll(() => start(keyA, 'a-password'));
  afterAll(() => {
    for (const key of [keyA, keyB]) key.remove();
  });
  const verifier = independentVerifier(() => app, PUBLIC_URL, shippedContexts(PUBLIC_URL));
  const certificateCredential = async () => {
    const issued = await app.inject({
      method: 'POST',
      url: '/api/graduates/1/certificates',
      headers: bearer(token),
      payload: { template_id: 1 },
    });
    const { id } = issued.json().data as { id: number };
    const response = await app.inject({
      method: 'GET',
      url: `/api/graduate-certificates/${id}/credential`,
      headers: bearer(token),
    });
    return jwtOfFile(response.body);
  };
  const outcome = async (jwt: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/verify/credential',
        payload: { credential: jwt },
        remoteAddress: '203.0.113.77',
      })
    ).json().data.outcome as string;

  it('keeps earlier credentials verifiable and audits each new key', async () => {
    const before = await certificateCredential();
    expect(decodeProtectedHeader(before).alg).toBe('ES256');
    await start(keyB, 'b-password');
    const after = await certificateCredential();
    expect(decodeProtectedHeader(after).alg).toBe('RS256');
    for (const jwt of [before, after]) {
      await verifier.verify(jwt);
      expect(await outcome(jwt)).toBe('valid');
    }
    const document = await verifier.resolve(DID);
    expect(document.assertionMethod).toHaveLength(2);
    const added = await app.db
      .selectFrom('audit_log')
      .select(['details'])
      .where('action', '=', 'signing_certificate.added')
      .orderBy('id')
      .execute();
    expect(added.map((row) => (row.details as { subject: string }).subject)).toEqual([
      'Demo University Registry',
      'Demo University Registry 2027',
    ]);
  });
});
