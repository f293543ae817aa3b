import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZCertificateTemplateParams } from './certificate-template';

export const ZCertificateTemplatePreview = z
  .object({ title: z.string(), orientation: z.string(), rendered: z.string() })
  .meta({ id: 'CertificateTemplatePreview' });
export type TCertificateTemplatePreview = z.infer<typeof ZCertificateTemplatePreview>;

export const ZPreviewCertificateTemplateResponse = success(ZCertificateTemplatePreview);
export type TPreviewCertificateTemplateResponse = z.infer<
  typeof ZPreviewCertificateTemplateResponse
>;

/** The body with every placeholder filled from a fixed sample graduate. */
export const previewCertificateTemplate = defineEndpoint({
  method: 'GET',
  path: '/certificate-templates/:id/preview',
  summary: 'Preview a certificate template filled for a sample graduate',
  auth: true,
  params: ZCertificateTemplateParams,
  response: ZPreviewCertificateTemplateResponse,
});
