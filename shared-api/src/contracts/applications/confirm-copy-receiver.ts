import { z } from 'zod';
import { ZPathId } from '../common/ids';
import { defineEndpoint, success } from '../common/envelope';
import { ZApplicationDetail } from './application';

export const ZConfirmCopyReceiverParams = z.object({ id: ZPathId, copyId: ZPathId });
export type TConfirmCopyReceiverParams = z.infer<typeof ZConfirmCopyReceiverParams>;

export const ZConfirmCopyReceiverRequest = z.strictObject({
  /** How the receiver was checked ('Phoned the admissions office'): kept in the audit trail. */
  note: z.string().trim().max(1000).nullish(),
});
export type TConfirmCopyReceiverRequest = z.infer<typeof ZConfirmCopyReceiverRequest>;

export const ZConfirmCopyReceiverResponse = success(ZApplicationDetail);
export type TConfirmCopyReceiverResponse = z.infer<typeof ZConfirmCopyReceiverResponse>;

/**
 * Staff confirm the receiver the applicant typed in for an official copy (awaitsReceiverCheck),
 * so the application may be sent or dispatched. 409 for a copy with nothing to confirm (a
 * directory receiver, a student copy); confirming again changes nothing.
 */
export const confirmCopyReceiver = defineEndpoint({
  method: 'POST',
  path: '/applications/:id/copies/:copyId/receiver-confirmation',
  summary: 'Confirm an unlisted receiver of an official copy (staff who change statuses)',
  auth: true,
  params: ZConfirmCopyReceiverParams,
  body: ZConfirmCopyReceiverRequest,
  response: ZConfirmCopyReceiverResponse,
});
