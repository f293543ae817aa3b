import {
  UNKNOWN_VERIFICATION_CODE,
  VERIFY_RATE_LIMITED,
  ZVerifyDocumentResponse,
} from '@registrar/shared-api/contracts';
import { addStaffAndSignIn, bearer } from './support/app';
import { staffApp } from './support/staff-app';
import { databaseTargets } from './support/databases';
import { flat, readPdf } from './support/pdf-text';

const PUBLIC_URL = 'https://registry.futd.test';

describe.each(databaseTargets())('certificate PDFs and public verification on $name', (target) => {
  const t = staffApp(target, [], {
    documents: {
      publicUrl: PUBLIC_URL,
      mail: { from: 'registry@futd.test' },
      outboxIntervalMs: 0,
      verifyRateLimit: { max: 20, windowMs: 60_000 },
    },
  });
  let graduate: {
    id: number;
    surname: string;
    first_name: string;
    other_names: string | null;
    degree: string;
    class_of_degree: string | null;
    programme: string;
    graduation_year: number;
  };
  beforeAll(async () => {
    graduate = await t.app.db
      .selectFrom('graduates')
      .selectAll()
      .where('id', '=', 3)
      .executeTakeFirstOrThrow();
  });

  const api = (method: 'GET' | 'POST', url: string, payload?: object, token = t.as.admin) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
  const verify = (code: string, ip = '203.0.113.7') =>
    t.app.inject({
      method: 'GET',
      url: `/api/verify/${encodeURIComponent(code)}`,
      remoteAddress: ip,
    });
  const issue = async () => {
    const response = await api('POST', `/graduates/${graduate.id}/certificates`, {
      template_id: 1,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: number; serial_number: string; verification_code: string };
  };
  const name = () =>
    [graduate.first_name, graduate.other_names, graduate.surname].filter(Boolean).join(' ');

  it('renders the certificate from its template with name, degree, class, date, serial, QR and code', async () => {
    const certificate = await issue();
    const response = await api('GET', `/graduate-certificates/${certificate.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="[\w .-]+\.pdf"$/,
    );
    const url = `${PUBLIC_URL}/verify/${certificate.verification_code}`;
    expect(response.headers['x-verification-url']).toBe(url);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const pdf = await readPdf(response.rawPayload);
    const text = flat(pdf.text);
    expect(pdf.pages).toBe(1);
    expect(text).toContain('Federal University of Technology, Demo');
    expect(text).toContain('Certificate of Graduation');
    // The template body, filled in.
    expect(text).toContain(`This is to certify that ${name()}`);
    expect(text).toContain(
      `the degree of ${graduate.degree} (${graduate.class_of_degree}) in ${graduate.programme} in ${graduate.graduation_year}`,
    );
    expect(text).toContain(`Name: ${name()}`);
    expect(text).toContain(`Class of degree: ${graduate.class_of_degree}`);
    expect(text).toContain(`Serial number: ${certificate.serial_number}`);
    const today = new Date().toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Africa/Lagos',
    });
    expect(text).toContain(`Date of issue: ${today}`);
    const grouped = certificate.verification_code.replace(/(.{4})(?=.)/g, '$1-');
    expect(text).toContain(`Verification code: ${grouped}`);
    expect(text).toContain(`Verify at ${url}`);
    expect(text).not.toContain('REVOKED');
  });

  it('verifies a code (as printed, any case) naming the graduate; revoked says so; unknown is 404', async () => {
    const certificate = await issue();
    const printed = certificate.verification_code.replace(/(.{4})(?=.)/g, '$1-').toLowerCase();
    const ok = await verify(printed);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    const body = ZVerifyDocumentResponse.parse(ok.json());
    expect(body.data).toMatchObject({
      status: 'valid',
      code: certificate.verification_code,
      kind: 'certificate',
      title: 'Certificate of Graduation',
      holder_name: name(),
      degree: graduate.degree,
      class_of_degree: graduate.class_of_degree,
      serial_number: certificate.serial_number,
      revoked_at: null,
      institution: 'Federal University of Technology, Demo',
    });
    expect(JSON.stringify(body)).not.toContain('@');

    const revoked = await api('POST', `/graduate-certificates/${certificate.id}/revoke`, {
      reason: 'Issued in error',
    });
    expect(revoked.statusCode).toBe(200);
    const after = ZVerifyDocumentResponse.parse(
      (await verify(certificate.verification_code)).json(),
    );
    expect(after.data.status).toBe('revoked');
    expect(after.data.revoked_at).not.toBeNull();
    const pdf = await readPdf(
      (await api('GET', `/graduate-certificates/${certificate.id}/pdf`)).rawPayload,
    );
    expect(pdf.text).toContain('REVOKED');

    // A forged code (right shape, no such document) and garbage are the same 404.
    for (const forged of ['ABCD-EFGH-JKMN-PQRS', 'not a code']) {
      const response = await verify(forged);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: 'error',
        message: UNKNOWN_VERIFICATION_CODE,
        error: 'unknown_code',
      });
    }
  });

  it('the PDF is for registry staff only', async () => {
    const certificate = await issue();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/graduate-certificates/${certificate.id}/pdf`,
        })
      ).statusCode,
    ).toBe(401);
    const bursary = await addStaffAndSignIn(t, {
      name: 'Bursar',
      username: 'bursar-pdf',
      email: 'bursar-pdf@x.test',
      role: 'bursary',
    });
    expect(
      (await api('GET', `/graduate-certificates/${certificate.id}/pdf`, undefined, bursary))
        .statusCode,
    ).toBe(403);
    expect((await api('GET', '/graduate-certificates/99999/pdf')).statusCode).toBe(404);
  });

  it('answers 429 past the limit per address, while another address still gets through', async () => {
    const ip = '198.51.100.9';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await verify('ABCD-EFGH-JKMN-PQRS', ip)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    const limited = await verify('ABCD-EFGH-JKMN-PQRS', ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({ status: 'error', message: VERIFY_RATE_LIMITED });
    expect((await verify('ABCD-EFGH-JKMN-PQRS', '198.51.100.10')).statusCode).toBe(404);
  });
});
