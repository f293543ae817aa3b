import { z } from 'zod';
import { ZTrackApplicationParams } from '../applications/track-application';
import { defineEndpoint, success } from '../common/envelope';
import { fieldMessages } from '../common/messages';
import { ZMessage, ZMessageBody } from './message';

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

export const ZPostTrackedMessageRequest = z.strictObject({
  email: ZApplicantEmail,
  body: ZMessageBody,
});
export type TPostTrackedMessageRequest = z.infer<typeof ZPostTrackedMessageRequest>;

export const ZPostTrackedMessageResponse = success(ZMessage);
export type TPostTrackedMessageResponse = z.infer<typeof ZPostTrackedMessageResponse>;

export const postTrackedMessage = defineEndpoint({
  method: 'POST',
  path: '/applications/track/:reference/messages',
  summary: 'The applicant writes to the registry about a transcript or certificate application',
  auth: false,
  idempotent: true,
  params: ZTrackApplicationParams,
  body: ZPostTrackedMessageRequest,
  response: ZPostTrackedMessageResponse,
});
