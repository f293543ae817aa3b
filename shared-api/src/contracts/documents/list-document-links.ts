import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZApplicationDocumentsParams, ZDocumentLink } from './document-link';

export const ZListDocumentLinksResponse = success(z.array(ZDocumentLink));
export type TListDocumentLinksResponse = z.infer<typeof ZListDocumentLinksResponse>;

export const listDocumentLinks = defineEndpoint({
  method: 'GET',
  path: '/applications/:id/document-links',
  summary: "An application's soft-copy download links, newest first",
  auth: true,
  params: ZApplicationDocumentsParams,
  response: ZListDocumentLinksResponse,
});
