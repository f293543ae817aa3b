import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { blankAsAbsent } from '../common/paging';
import { ZRecipient } from './recipient';

/** The most receivers one search answers. */
export const RECIPIENT_SEARCH_LIMIT = 20;

export const ZSearchRecipientDirectoryQuery = z.object({
  /** Words of the receiver's name, in any case and order ('wes canada'); absent: the first ones. */
  search: z.preprocess(blankAsAbsent, z.string().trim().max(100).optional()),
});
export type TSearchRecipientDirectoryQuery = z.infer<typeof ZSearchRecipientDirectoryQuery>;

/** The offered receivers whose names hold every word, by name, at most RECIPIENT_SEARCH_LIMIT. */
export const ZSearchRecipientDirectoryResponse = success(z.array(ZRecipient));
export type TSearchRecipientDirectoryResponse = z.infer<typeof ZSearchRecipientDirectoryResponse>;

export const searchRecipientDirectory = defineEndpoint({
  method: 'GET',
  path: '/recipient-directory',
  summary: 'Find a receiver for a copy (public; offered receivers only)',
  auth: false,
  query: ZSearchRecipientDirectoryQuery,
  response: ZSearchRecipientDirectoryResponse,
});
