import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZCertificateApplication, ZCertificateApplicationParams } from './certificate-application';

export const ZGetCertificateApplicationResponse = success(ZCertificateApplication);
export type TGetCertificateApplicationResponse = z.infer<typeof ZGetCertificateApplicationResponse>;

export const getCertificateApplication = defineEndpoint({
  method: 'GET',
  path: '/certificate-applications/:id',
  summary: 'One certificate application with its status history',
  auth: true,
  params: ZCertificateApplicationParams,
  response: ZGetCertificateApplicationResponse,
});
