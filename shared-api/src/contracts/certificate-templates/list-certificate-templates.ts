import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZPageQuery, ZPaginated, ZSearchTerm } from '../common/paging';
import { ZCertificateTemplate } from './certificate-template';

export const ZListCertificateTemplatesQuery = ZPageQuery.extend({
  search: ZSearchTerm.optional(),
});
export type TListCertificateTemplatesQuery = z.infer<typeof ZListCertificateTemplatesQuery>;

export const ZListCertificateTemplatesResponse = success(ZPaginated(ZCertificateTemplate));
export type TListCertificateTemplatesResponse = z.infer<typeof ZListCertificateTemplatesResponse>;

export const listCertificateTemplates = defineEndpoint({
  method: 'GET',
  path: '/certificate-templates',
  summary: 'List certificate templates (paged)',
  auth: true,
  query: ZListCertificateTemplatesQuery,
  response: ZListCertificateTemplatesResponse,
});
