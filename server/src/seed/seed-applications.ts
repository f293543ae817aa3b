import type { TApplicationStatus, TSubmitApplicationCopy } from '@registrar/shared-api/contracts';
import { priceCopies } from '../modules/applications/pricing';
import * as repo from '../modules/applications/repository';
import { insertHistory } from '../modules/requests/history';
import { insertApplication } from '../modules/applications/service';
import { currentWording, recordConsent } from '../modules/consent/service';
import type { Db } from '../db/schema';

/** The path each demo application walked, ending at the status it is left in. */
const paths: TApplicationStatus[][] = [
  ['pending_payment'],
  ['pending_payment'],
  ['pending_payment', 'cancelled'],
  ['pending_payment', 'paid'],
  ['pending_payment', 'paid'],
  ['pending_payment', 'paid', 'processing'],
  ['pending_payment', 'paid', 'processing'],
  ['pending_payment', 'paid', 'on_hold'],
  ['pending_payment', 'paid', 'processing', 'sent'],
  ['pending_payment', 'paid', 'processing', 'sent', 'completed'],
  ['pending_payment', 'paid', 'processing', 'dispatched'],
  ['pending_payment', 'paid', 'processing', 'dispatched', 'delivered'],
  ['pending_payment', 'paid', 'processing', 'dispatched', 'delivered', 'completed'],
  ['pending_payment', 'paid', 'rejected'],
  ['pending_payment', 'paid', 'rejected', 'refunded'],
];

const notes: Partial<Record<TApplicationStatus, string>> = {
  paid: 'Payment DEMO confirmed',
  on_hold: 'Awaiting confirmation of the graduation year',
  rejected: 'The record could not be verified',
  refunded: 'Refunded to the card used',
};

/** A copy: soft copies by email; hard copies to a domestic (Lagos + NIPOST) or foreign address. */
function copiesFor(index: number, email: string, hard: boolean): TSubmitApplicationCopy[] {
  const purposes = ['Further Studies', 'Employment', 'Scholarship', 'Professional Body'];
  const purpose = purposes[index % purposes.length]!;
  const type = index % 3 === 0 ? 'postgraduate' : 'undergraduate';
  if (!hard) return [{ purpose, type, format: 'soft_copy', recipient_email: email }];
  const abroad = index % 2 === 0;
  return [
    {
      purpose,
      type,
      format: 'hard_copy',
      recipient_name: abroad ? 'Graduate Admissions Office' : 'Human Resources',
      recipient_address: abroad ? '1 University Road, Leeds, UK' : '12 Marina Road, Lagos',
      region_id: abroad ? 6 : 1,
      courier_id: abroad ? 3 : 1,
      reference_number: `REF-${String(1000 + index)}`,
    },
    { purpose, type, format: 'soft_copy', recipient_email: email },
  ];
}

/**
 * 15 demo applications across every status, priced by the same function as real submissions,
 * with their history rows (staff steps have no actor: the seed creates staff afterwards).
 */
export async function seedApplications(trx: Db): Promise<void> {
  const graduates = await trx.selectFrom('graduates').selectAll().orderBy('id').limit(15).execute();
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  const wording = await currentWording(trx);
  for (const [index, path] of paths.entries()) {
    const graduate = graduates[index % graduates.length]!;
    const email = graduate.email ?? `applicant${String(index)}@example.com`;
    const final = path[path.length - 1]!;
    const withHard = path.includes('dispatched') || (!path.includes('sent') && index % 2 === 1);
    const priced = await priceCopies(trx, copiesFor(index, email, withHard));
    const { row, copies } = await insertApplication(trx, {
      graduate,
      email,
      phone: index % 2 === 0 ? '+234 803 000 00' + String(index).padStart(2, '0') : null,
      applicationTypeId: (index % 4) + 1,
      priced,
    });
    const submittedAt = new Date(now - (paths.length - index) * 2 * day);
    // Each was submitted with consent to the wording in force, as a real submission is.
    await recordConsent(
      trx,
      row.id,
      wording.id,
      copies,
      { actorUserId: null, ip: null },
      submittedAt,
    );
    await trx
      .updateTable('application_status_history')
      .set({ created_at: submittedAt })
      .where('application_id', '=', row.id)
      .execute();
    // A demo application already sent was let go by staff: its typed-in receivers were confirmed.
    if (path.includes('dispatched') || path.includes('sent'))
      await trx
        .updateTable('application_copies')
        .set({ receiver_confirmed_at: submittedAt })
        .where('application_id', '=', row.id)
        .where('type', '=', 'official')
        .where('recipient_id', 'is', null)
        .execute();
    for (const [step, status] of path.slice(1).entries()) {
      await insertHistory(trx, {
        application_id: row.id,
        from_status: path[step]!,
        to_status: status,
        actor_user_id: null,
        note: notes[status] ?? null,
      });
      if (status === 'dispatched')
        await repo.markCopiesDispatched(trx, row.id, 'hard_copy', {
          courier_name: 'DHL Express',
          waybill_number: `WB${String(900000 + index)}`,
        });
      if (status === 'sent')
        await repo.markCopiesDispatched(trx, row.id, 'soft_copy', {
          courier_name: null,
          waybill_number: null,
        });
    }
    await trx
      .updateTable('applications')
      .set({ status: final, created_at: submittedAt, updated_at: submittedAt })
      .where('id', '=', row.id)
      .execute();
  }
}
