import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZCertificateTemplate, ZCertificateTemplateInput } from './certificate-template';

export const ZCreateCertificateTemplateRequest = ZCertificateTemplateInput;
export type TCreateCertificateTemplateRequest = z.input<typeof ZCreateCertificateTemplateRequest>;

export const ZCreateCertificateTemplateResponse = success(ZCertificateTemplate);
export type TCreateCertificateTemplateResponse = z.infer<typeof ZCreateCertificateTemplateResponse>;

/** 409 with `errors.name` when another template has the name (case-insensitive). */
export const createCertificateTemplate = defineEndpoint({
  method: 'POST',
  path: '/certificate-templates',
  summary: 'Create a certificate template',
  auth: true,
  body: ZCreateCertificateTemplateRequest,
  response: ZCreateCertificateTemplateResponse,
});
