import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZCertificateTemplate, ZCertificateTemplateParams } from './certificate-template';

export const ZGetCertificateTemplateResponse = success(ZCertificateTemplate);
export type TGetCertificateTemplateResponse = z.infer<typeof ZGetCertificateTemplateResponse>;

export const getCertificateTemplate = defineEndpoint({
  method: 'GET',
  path: '/certificate-templates/:id',
  summary: 'One certificate template',
  auth: true,
  params: ZCertificateTemplateParams,
  response: ZGetCertificateTemplateResponse,
});
