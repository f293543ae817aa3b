import {
  ZIssueCertificateApplicationCertificateResponse,
  ZListCertificateApplicationCertificatesResponse,
} from '@registrar/shared-api/contracts';
import * as certificateMigration from '../migrations/0011_certificate_application_certificates';
import { bearer } from './support/app';
import { staffApp } from './support/staff-app';
import { databaseTargets } from './support/databases';
import { submitCertificateApplication } from './support/payments-fixtures';
import { firstAuditEntry } from './support/rows';
import { redoUnderOneRequestModel } from './support/migrations';

/**
 * A certificate application's page shows (and issues) the certificate it asked for.
 * Certificates issued for an application are linked to it; download, revoke and verification
 * are the graduate-certificates endpoints they always were.
 */
describe.each(databaseTargets())('certificates of a certificate application on $name', (target) => {
  const t = staffApp(target, ['officer', 'bursary']);

  const api = (method: 'GET' | 'POST', url: string, payload?: object, token = t.as.officer) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
  const setStatus = (id: number, status: 'paid' | 'processing' | 'dispatched' | 'cancelled') =>
    t.app.db.updateTable('applications').set({ status }).where('id', '=', id).execute();
  const listOf = async (id: number) => {
    const response = await api('GET', `/certificate-applications/${String(id)}/certificates`);
    expect(response.statusCode).toBe(200);
    return ZListCertificateApplicationCertificatesResponse.parse(response.json()).data;
  };

  it('issues to the graduate of a paid application, linked, audited, listed; one valid at a time', async () => {
    const application = await submitCertificateApplication(t);
    expect(await listOf(application.id)).toEqual([]);
    await setStatus(application.id, 'processing');

    const issued = await api('POST', `/certificate-applications/${application.id}/certificates`, {
      template_id: 1,
    });
    expect(issued.statusCode).toBe(200);
    const certificate = ZIssueCertificateApplicationCertificateResponse.parse(issued.json()).data;
    const row = await t.app.db
      .selectFrom('applications')
      .select('graduate_id')
      .where('id', '=', application.id)
      .executeTakeFirstOrThrow();
    expect(certificate).toMatchObject({
      graduate_id: row.graduate_id,
      certificate_application_id: application.id,
      template_id: 1,
      issued_by: 'Ore Officer',
      revoked_at: null,
    });
    expect(await listOf(application.id)).toEqual([certificate]);
    // The graduate's record lists it too, with its link.
    const ofGraduate = await api('GET', `/graduates/${row.graduate_id}/certificates`);
    expect(ofGraduate.json().data).toContainEqual(certificate);
    const audit = await firstAuditEntry(t.app.db, 'graduate_certificate.issued', certificate.id);
    expect(audit.details).toMatchObject({ certificate_application_id: application.id });

    const again = await api('POST', `/certificate-applications/${application.id}/certificates`, {
      template_id: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `This application already has certificate ${certificate.serial_number}. Revoke it to issue another.`,
    );

    // Revoked (the graduate-certificates endpoint): a corrected one may be issued.
    const revoked = await api('POST', `/graduate-certificates/${certificate.id}/revoke`, {
      reason: 'Misspelt name',
    });
    expect(revoked.statusCode).toBe(200);
    const second = await api('POST', `/certificate-applications/${application.id}/certificates`, {
      template_id: 1,
    });
    expect(second.statusCode).toBe(200);
    const both = await listOf(application.id);
    expect(both.map((c) => c.id)).toEqual([second.json().data.id, certificate.id]);
    expect(both[1]).toMatchObject({ revoke_reason: 'Misspelt name' });
    const pdf = await api('GET', `/graduate-certificates/${String(both[0]!.id)}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('refuses before payment and after dispatch or cancelling, an inactive template, and two issues at once', async () => {
    const application = await submitCertificateApplication(t);
    const issue = () =>
      api('POST', `/certificate-applications/${application.id}/certificates`, { template_id: 1 });
    const pending = await issue();
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(
      'A certificate is issued while the application is paid, processing or on hold; it is Pending payment.',
    );
    for (const status of ['dispatched', 'cancelled'] as const) {
      await setStatus(application.id, status);
      expect((await issue()).statusCode).toBe(409);
    }
    await setStatus(application.id, 'paid');
    const unknownTemplate = await api(
      'POST',
      `/certificate-applications/${application.id}/certificates`,
      { template_id: 9999 },
    );
    expect(unknownTemplate.statusCode).toBe(422);
    expect(unknownTemplate.json().errors).toEqual({
      template_id: ['Please choose an active certificate template'],
    });
    expect(await listOf(application.id)).toEqual([]);

    const results = await Promise.all([issue(), issue()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await listOf(application.id)).toHaveLength(1);
  });

  it('404 for an unknown application; registry staff only', async () => {
    expect((await api('GET', '/certificate-applications/999999/certificates')).statusCode).toBe(
      404,
    );
    expect(
      (await api('POST', '/certificate-applications/999999/certificates', { template_id: 1 }))
        .statusCode,
    ).toBe(404);
    const application = await submitCertificateApplication(t);
    const url = `/certificate-applications/${application.id}/certificates`;
    expect((await api('GET', url, undefined, t.as.admin)).statusCode).toBe(200);
    expect((await api('GET', url, undefined, t.as.bursary)).statusCode).toBe(403);
    expect((await api('POST', url, { template_id: 1 }, t.as.bursary)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api${url}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('migration 0011 goes down and up again (under the one request model)', async () => {
    await redoUnderOneRequestModel(t.app.db, certificateMigration);
    const application = await submitCertificateApplication(t);
    expect(await listOf(application.id)).toEqual([]);
  });
});
