import { defineEndpoint, ZMessageResponse } from '../common/envelope';
import { ZCertificateTemplateParams } from './certificate-template';

/** 409 once a certificate was issued from it (deactivate it instead). */
export const deleteCertificateTemplate = defineEndpoint({
  method: 'DELETE',
  path: '/certificate-templates/:id',
  summary: 'Delete a certificate template no certificate was issued from',
  auth: true,
  params: ZCertificateTemplateParams,
  response: ZMessageResponse,
});
