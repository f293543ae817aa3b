import { type z } from 'zod';
import { ZCertificateApplicationParams } from '../certificate-applications/certificate-application';
import { defineEndpoint, success } from '../common/envelope';
import { ZGraduateCertificate } from './graduate-certificate';
import { ZIssueGraduateCertificateRequest } from './issue-graduate-certificate';

export const ZIssueCertificateApplicationCertificateResponse = success(ZGraduateCertificate);
export type TIssueCertificateApplicationCertificateResponse = z.infer<
  typeof ZIssueCertificateApplicationCertificateResponse
>;

/**
 * Issues the certificate a certificate application asked for, to the application's graduate,
 * linked to the application. 422 on `template_id` for an unknown or inactive template; 409 while
 * the application is not paid, processing or on hold, or while it has a certificate not revoked.
 */
export const issueCertificateApplicationCertificate = defineEndpoint({
  method: 'POST',
  path: '/certificate-applications/:id/certificates',
  summary: 'Issue a certificate for a certificate application (to its graduate, linked to it)',
  auth: true,
  params: ZCertificateApplicationParams,
  body: ZIssueGraduateCertificateRequest,
  response: ZIssueCertificateApplicationCertificateResponse,
});
