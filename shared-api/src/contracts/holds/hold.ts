import { z } from 'zod';
import { ZOptionalActive, ZRequiredText } from '../reference-data/settings-common';

/**
 * What the applicant must do about a hold: nothing (the registry resumes), reply to it, or
 * upload a document (a message with the file attached).
 */
export const HOLD_ACTIONS = ['none', 'reply', 'upload'] as const;
export const ZHoldAction = z.enum(HOLD_ACTIONS, { error: 'Choose what the applicant must do' });
export type THoldAction = z.infer<typeof ZHoldAction>;

export const holdActionLabels: Readonly<Record<THoldAction, string>> = {
  none: 'Nothing: the registry resumes by itself',
  reply: 'Reply to the registry',
  upload: 'Upload a document',
};

/** The applicant's button (page and email) for a hold that waits on them. */
export const holdActionButtons: Readonly<Record<Exclude<THoldAction, 'none'>, string>> = {
  reply: 'Reply to the registry',
  upload: 'Upload the document',
};

/** The longest a hold reason may let a request wait before it is cancelled. */
export const HOLD_CANCEL_MAX_DAYS = 365;

/** A reason staff give for putting a request on hold, with what the applicant is told. */
export const ZHoldReason = z
  .object({
    id: z.number().int(),
    name: z.string(),
    instructions: z.string(),
    applicant_action: ZHoldAction,
    /** Days after which a request held for it is cancelled and refunded (null: never). */
    cancel_after_days: z.number().int().nullable(),
    is_active: z.boolean(),
  })
  .meta({ id: 'HoldReason' });
export type THoldReason = z.infer<typeof ZHoldReason>;

/** Name unique (any case); the instructions are what the applicant reads, on the page and by email. */
export const ZHoldReasonInput = z.object({
  name: ZRequiredText(150),
  instructions: ZRequiredText(1000),
  applicant_action: ZHoldAction,
  cancel_after_days: z
    .number({ error: 'Enter a whole number of days, or leave it empty' })
    .int('Enter a whole number of days, or leave it empty')
    .min(1, 'At least 1 day')
    .max(HOLD_CANCEL_MAX_DAYS, `At most ${String(HOLD_CANCEL_MAX_DAYS)} days`)
    .nullable()
    .optional(),
  is_active: ZOptionalActive,
});
export type THoldReasonInput = z.infer<typeof ZHoldReasonInput>;

/** A request's hold, as it was given: the reason, what the applicant was told, and since when. */
export const ZRequestHold = z
  .object({
    reason: z.string(),
    instructions: z.string(),
    applicant_action: ZHoldAction,
    since: z.string(),
    /** When the request is cancelled (and its payment refunded) if it is still held; null: never. */
    cancels_at: z.string().nullable(),
  })
  .meta({ id: 'RequestHold' });
export type TRequestHold = z.infer<typeof ZRequestHold>;

export const HOLD_REASON_REQUIRED = 'Choose why the request is on hold';
