import { HOLD_REASON_REQUIRED, type TRequestStatus } from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import type { ApplicationsTable } from '../../db/schema-applications';
import type { Updateable } from 'kysely';
import { FieldErrors } from './field-errors';

type HoldValues = Pick<
  Updateable<ApplicationsTable>,
  'hold_reason_id' | 'hold_reason' | 'hold_instructions' | 'hold_action' | 'held_at'
>;

const RELEASED: HoldValues = {
  hold_reason_id: null,
  hold_reason: null,
  hold_instructions: null,
  hold_action: null,
  held_at: null,
};

/**
 * What a status change does to the request's hold: entering on_hold takes the reason given
 * (required, and offered: 422 on `hold_reason_id` otherwise) as it reads now; leaving it
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
  return {
    values: {
      hold_reason_id: reason!.id,
      hold_reason: reason!.name,
      hold_instructions: reason!.instructions,
      hold_action: reason!.applicant_action,
      held_at: new Date(),
    },
    reason: reason!.name,
  };
}
