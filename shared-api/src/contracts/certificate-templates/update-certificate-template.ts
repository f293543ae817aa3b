import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import {
  ZCertificateTemplate,
  ZCertificateTemplateInput,
  ZCertificateTemplateParams,
} from './certificate-template';

export const ZUpdateCertificateTemplateRequest = ZCertificateTemplateInput;
export type TUpdateCertificateTemplateRequest = z.input<typeof ZUpdateCertificateTemplateRequest>;

export const ZUpdateCertificateTemplateResponse = success(ZCertificateTemplate);
export type TUpdateCertificateTemplateResponse = z.infer<typeof ZUpdateCertificateTemplateResponse>;

export const updateCertificateTemplate = defineEndpoint({
  method: 'PUT',
  path: '/certificate-templates/:id',
  summary: 'Replace a certificate template',
  auth: true,
  params: ZCertificateTemplateParams,
  body: ZUpdateCertificateTemplateRequest,
  response: ZUpdateCertificateTemplateResponse,
});
