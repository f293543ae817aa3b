import { z } from 'zod';
import { ZRequestStatus } from '../requests/status';
import { ZBodyId } from '../common/ids';
import { defineEndpoint, success } from '../common/envelope';

export const ZBulkUpdateApplicationStatusRequest = z.strictObject({
  ids: z
    .array(ZBodyId)
    .min(1, 'Please choose at least one application')
    .max(100, 'At most 100 applications at a time'),
  status: ZRequestStatus,
  note: z.string().trim().max(1000).nullish(),
});
export type TBulkUpdateApplicationStatusRequest = z.infer<
  typeof ZBulkUpdateApplicationStatusRequest
>;

/** Each id's outcome: changed (`ok`) or why not (each id has its own transaction). */
export const ZBulkStatusResult = z
  .object({
    id: z.number().int(),
    ok: z.boolean(),
    status: ZRequestStatus.nullable(),
    message: z.string().nullable(),
  })
  .meta({ id: 'BulkStatusResult' });
export type TBulkStatusResult = z.infer<typeof ZBulkStatusResult>;

export const ZBulkUpdateApplicationStatusResponse = success(
  z.object({ results: z.array(ZBulkStatusResult), updated: z.number().int() }),
);
export type TBulkUpdateApplicationStatusResponse = z.infer<
  typeof ZBulkUpdateApplicationStatusResponse
>;

export const bulkUpdateApplicationStatus = defineEndpoint({
  method: 'POST',
  path: '/applications/bulk-status',
  summary: 'Move several applications to one status; each id succeeds or fails on its own',
  auth: true,
  body: ZBulkUpdateApplicationStatusRequest,
  response: ZBulkUpdateApplicationStatusResponse,
});
