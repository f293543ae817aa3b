import { generateTrackingId } from '../modules/requests/tracking-id';
import type { Db } from '../db/schema';
import type { CertificateApplicationStatus, CertificateKind } from '../db/schema-records';

export const demoCertificateTemplates = [
  {
    name: 'Degree certificate (landscape)',
    title: 'Certificate of Graduation',
    body_template:
      'This is to certify that {{full_name}}, having satisfied the requirements of the ' +
      'University, was awarded the degree of {{degree}} ({{class_of_degree}}) in ' +
      '{{programme}} in {{graduation_year}}.\n\nSerial number: {{serial_number}}. ' +
      'Issued on {{date_issued}}.',
    orientation: 'landscape' as const,
  },
  {
    name: 'Attestation letter',
    title: 'Attestation of Graduation',
    body_template:
      'We attest that {{full_name}} graduated from the programme {{programme}} with the ' +
      'degree of {{degree}}, {{class_of_degree}}, in {{graduation_year}}.\n\n' +
      'Reference: {{serial_number}}, {{date_issued}}.',
    orientation: 'portrait' as const,
  },
];

const demoApplications: { kind: CertificateKind; status: CertificateApplicationStatus[] }[] = [
  { kind: 'certificate', status: ['pending_payment'] },
  { kind: 'attestation', status: ['pending_payment', 'paid'] },
  { kind: 'certificate', status: ['pending_payment', 'paid', 'processing'] },
  { kind: 'certificate', status: ['pending_payment', 'paid', 'processing', 'dispatched'] },
];

/**
 * Demo data of the records modules, inserted once inside the first-start seed transaction:
 * two certificate templates and a few certificate applications of the demo graduates, priced
 * like real ones (fee per kind + domestic delivery + the courier's rate).
 */
export async function seedRecords(trx: Db): Promise<void> {
  await trx.insertInto('certificate_templates').values(demoCertificateTemplates).execute();

  const graduates = await trx.selectFrom('graduates').selectAll().orderBy('id').limit(4).execute();
  const region = await trx
    .selectFrom('regions')
    .selectAll()
    .where('type', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  const courier = await trx
    .selectFrom('couriers')
    .selectAll()
    .where('serves_domestic', '=', true)
    .orderBy('id')
    .executeTakeFirst();
  const delivery = await trx
    .selectFrom('delivery_rates')
    .select('rate')
    .where('delivery_type', '=', 'domestic')
    .executeTakeFirst();
  const fees = new Map(
    (await trx.selectFrom('certificate_fees').selectAll().execute()).map((f) => [f.kind, f.amount]),
  );
  if (!region || !courier || !delivery) return;

  for (const [index, demo] of demoApplications.entries()) {
    const graduate = graduates[index];
    if (!graduate) break;
    const fee = fees.get(demo.kind) ?? 0;
    const deliveryFee = delivery.rate + courier.rate;
    const current = demo.status.at(-1)!;
    const { id } = await trx
      .insertInto('applications')
      .values({
        kind: demo.kind,
        tracking_id: generateTrackingId(),
        status: current,
        graduate_id: graduate.id,
        matric_number: graduate.matric_number,
        surname: graduate.surname,
        first_name: graduate.first_name,
        other_names: graduate.other_names,
        email: graduate.email ?? 'applicant@example.com',
        phone: null,
        programme: graduate.programme,
        graduation_year: graduate.graduation_year,
        fee,
        delivery_fee: deliveryFee,
        total: fee + deliveryFee,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A certificate travels as its request's one hard copy.
    await trx
      .insertInto('application_copies')
      .values({
        application_id: id,
        purpose: demo.kind,
        type: demo.kind,
        format: 'hard_copy',
        rate: fee,
        delivery_fee: deliveryFee,
        region_id: region.id,
        courier_id: courier.id,
        delivery_type: 1,
        recipient_name: `${graduate.first_name} ${graduate.surname}`,
        recipient_address: `${index + 12} Demo Street, Ikeja, Lagos`,
        courier_name: current === 'dispatched' ? courier.name : null,
        waybill_number: current === 'dispatched' ? `WB${String(index + 1).padStart(8, '0')}` : null,
      })
      .execute();
    await trx
      .insertInto('application_status_history')
      .values(
        demo.status.map((status, i) => ({
          application_id: id,
          from_status: i === 0 ? null : demo.status[i - 1]!,
          to_status: status,
          note: null,
          actor_user_id: null,
        })),
      )
      .execute();
  }
}
