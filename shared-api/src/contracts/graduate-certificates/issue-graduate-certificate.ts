import { z } from 'zod';
import { ZBodyId } from '../common/ids';
import { defineEndpoint, success } from '../common/envelope';
import { ZGraduateParams } from '../graduates/graduate';
import { ZGraduateCertificate } from './graduate-certificate';

export const ZIssueGraduateCertificateRequest = z.object({
  template_id: ZBodyId,
});
export type TIssueGraduateCertificateRequest = z.infer<typeof ZIssueGraduateCertificateRequest>;

export const ZIssueGraduateCertificateResponse = success(ZGraduateCertificate);
export type TIssueGraduateCertificateResponse = z.infer<typeof ZIssueGraduateCertificateResponse>;

/** 422 on `template_id` when the template is unknown or inactive. */
export const issueGraduateCertificate = defineEndpoint({
  method: 'POST',
  path: '/graduates/:id/certificates',
  summary: 'Issue a certificate to a graduate (next serial number of the year)',
  auth: true,
  params: ZGraduateParams,
  body: ZIssueGraduateCertificateRequest,
  response: ZIssueGraduateCertificateResponse,
});
