import { HOLD_REASON_REQUIRED, type TRequestStatus } from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import type { ApplicationsTable } from '../../db/schema-applications';
import type { Updateable } from 'kysely';
import type { HoldMail } from '../mail/templates';
import { FieldErrors } from './field-errors';

type HoldValues = Pick<
  Updateable<ApplicationsTable>,
  | 'hold_reason_id'
  | 'hold_reason'
  | 'hold_instructions'
  | 'hold_action'
  | 'held_at'
  | 'hold_cancel_at'
>;

const RELEASED: HoldValues = {
  hold_reason_id: null,
  hold_reason: null,
  hold_instructions: null,
  hold_action: null,
  held_at: null,
  hold_cancel_at: null,
};

const DAY = 24 * 60 * 60 * 1000;

/**
 * What a status change does to the request's hold: entering on_hold takes the reason given
 * (required, and offered: 422 on `hold_reason_id` otherwise) as it reads now, with the moment
 * the request is cancelled if it is still held then (the reason's days; none: never); leaving it
 * releases the hold; other moves leave it. Answers the columns to write (none: unchanged) and
 * the reason's name, for the history and the audit.
 */
export async function holdChange(
  trx: Db,
  from: TRequestStatus,
  to: TRequestStatus,
  reasonId: number | null | undefined,
): Promise<{ values: HoldValues | null; reason: string | null }> {
  if (to !== 'on_hold') return { values: from === 'on_hold' ? RELEASED : null, reason: null };
  const reason = reasonId
    ? await trx
        .selectFrom('hold_reasons')
        .selectAll()
        .where('id', '=', reasonId)
        .where('is_active', '=', true)
        .executeTakeFirst()
    : undefined;
  if (!reason) {
    const errors = new FieldErrors();
    errors.add('hold_reason_id', HOLD_REASON_REQUIRED);
    errors.throwIfAny();
  }
  const now = new Date();
  return {
    values: {
      hold_reason_id: reason!.id,
      hold_reason: reason!.name,
      hold_instructions: reason!.instructions,
      hold_action: reason!.applicant_action,
      held_at: now,
      hold_cancel_at:
        reason!.cancel_after_days === null
          ? null
          : new Date(now.getTime() + reason!.cancel_after_days * DAY),
    },
    reason: reason!.name,
  };
}

/** What the status email says of a hold just given (nothing when the change gave none). */
export const holdMailOf = (values: HoldValues | null): { hold?: HoldMail } =>
  values?.hold_reason
    ? {
        hold: {
          reason: values.hold_reason,
          instructions: values.hold_instructions ?? '',
          applicant_action: values.hold_action ?? 'none',
          cancels_at: values.hold_cancel_at ? new Date(values.hold_cancel_at).toISOString() : null,
        },
      }
    : {};
