import { z } from 'zod';
import { defineEndpoint } from '../common/envelope';
import { ZGraduateCopyParams } from './graduate-copy';

/** The PDF bytes, `Content-Disposition: attachment` (not JSON). */
export const ZDownloadGraduateCopyResponse = z
  .string()
  .meta({ description: 'The PDF (application/pdf)', format: 'binary' });

export const downloadGraduateCopy = defineEndpoint({
  method: 'GET',
  path: '/graduate-copies/:id/download',
  summary: 'Download an uploaded transcript copy (application/pdf attachment)',
  auth: true,
  params: ZGraduateCopyParams,
  response: ZDownloadGraduateCopyResponse,
});
