import { z } from 'zod';
import { ZPathId } from '../common/ids';
import { defineEndpoint } from '../common/envelope';

export const ZMessageAttachmentParams = z.object({ id: ZPathId });
export type TMessageAttachmentParams = z.infer<typeof ZMessageAttachmentParams>;

/** The file's bytes, `Content-Disposition: attachment` (not JSON). */
export const ZDownloadMessageAttachmentResponse = z
  .string()
  .meta({ description: 'The file (PDF, JPEG or PNG)', format: 'binary' });

export const downloadMessageAttachment = defineEndpoint({
  method: 'GET',
  path: '/messages/attachments/:id',
  summary: 'Download a document an applicant attached to a message (staff who read the threads)',
  auth: true,
  params: ZMessageAttachmentParams,
  response: ZDownloadMessageAttachmentResponse,
});
