import { z } from 'zod';
import { ZCertificateApplicationParams } from '../certificate-applications/certificate-application';
import { defineEndpoint, success } from '../common/envelope';
import { ZGraduateCertificate } from './graduate-certificate';

export const ZListCertificateApplicationCertificatesResponse = success(
  z.array(ZGraduateCertificate),
);
export type TListCertificateApplicationCertificatesResponse = z.infer<
  typeof ZListCertificateApplicationCertificatesResponse
>;

/** The certificates issued for one certificate application, newest first (revoked ones too). */
export const listCertificateApplicationCertificates = defineEndpoint({
  method: 'GET',
  path: '/certificate-applications/:id/certificates',
  summary: 'Certificates issued for a certificate application, newest first',
  auth: true,
  params: ZCertificateApplicationParams,
  response: ZListCertificateApplicationCertificatesResponse,
});
