import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OutboxRow } from '../../db/schema-documents';
import { loadBranding } from '../mail/branding';
import type { Delivered } from '../outbox/repository';
import { Deferred, PermanentFailure } from '../outbox/worker';
import type { SmsConfig } from './config';
import { quietUntil } from './quiet-hours';
import { isSmsTemplate, type SmsPayloads, type SmsTemplate, smsTemplates } from './templates';
import { type SmsGateway, termiiGateway } from './termii';

export const SMS_OFF = 'SMS is off on this server (SMS_PROVIDER=off).';
export const QUIET_HOURS = 'Waiting for the end of quiet hours.';

/**
 * The outbox handler for text messages: a status text due in quiet hours waits for their end
 * (no attempt spent; a code the applicant is waiting for goes at once), then the text is written
 * with the institution's acronym and PUBLIC_URL and sent through the gateway. What is kept is the
 * text as sent, without a code in it.
 */
export function createSmsSender(
  db: Kysely<Database>,
  settings: { publicUrl: string; config: SmsConfig; now?: () => Date },
  gateway: SmsGateway | null = settings.config.termii
    ? termiiGateway(settings.config.termii)
    : null,
) {
  return async (job: OutboxRow): Promise<Delivered> => {
    if (!isSmsTemplate(job.template))
      throw new PermanentFailure(`Unknown template ${job.template}`);
    if (!gateway) throw new PermanentFailure(SMS_OFF);
    const payload = job.payload as SmsPayloads[SmsTemplate] & { secret_token?: string };
    if (job.template === 'sms_phone_code') {
      const minutes = (payload as SmsPayloads['sms_phone_code']).minutes;
      if (Date.now() - new Date(job.created_at).getTime() > minutes * 60_000)
        throw new PermanentFailure('The code expired before it could be sent.');
    } else {
      const until = quietUntil(settings.now?.() ?? new Date(), settings.config.quietHours);
      if (until) throw new Deferred(until, QUIET_HOURS);
    }
    const branding = await loadBranding(db, settings.publicUrl);
    const write = smsTemplates[job.template].text as (
      d: typeof payload,
      b: typeof branding,
    ) => string;
    const { messageId } = await gateway.send(job.recipient, write(payload, branding));
    const { secret_token: secret, ...kept } = payload;
    return {
      transport: 'termii',
      messageId,
      raw: Buffer.from(write(kept as typeof payload, branding), 'utf8'),
      ...(secret ? { payload: kept } : {}),
    };
  };
}
