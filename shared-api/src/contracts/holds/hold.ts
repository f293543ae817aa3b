import { z } from 'zod';
import { ZOptionalActive, ZRequiredText } from '../reference-data/settings-common';

/** What the applicant must do about a hold: nothing (the registry resumes), or reply to it. */
export const HOLD_ACTIONS = ['none', 'reply'] as const;
export const ZHoldAction = z.enum(HOLD_ACTIONS, { error: 'Choose what the applicant must do' });
export type THoldAction = z.infer<typeof ZHoldAction>;

export const holdActionLabels: Readonly<Record<THoldAction, string>> = {
  none: 'Nothing: the registry resumes by itself',
  reply: 'Reply to the registry',
};

/** A reason staff give for putting a request on hold, with what the applicant is told. */
export const ZHoldReason = z
  .object({
    id: z.number().int(),
    name: z.string(),
    instructions: z.string(),
    applicant_action: ZHoldAction,
    is_active: z.boolean(),
  })
  .meta({ id: 'HoldReason' });
export type THoldReason = z.infer<typeof ZHoldReason>;

/** Name unique (any case); the instructions are what the applicant reads, on the page and by email. */
export const ZHoldReasonInput = z.object({
  name: ZRequiredText(150),
  instructions: ZRequiredText(1000),
  applicant_action: ZHoldAction,
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
  })
  .meta({ id: 'RequestHold' });
export type TRequestHold = z.infer<typeof ZRequestHold>;

export const HOLD_REASON_REQUIRED = 'Choose why the request is on hold';
