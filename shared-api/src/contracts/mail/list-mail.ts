import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZPageQuery, ZPaginated, ZSearchTerm } from '../common/paging';
import { ZMailMessage, ZMailStatus, ZOutboxKind } from './mail-message';

export const ZListMailQuery = ZPageQuery.extend({
  status: ZMailStatus.optional(),
  kind: ZOutboxKind.optional(),
  /** Start of the recipient's address or of the subject (case-insensitive). */
  search: ZSearchTerm.optional(),
});
export type TListMailQuery = z.infer<typeof ZListMailQuery>;

export const ZListMailResponse = success(ZPaginated(ZMailMessage));
export type TListMailResponse = z.infer<typeof ZListMailResponse>;

export const listMail = defineEndpoint({
  method: 'GET',
  path: '/mail',
  summary:
    'Emails and text messages sent and queued (paged, newest first; filter by status, kind, search)',
  auth: true,
  query: ZListMailQuery,
  response: ZListMailResponse,
});
