import type { THoldAction, TRequestStatus } from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { enqueueSms } from '../outbox/repository';
import { loadSmsConfig } from './config';
import { quietUntil } from './quiet-hours';
import { type SmsPayloads, type SmsTemplate, smsTemplates } from './templates';

/** A request's reference and where it is texted: only a phone proven by a code. */
const textableRequest = (trx: Db, id: number) =>
  trx
    .selectFrom('applications')
    .select(['id', 'kind', 'tracking_id', 'phone', 'phone_verified_at'])
    .where('id', '=', id)
    .executeTakeFirst();

/**
 * Queues a text about a request in the caller's transaction, next to its email: only when SMS
 * is on and the request's phone was verified. In quiet hours it is queued for their end.
 */
async function queueText<T extends SmsTemplate>(
  trx: Db,
  applicationId: number,
  template: T,
  payloadOf: (trackingId: string) => SmsPayloads[T],
): Promise<number | null> {
  const config = loadSmsConfig();
  if (!config.termii) return null;
  const request = await textableRequest(trx, applicationId);
  if (!request?.phone || !request.phone_verified_at) return null;
  const payload = payloadOf(request.tracking_id);
  const subject = (smsTemplates[template].subject as (d: SmsPayloads[T]) => string)(payload);
  return enqueueSms(trx, {
    to: request.phone,
    template,
    subject,
    payload: payload as unknown as Record<string, unknown>,
    entityType: request.kind === 'transcript' ? 'application' : 'certificate_application',
    entityId: request.id,
    runAt: quietUntil(new Date(), config.quietHours) ?? undefined,
  });
}

/**
 * A status change of any request; a hold says whether the applicant must act (not why: that is
 * on the track page, with their email) and points to the track page.
 */
export const textStatusChange = (
  trx: Db,
  applicationId: number,
  change: { status: TRequestStatus; hold?: { applicant_action: THoldAction } | null },
) =>
  change.status === 'on_hold' && change.hold
    ? queueText(trx, applicationId, 'sms_hold', (tracking_id) => ({
        tracking_id,
        applicant_action: change.hold!.applicant_action,
      }))
    : queueText(trx, applicationId, 'sms_status', (tracking_id) => ({
        tracking_id,
        status: change.status,
      }));

/** A download link was emailed to the applicant themself. */
export const textDocumentReady = (trx: Db, applicationId: number) =>
  queueText(trx, applicationId, 'sms_document_ready', (tracking_id) => ({ tracking_id }));
