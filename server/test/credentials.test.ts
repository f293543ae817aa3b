import { createHash, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DOCUMENT_LINK_MESSAGES,
  DOCUMENT_REVOKED,
  KEY_ALREADY_RETIRED,
  RETIRE_CURRENT_KEY,
  RETIRE_LAST_KEY,
  NOT_A_CREDENTIAL,
  ZDescribeDocumentLinkResponse,
  ZListSigningKeysResponse,
  ZListDocumentLinksResponse,
  ZVerifyCredentialResponse,
} from '@registrar/shared-api/contracts';
import { CompactSign, decodeProtectedHeader } from 'jose';
import type { App } from '../src/app';
import { shippedContexts } from '../src/modules/credentials/contexts';
import { signCredential } from '../src/modules/credentials/issue';
import { SIGNING_KEY_UNTRUSTED } from '../src/modules/signing/plugin';
import { defaultDocumentsOptions } from '../src/modules/outbox/plugin';
import { PUBLIC_URL, staffAppWithMail } from './mail-app';
import { bearer } from './support/app';
import { databaseTargets, oneDatabaseTarget } from './support/databases';
import { institutionP12 } from './support/institution-p12';
import { appWithSigningKey, type TestSigningKey } from './support/keyed-app';
import { transcriptPdf } from './support/pdf-fixtures';
import { softCopySteps } from './support/soft-copies';
import { independentVerifier } from './support/vc-verifier';
import { graduateByMatric } from './support/rows';

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
    const graduate = await graduateByMatric(t.app.db, 'FUTD/10/0001');
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
  it('a record corrected after issue leaves the credential issued valid', async () => {
    const graduate = () =>
      t.app.db.updateTable('graduates').where('matric_number', '=', 'FUTD/10/0001');
    const { surname } = await graduateByMatric(t.app.db, 'FUTD/10/0001');
    await graduate()
      .set({ surname: `${surname}-Corrected` })
      .execute();
    expect(await check(file)).toMatchObject({
      outcome: 'valid',
      document: { holder_name: expect.stringContaining('-Corrected') },
    });
    await graduate().set({ surname }).execute();
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

  it('a credential signed with the institution’s key but never issued differs from the record', async () => {
    const identity = await t.app.signer.identity();
    const payload = JSON.parse(
      Buffer.from(jwtOfFile(file).split('.')[1]!, 'base64url').toString(),
    ) as { credentialSubject: { name: string; award: { degree: string } } };
    const signed = (change: (credential: typeof payload) => void) => {
      const credential = structuredClone(payload);
      change(credential);
      return signCredential(identity, DID, credential);
    };
    for (const forged of [
      await signed((credential) => {
        credential.credentialSubject.name = 'Mallory Impostor';
      }),
      await signed((credential) => {
        credential.credentialSubject.award.degree = 'Doctor of Philosophy';
      }),
    ]) {
      // Cryptographically it is the institution's: only the record of what was issued tells.
      await verifier.verify(forged);
      const answer = await check(forged);
      expect(answer).toMatchObject({
        outcome: 'differs',
        issuer: 'Federal University of Technology, Demo',
        document: { kind: 'transcript', holder_name: payload.credentialSubject.name },
      });
    }
  });

  it('repeats at most 200 plain characters of an issuer the institution never was', async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const long = `did:web:\u202E${'😀'.repeat(2500)}`;
    const forged = await new CompactSign(Buffer.from(JSON.stringify({ issuer: long })))
      .setProtectedHeader({ alg: 'ES256', typ: 'vc+jwt', kid: `${long}#1` })
      .sign(privateKey);
    const answer = await check(forged);
    expect(answer.outcome).toBe('not_issued');
    const issuer = (answer as { issuer: string }).issuer;
    // 200 characters (an emoji is two UTF-16 units; none is cut), no bidirectional override.
    expect([...issuer]).toHaveLength(200);
    expect(issuer.startsWith('did:web:😀😀')).toBe(true);
    expect(issuer.endsWith('😀…')).toBe(true);
  });

  it('once the PDF downloads are used up, the link still gives the credential until it expires', async () => {
    await t.app.db
      .updateTable('document_links')
      .set((eb) => ({ download_count: eb.ref('max_downloads') }))
      .where('application_id', '=', applicationId)
      .execute();
    const about = await t.app.inject({ method: 'GET', url: `/api/documents/${token}/about` });
    expect(about.statusCode).toBe(200);
    expect(about.json().data.downloads_left).toBe(0);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/documents/${token}` });
    expect(pdf.statusCode).toBe(410);
    expect(pdf.json().message).toBe(DOCUMENT_LINK_MESSAGES.used_up);
    const credential = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${token}/credential`,
    });
    expect(credential.statusCode).toBe(200);
    await verifier.verify(jwtOfFile(credential.body));
    await t.app.db
      .updateTable('document_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('application_id', '=', applicationId)
      .execute();
    const expired = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${token}/credential`,
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(DOCUMENT_LINK_MESSAGES.expired);
    await t.app.db
      .updateTable('document_links')
      .set({ download_count: 0, expires_at: new Date(Date.now() + 86_400_000) })
      .where('application_id', '=', applicationId)
      .execute();
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
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/credentials/status/revocation' })).body;
    const before = await list();
    expect(await list()).toBe(before);
    // A verifier revalidating its copy gets a 304 until something is revoked.
    const first = await t.app.inject({ method: 'GET', url: '/api/credentials/status/revocation' });
    const revalidate = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/credentials/status/revocation',
        headers: { 'if-none-match': String(first.headers.etag) },
      });
    expect(first.headers.etag).toEqual(expect.any(String));
    expect((await revalidate()).statusCode).toBe(304);
    const links = ZListDocumentLinksResponse.parse(
      (await t.call('GET', `/applications/${applicationId}/document-links`)).json(),
    ).data;
    const revoke = await t.call(
      'POST',
      `/applications/${applicationId}/document-links/${String(links[0]!.id)}/revoke`,
      { reason: 'Issued in error' },
    );
    expect(revoke.statusCode).toBe(200);
    expect(await list()).not.toBe(before);
    expect((await revalidate()).statusCode).toBe(200);
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
    // A revoked certificate has no new credential.
    const revoked = await t.call('GET', `/graduate-certificates/${id}/credential`);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json().message).toBe(DOCUMENT_REVOKED);
    const audited = await t.app.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('action', '=', 'graduate_certificate.credential_downloaded')
      .execute();
    expect(audited.map((row) => row.entity_id)).toEqual([String(id)]);
    // Only staff download certificates.
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/graduate-certificates/${id}/credential`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('serves the DID document to a verifier platform checking many credentials from one address', async () => {
    let etag = '';
    for (let n = 0; n < 350; n += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/.well-known/did.json',
        remoteAddress: '198.51.100.250',
        headers: etag ? { 'if-none-match': etag } : {},
      });
      expect(response.statusCode).toBe(etag ? 304 : 200);
      etag = String(response.headers.etag ?? etag);
    }
  });

  it('a link gives its credential a bounded number of times an hour, from any address', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 25 && !statuses.includes(429); n += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/documents/${token}/credential`,
        remoteAddress: `198.51.100.${n + 1}`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(60);
        expect(response.json().message).toMatch(/^Too many requests/);
      }
    }
    // The earlier downloads of this link count too: the limit is per link, 20 an hour.
    expect(statuses).toContain(429);
    expect(statuses.length).toBeLessThanOrEqual(21);
  });
});

/**
 * Which keys the institution stands behind, across rotations. A development key (the one a fresh
 * install makes) counts only until the institution's own certificate is installed; a successor
 * key keeps what the earlier one signed verifiable (the DID document lists both), each key
 * audited when first used; an administrator retires a key whose private part leaked, and from
 * then on nothing it signed verifies, PDF or credential, for anyone or for /verify. The key
 * signing now cannot be retired, and a retired key cannot be put back to sign. On one database:
 * the blocks above cover the keys' table on both.
 */
describe.each(oneDatabaseTarget())('trust in the signing keys on $name', (target) => {
  const keyA = institutionP12('Demo University Registry', 'a-password', 'ec');
  const keyB = institutionP12('Demo University Registry 2027', 'b-password');
  const devDir = mkdtempSync(path.join(tmpdir(), 'registrar-dev-key-'));
  const keyed = appWithSigningKey(target, {
    documents: { ...defaultDocumentsOptions, publicUrl: PUBLIC_URL },
  });
  let app: App;
  let token: string;
  const start = async (key: TestSigningKey, password?: string) => {
    ({ app, token } = await keyed.start(key, password));
  };
  afterAll(() => {
    for (const key of [keyA, keyB]) key.remove();
    rmSync(devDir, { recursive: true, force: true });
  });
  const verifier = independentVerifier(() => app, PUBLIC_URL, shippedContexts(PUBLIC_URL));
  const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  /** A new certificate's credential (JWT) and signed PDF. */
  const certificate = async () => {
    const { id } = (await staff('POST', '/graduates/1/certificates', { template_id: 1 })).json()
      .data as { id: number };
    const credential = await staff('GET', `/graduate-certificates/${id}/credential`);
    const pdf = await staff('GET', `/graduate-certificates/${id}/pdf`);
    return { jwt: jwtOfFile(credential.body), pdf: pdf.rawPayload };
  };
  let address = 0;
  const outcomes = async ({ jwt, pdf }: { jwt: string; pdf: Buffer }) => {
    address += 1;
    const remoteAddress = `192.0.2.${address}`;
    const [credential, file] = await Promise.all([
      app.inject({
        method: 'POST',
        url: '/api/verify/credential',
        payload: { credential: jwt },
        remoteAddress,
      }),
      app.inject({
        method: 'POST',
        url: '/api/verify/pdf',
        headers: { 'content-type': 'application/pdf' },
        payload: pdf,
        remoteAddress,
      }),
    ]);
    return [credential.json().data.outcome, file.json().data.outcome] as string[];
  };
  const keys = async () =>
    ZListSigningKeysResponse.parse((await staff('GET', '/signing-keys')).json()).data;

  it('trusts a development key until the institution’s own, keeps rotated keys, drops a retired one', async () => {
    await start(null);
    const development = await certificate();
    await verifier.verify(development.jwt);
    expect(await outcomes(development)).toEqual(['valid', 'valid']);

    await start(keyA, 'a-password');
    const first = await certificate();
    expect(await outcomes(first)).toEqual(['valid', 'valid']);
    expect(await outcomes(development)).toEqual(['not_issued', 'not_issued']);
    await expect(verifier.verify(development.jwt)).rejects.toThrow(/not an assertion method/);
    expect((await verifier.resolve(DID)).assertionMethod).toHaveLength(1);
    expect((await keys()).map((key) => [key.subject, key.state, key.development])).toEqual([
      ['Demo University Registry', 'current', false],
      [expect.stringMatching(/development/i), 'development', true],
    ]);

    // The key signing now cannot be retired.
    const fingerprint = (await keys())[0]!.fingerprint;
    const refused = await staff('POST', `/signing-keys/${fingerprint}/retire`, {
      reason: 'Testing',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(RETIRE_CURRENT_KEY);

    // A successor is installed (an RSA key after an ECDSA one): what the first signed still
    // verifies, for anyone and for /verify, and each key was audited when first used.
    await start(keyB, 'b-password');
    const second = await certificate();
    expect(decodeProtectedHeader(first.jwt).alg).toBe('ES256');
    expect(decodeProtectedHeader(second.jwt).alg).toBe('RS256');
    for (const signed of [first, second]) {
      await verifier.verify(signed.jwt);
      expect(await outcomes(signed)).toEqual(['valid', 'valid']);
    }
    expect((await verifier.resolve(DID)).assertionMethod).toHaveLength(2);
    const added = await app.db
      .selectFrom('audit_log')
      .select(['details'])
      .where('action', '=', 'signing_certificate.added')
      .orderBy('id')
      .execute();
    expect(added.map((row) => (row.details as { subject: string }).subject)).toEqual([
      expect.stringMatching(/development/i),
      'Demo University Registry',
      'Demo University Registry 2027',
    ]);
    // Then the leaked first key is retired.
    const retired = await staff('POST', `/signing-keys/${fingerprint}/retire`, {
      reason: 'The key file was on a stolen laptop',
    });
    expect(retired.statusCode).toBe(200);
    expect(retired.json().data).toMatchObject({
      state: 'retired',
      retired_at: expect.any(String),
      retire_reason: 'The key file was on a stolen laptop',
    });
    expect(await outcomes(first)).toEqual(['not_issued', 'not_issued']);
    expect(await outcomes(second)).toEqual(['valid', 'valid']);
    await expect(verifier.verify(first.jwt)).rejects.toThrow(/not an assertion method/);
    await verifier.verify(second.jwt);
    expect((await verifier.resolve(DID)).assertionMethod).toHaveLength(1);
    const again = await staff('POST', `/signing-keys/${fingerprint}/retire`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(KEY_ALREADY_RETIRED);
    const audit = await app.db
      .selectFrom('audit_log')
      .select(['entity_id', 'details'])
      .where('action', '=', 'signing_certificate.retired')
      .execute();
    expect(audit).toEqual([
      {
        entity_id: fingerprint,
        details: {
          subject: 'Demo University Registry',
          reason: 'The key file was on a stolen laptop',
        },
      },
    ]);

    // The retired key cannot sign again.
    await expect(start(keyA, 'a-password')).rejects.toThrow(/was retired/);
    // Nor can a development key now: its file stops the start, the process's key signs nothing.
    await expect(
      start({ developmentFile: path.join(devDir, 'signing-development.p12') }),
    ).rejects.toThrow(/development signing key would sign/);
    await start(null);
    const { id } = (await staff('POST', '/graduates/1/certificates', { template_id: 1 })).json()
      .data as { id: number };
    const unsigned = await staff('GET', `/graduate-certificates/${id}/credential`);
    expect(unsigned.statusCode).toBe(503);
    expect(unsigned.json().message).toBe(SIGNING_KEY_UNTRUSTED);
    const list = await app.inject({ method: 'GET', url: '/api/credentials/status/revocation' });
    expect(list.statusCode).toBe(503);
    await start(keyB, 'b-password');
    expect((await keys()).map((key) => [key.state, key.signing_now])).toEqual([
      ['current', true],
      ['retired', false],
      ['development', false],
    ]);
  });
});

/**
 * Two server processes on one database, each with its own key (a rotation half done). One
 * retires the other's key: the other signs nothing more (no credential, no status list a wallet
 * could not check) and says why; the institution's last trusted key cannot be retired.
 */
const describeShared = databaseTargets().some((target) => target.name === 'postgres')
  ? describe
  : describe.skip;
describeShared('a key retired while another process signs with it, on PostgreSQL', () => {
  const postgres = databaseTargets().find((target) => target.name === 'postgres')!;
  const keyA = institutionP12('Demo University Registry', 'a-password', 'ec');
  const keyB = institutionP12('Demo University Registry 2027', 'b-password');
  const keyed = appWithSigningKey(postgres, {
    documents: { ...defaultDocumentsOptions, publicUrl: PUBLIC_URL },
  });
  afterAll(() => {
    for (const key of [keyA, keyB]) key.remove();
  });

  it('stops the other process signing, and keeps the last trusted key', async () => {
    const first = await keyed.start(keyA, 'a-password');
    const second = await keyed.another(keyB, 'b-password');
    const call = (instance: typeof first, method: 'GET' | 'POST', url: string, payload?: object) =>
      instance.app.inject({
        method,
        url: `/api${url}`,
        headers: bearer(instance.token),
        ...(payload ? { payload } : {}),
      });
    const fingerprintOf = async (instance: typeof first) =>
      ZListSigningKeysResponse.parse(
        (await call(instance, 'GET', '/signing-keys')).json(),
      ).data.find((key) => key.signing_now)!.fingerprint;
    const [a, b] = [await fingerprintOf(first), await fingerprintOf(second)];
    const { id } = (
      await call(second, 'POST', '/graduates/1/certificates', { template_id: 1 })
    ).json().data as { id: number };
    expect((await call(second, 'GET', `/graduate-certificates/${id}/credential`)).statusCode).toBe(
      200,
    );

    const retired = await call(first, 'POST', `/signing-keys/${b}/retire`, { reason: 'Leaked' });
    expect(retired.statusCode).toBe(200);
    const refused = await call(second, 'GET', `/graduate-certificates/${id}/credential`);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe(SIGNING_KEY_UNTRUSTED);
    const list = await second.app.inject({
      method: 'GET',
      url: '/api/credentials/status/revocation',
    });
    expect(list.statusCode).toBe(503);
    expect(
      (await first.app.inject({ method: 'GET', url: '/api/credentials/status/revocation' }))
        .statusCode,
    ).toBe(200);
    // The second process's screen says its key is no longer trusted.
    const seen = ZListSigningKeysResponse.parse(
      (await call(second, 'GET', '/signing-keys')).json(),
    ).data.find((key) => key.signing_now)!;
    expect(seen.state).toBe('retired');

    const last = await call(second, 'POST', `/signing-keys/${a}/retire`, { reason: 'Oops' });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(RETIRE_LAST_KEY);
  });
});
