import { z } from 'zod';
import { ZRequestStatus } from '../requests/status';
import { ZBodyId } from '../common/ids';
import { defineEndpoint, success } from '../common/envelope';

export const BULK_DISPATCH_MESSAGE =
  'Dispatch one application at a time: each needs its courier and waybill number';

export const ZBulkUpdateCertificateApplicationStatusRequest = z.strictObject({
  ids: z
    .array(ZBodyId)
    .min(1, 'Please choose at least one application')
    .max(100, 'At most 100 applications at a time'),
  /** Any staff move but dispatched, which needs a courier and waybill per application. */
  status: ZRequestStatus.refine((status) => status !== 'dispatched', {
    message: BULK_DISPATCH_MESSAGE,
  }),
  note: z.string().trim().max(1000).nullish(),
});
export type TBulkUpdateCertificateApplicationStatusRequest = z.infer<
  typeof ZBulkUpdateCertificateApplicationStatusRequest
>;

/** Each id's outcome: changed (`ok`, the new status) or why not (its own transaction). */
export const ZCertificateBulkStatusResult = z
  .object({
    id: z.number().int(),
    ok: z.boolean(),
    status: ZRequestStatus.nullable(),
    message: z.string().nullable(),
  })
  .meta({ id: 'CertificateBulkStatusResult' });
export type TCertificateBulkStatusResult = z.infer<typeof ZCertificateBulkStatusResult>;

export const ZBulkUpdateCertificateApplicationStatusResponse = success(
  z.object({ results: z.array(ZCertificateBulkStatusResult), updated: z.number().int() }),
);
export type TBulkUpdateCertificateApplicationStatusResponse = z.infer<
  typeof ZBulkUpdateCertificateApplicationStatusResponse
>;

/** Administrators and registry officers; an illegal move is that id's result, not a 409. */
export const bulkUpdateCertificateApplicationStatus = defineEndpoint({
  method: 'POST',
  path: '/certificate-applications/bulk-status',
  summary: 'Move several certificate applications to one status; each id succeeds or fails alone',
  auth: true,
  body: ZBulkUpdateCertificateApplicationStatusRequest,
  response: ZBulkUpdateCertificateApplicationStatusResponse,
});
