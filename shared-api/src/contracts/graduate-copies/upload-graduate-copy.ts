import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZGraduateParams } from '../graduates/graduate';
import { ZGraduateCopy } from './graduate-copy';

/**
 * The PDF is the raw request body (Content-Type: application/pdf, at most 10 MiB, must start
 * with %PDF-); title and file name travel in the query string.
 */
export const ZUploadGraduateCopyQuery = z.object({
  title: z.string().trim().min(1, 'This field is required').max(200),
  file_name: z.string().trim().max(200).optional(),
});
export type TUploadGraduateCopyQuery = z.infer<typeof ZUploadGraduateCopyQuery>;

export const ZUploadGraduateCopyResponse = success(ZGraduateCopy);
export type TUploadGraduateCopyResponse = z.infer<typeof ZUploadGraduateCopyResponse>;

export const uploadGraduateCopy = defineEndpoint({
  method: 'POST',
  path: '/graduates/:id/copies',
  summary: "Upload a graduate's transcript copy (raw application/pdf body, at most 10 MiB)",
  auth: true,
  params: ZGraduateParams,
  query: ZUploadGraduateCopyQuery,
  fileBody: 'application/pdf',
  response: ZUploadGraduateCopyResponse,
});
