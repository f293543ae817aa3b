import { z } from 'zod';
import { ZTrackApplicationParams } from '../applications/track-application';
import { defineEndpoint, success } from '../common/envelope';
import { fieldMessages } from '../common/messages';
import {
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENT_TOO_LARGE,
  MESSAGE_ATTACHMENT_TYPES,
  MESSAGE_ATTACHMENT_WRONG_TYPE,
  ZMessage,
} from './message';

/** The email an applicant applied with, as they type it (the server compares it in any case). */
export const ZApplicantEmail = z
  .string()
  .trim()
  .min(1, fieldMessages.required)
  .max(254)
  .pipe(z.email(fieldMessages.email));

/** The applicant proves the thread is theirs with the tracking id and their email. */
export const ZListTrackedMessagesQuery = z.object({ email: ZApplicantEmail });
export type TListTrackedMessagesQuery = z.infer<typeof ZListTrackedMessagesQuery>;

/** What the reference belongs to: a transcript application or a certificate application. */
export const ZThreadOwnerKind = z.enum(['application', 'certificate_application']);
export type TThreadOwnerKind = z.infer<typeof ZThreadOwnerKind>;

/**
 * The thread; `kind` says what the reference is (certificate applications have threads
 * too, found by the same endpoints). Absent from older servers: read it as 'application'.
 */
export const ZMessagesResponse = success(z.array(ZMessage)).extend({
  kind: ZThreadOwnerKind.optional(),
});
export type TMessagesResponse = z.infer<typeof ZMessagesResponse>;

export const listTrackedMessages = defineEndpoint({
  method: 'GET',
  path: '/applications/track/:reference/messages',
  summary:
    "The applicant's message thread of a transcript or certificate application (tracking id + applicant email)",
  auth: false,
  params: ZTrackApplicationParams,
  query: ZListTrackedMessagesQuery,
  response: ZMessagesResponse,
});

/**
 * A file as the applicant attaches it: its name, its type and its bytes in base64 (at most
 * MESSAGE_ATTACHMENT_MAX_BYTES once decoded; the server checks that the bytes are of the type).
 */
export const ZMessageAttachmentUpload = z.strictObject({
  file_name: z.string().trim().min(1, fieldMessages.required).max(200),
  content_type: z.enum(MESSAGE_ATTACHMENT_TYPES, { error: MESSAGE_ATTACHMENT_WRONG_TYPE }),
  content_base64: z
    .string()
    .min(1, fieldMessages.required)
    .max(Math.ceil(MESSAGE_ATTACHMENT_MAX_BYTES / 3) * 4, MESSAGE_ATTACHMENT_TOO_LARGE)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The file could not be read: choose it again'),
});
export type TMessageAttachmentUpload = z.infer<typeof ZMessageAttachmentUpload>;

/** A message, a document, or both: a document may go without words. */
export const ZPostTrackedMessageRequest = z
  .strictObject({
    email: ZApplicantEmail,
    body: z.string().trim().max(2000),
    attachment: ZMessageAttachmentUpload.optional(),
  })
  .superRefine((value, context) => {
    if (!value.body && !value.attachment)
      context.addIssue({ code: 'custom', path: ['body'], message: fieldMessages.required });
  });
export type TPostTrackedMessageRequest = z.infer<typeof ZPostTrackedMessageRequest>;

export const ZPostTrackedMessageResponse = success(ZMessage);
export type TPostTrackedMessageResponse = z.infer<typeof ZPostTrackedMessageResponse>;

export const postTrackedMessage = defineEndpoint({
  method: 'POST',
  path: '/applications/track/:reference/messages',
  summary:
    'The applicant writes to the registry about a transcript or certificate application, with a document if asked for one',
  auth: false,
  idempotent: true,
  params: ZTrackApplicationParams,
  body: ZPostTrackedMessageRequest,
  response: ZPostTrackedMessageResponse,
});
