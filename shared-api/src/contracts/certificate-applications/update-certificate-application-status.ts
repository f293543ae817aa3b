import { z } from 'zod';
import { ZBodyId } from '../common/ids';
import { ZRequestStatus } from '../requests/status';
import { defineEndpoint, success } from '../common/envelope';
import { ZCertificateApplication, ZCertificateApplicationParams } from './certificate-application';

export const ZUpdateCertificateApplicationStatusRequest = z.object({
  status: ZRequestStatus,
  note: z.string().trim().max(1000).nullable().optional(),
  /** Required when moving to dispatched. */
  courier_name: z.string().trim().max(100).nullable().optional(),
  /** Required when moving to dispatched. */
  waybill_number: z.string().trim().max(100).nullable().optional(),
  /** Required when moving to 'on_hold': a hold reason (GET /hold-reasons), active. */
  hold_reason_id: ZBodyId.nullish(),
});
export type TUpdateCertificateApplicationStatusRequest = z.infer<
  typeof ZUpdateCertificateApplicationStatusRequest
>;

export const ZUpdateCertificateApplicationStatusResponse = success(ZCertificateApplication);
export type TUpdateCertificateApplicationStatusResponse = z.infer<
  typeof ZUpdateCertificateApplicationStatusResponse
>;

/** An illegal transition is 409 'Cannot change status from X to Y.'. */
export const updateCertificateApplicationStatus = defineEndpoint({
  method: 'PATCH',
  path: '/certificate-applications/:id/status',
  summary: 'Change the status of a certificate application (state machine)',
  auth: true,
  params: ZCertificateApplicationParams,
  body: ZUpdateCertificateApplicationStatusRequest,
  response: ZUpdateCertificateApplicationStatusResponse,
});
