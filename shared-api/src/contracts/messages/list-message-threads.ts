import { z } from 'zod';
import { ZRequestStatus } from '../requests/status';
import { ZTrackingId } from '../requests/tracking-id';
import { defineEndpoint, success } from '../common/envelope';
import { blankAsAbsent, ZPageQuery, ZPaginated } from '../common/paging';
import { ZThreadOwnerKind } from './tracked-messages';

export const ZListMessageThreadsQuery = ZPageQuery.extend({
  /** Part of the tracking id, matric number, name or email (case-insensitive). */
  search: z.preprocess(blankAsAbsent, z.string().trim().max(100).optional()),
  /** 'unread': only threads with applicant messages staff have not read. */
  filter: z.preprocess(blankAsAbsent, z.enum(['all', 'unread']).default('all')),
});
export type TListMessageThreadsQuery = z.infer<typeof ZListMessageThreadsQuery>;

/**
 * One application's conversation as a row of the staff inbox: a transcript application's or
 * (`kind: 'certificate_application'`) a certificate application's; `application_id` is the id
 * of that kind of application.
 */
export const ZMessageThread = z
  .object({
    kind: ZThreadOwnerKind,
    application_id: z.number().int(),
    tracking_id: ZTrackingId,
    applicant_name: z.string(),
    matric_number: z.string(),
    email: z.string(),
    status: ZRequestStatus,
    enums: z.object({ status: z.string() }),
    /** Applicant messages no staff member has opened yet. */
    unread_count: z.number().int(),
    message_count: z.number().int(),
    last_message: z.object({
      sender: z.enum(['applicant', 'staff']),
      /** The start of the message (at most 160 characters). */
      excerpt: z.string(),
      created_at: z.string(),
    }),
  })
  .meta({ id: 'MessageThread' });
export type TMessageThread = z.infer<typeof ZMessageThread>;

export const ZMessageThreadsPage = ZPaginated(ZMessageThread).extend({
  /** Threads with unread applicant messages, whatever the filters. */
  unread_threads: z.number().int(),
});
export type TMessageThreadsPage = z.infer<typeof ZMessageThreadsPage>;

export const ZListMessageThreadsResponse = success(ZMessageThreadsPage);
export type TListMessageThreadsResponse = z.infer<typeof ZListMessageThreadsResponse>;

/** Unread threads first (newest message first), then the rest by their newest message. */
export const listMessageThreads = defineEndpoint({
  method: 'GET',
  path: '/messages/threads',
  summary:
    'Staff inbox: transcript and certificate application threads, unread first, with unread counts',
  auth: true,
  query: ZListMessageThreadsQuery,
  response: ZListMessageThreadsResponse,
});
