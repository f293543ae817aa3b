import { z } from 'zod';
import { ZPathId } from '../common/ids';

/** `suppressed`: held back by the per-recipient bound on mail the public can cause; never sent. */
export const ZMailStatus = z.enum(['pending', 'processing', 'sent', 'failed', 'suppressed']);
export type TMailStatus = z.infer<typeof ZMailStatus>;

export const mailStatusLabels: Record<TMailStatus, string> = {
  pending: 'Queued',
  processing: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  suppressed: 'Not sent (limit)',
};

/** What the outbox sends: an email, or a text message (SMS) to a verified phone. */
export const ZOutboxKind = z.enum(['email', 'sms']);
export type TOutboxKind = z.infer<typeof ZOutboxKind>;

/**
 * One email or text message of the outbox (`kind`; a text's `to` is an E.164 phone). `error` is
 * the last failure; a recipient refused for good reads
 * 'Email could not be sent to this email address.' (the client translates it, spec §8).
 */
export const ZMailMessage = z
  .object({
    id: z.number().int(),
    kind: ZOutboxKind,
    to: z.string(),
    subject: z.string(),
    template: z.string(),
    status: ZMailStatus,
    attempts: z.number().int(),
    max_attempts: z.number().int(),
    next_attempt_at: z.string().nullable(),
    error: z.string().nullable(),
    transport: z.enum(['smtp', 'file', 'termii']).nullable(),
    /** A text message as sent (a code in it left out); null for an email or an unsent text. */
    text: z.string().nullable(),
    entity_type: z.string().nullable(),
    entity_id: z.string().nullable(),
    sent_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'MailMessage' });
export type TMailMessage = z.infer<typeof ZMailMessage>;

export const ZMailParams = z.object({ id: ZPathId });
export type TMailParams = z.infer<typeof ZMailParams>;
