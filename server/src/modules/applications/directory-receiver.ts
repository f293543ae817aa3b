import {
  receiverReferenceProblem,
  receiverTakes,
  type TSubmitApplicationCopy,
} from '@registrar/shared-api/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/schema';
import type { RecipientsTable } from '../../db/schema-settings';
import type { FieldErrors } from './field-errors';

export type Receiver = Selectable<RecipientsTable>;

export const RECEIVER_MESSAGES = {
  unknown: 'Choose a receiver from the directory',
  noSoftCopies: 'This receiver does not take soft copies',
  noHardCopies: 'This receiver does not take hard copies',
  abroad: 'This receiver is abroad: choose an international region',
  atHome: 'This receiver is in this country: choose a domestic region',
} as const;

/** The directory's receivers the copies name (any state: the rules below say which may be used). */
export async function receiversOf(db: Db, copies: TSubmitApplicationCopy[]): Promise<Receiver[]> {
  const ids = copies.flatMap((copy) => (copy.recipient_id ? [copy.recipient_id] : []));
  if (ids.length === 0) return [];
  return db.selectFrom('recipients').selectAll().where('id', 'in', ids).execute();
}

/**
 * A copy sent to a receiver of the directory: the receiver must be offered and take the copy's
 * format, and a reference it requires must be given in its format. The receiver's own name and
 * email (soft copy) or name and address (hard copy) replace what the copy says, and a hard copy
 * is priced for where the receiver is (checkReceiverRegion): the directory is the truth for
 * where a copy goes. Problems are added to `errors` at `at(field)`.
 */
export function toReceiver(
  copy: TSubmitApplicationCopy,
  receivers: Receiver[],
  at: (field: string) => string,
  errors: FieldErrors,
): { copy: TSubmitApplicationCopy; receiver: Receiver | null } {
  if (!copy.recipient_id) return { copy, receiver: null };
  const receiver = receivers.find((row) => row.id === copy.recipient_id && row.is_active);
  if (!receiver) {
    errors.add(at('recipient_id'), RECEIVER_MESSAGES.unknown);
    return { copy, receiver: null };
  }
  const soft = copy.format === 'soft_copy';
  const takesFormat = receiverTakes(receiver, copy.format);
  if (!takesFormat) {
    errors.add(
      at('format'),
      soft ? RECEIVER_MESSAGES.noSoftCopies : RECEIVER_MESSAGES.noHardCopies,
    );
  }
  const referenceProblem = receiverReferenceProblem(receiver, copy.reference_number);
  if (referenceProblem) errors.add(at('reference_number'), referenceProblem);
  // A format it does not take is what is wrong: the copy's own delivery fields are judged as sent.
  if (!takesFormat) return { copy, receiver };
  const delivered = soft
    ? { recipient_name: receiver.name, recipient_email: receiver.email }
    : { recipient_name: receiver.name, recipient_address: receiver.address };
  return { copy: { ...copy, ...delivered }, receiver };
}

/** A hard copy to a receiver travels where the receiver is: abroad, or at home. */
export function checkReceiverRegion(
  receiver: Receiver | null,
  regionType: number | undefined,
  at: (field: string) => string,
  errors: FieldErrors,
): void {
  if (!receiver || regionType === undefined) return;
  const international = regionType === 2;
  if (receiver.abroad && !international) errors.add(at('region_id'), RECEIVER_MESSAGES.abroad);
  if (!receiver.abroad && international) errors.add(at('region_id'), RECEIVER_MESSAGES.atHome);
}
