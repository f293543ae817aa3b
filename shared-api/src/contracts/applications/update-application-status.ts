import { z } from 'zod';
import { ZBodyId } from '../common/ids';
import { ZRequestStatus } from '../requests/status';
import { defineEndpoint, success } from '../common/envelope';
import { ZApplicationDetail } from './application';
import { ZApplicationIdParams } from './get-application';

export const ZUpdateApplicationStatusRequest = z.strictObject({
  status: ZRequestStatus,
  note: z.string().trim().max(1000).nullish(),
  /** Required when moving to 'dispatched' with any hard copy. */
  courier_name: z.string().trim().max(100).nullish(),
  waybill_number: z.string().trim().max(100).nullish(),
  /** Required when moving to 'on_hold': a hold reason (GET /hold-reasons), active. */
  hold_reason_id: ZBodyId.nullish(),
});
export type TUpdateApplicationStatusRequest = z.infer<typeof ZUpdateApplicationStatusRequest>;

export const ZUpdateApplicationStatusResponse = success(ZApplicationDetail);
export type TUpdateApplicationStatusResponse = z.infer<typeof ZUpdateApplicationStatusResponse>;

export const updateApplicationStatus = defineEndpoint({
  method: 'PATCH',
  path: '/applications/:id/status',
  summary: 'Move an application to another status (state machine; 409 when not allowed)',
  auth: true,
  params: ZApplicationIdParams,
  body: ZUpdateApplicationStatusRequest,
  response: ZUpdateApplicationStatusResponse,
});
