import {
  certificateKindLabels,
  copyDescription,
  type TPaymentItem,
  type TPaymentKind,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import type { PaymentRow } from '../../db/schema-applications';
import { displayTrackingId } from '../requests/tracking-id';

/** What a payment is for, as shown to payers and staff (computed from its owner's rows). */
export interface OwnerInfo {
  kind: TPaymentKind;
  description: string;
  tracking_id: string | null;
  items: TPaymentItem[];
  payment_type: { id: number; name: string } | null;
  /** The email on the application (or the other payment): the payer's proof on public answers. */
  email: string | null;
}

const idsOf = (rows: PaymentRow[], pick: (row: PaymentRow) => number | null) => [
  ...new Set(rows.map(pick).filter((id): id is number => id !== null)),
];

/** Owner details of many payments in a fixed number of queries (lists, CSV export). */
export async function loadOwners(db: Db, rows: PaymentRow[]): Promise<Map<number, OwnerInfo>> {
  const requestIds = idsOf(rows, (row) => row.application_id);
  const standaloneIds = idsOf(rows, (row) => row.standalone_payment_id);
  const [requests, copies, standalones] = await Promise.all([
    requestIds.length
      ? db
          .selectFrom('applications')
          .select(['id', 'kind', 'tracking_id', 'email', 'fee', 'delivery_fee'])
          .where('id', 'in', requestIds)
          .execute()
      : [],
    requestIds.length
      ? db
          .selectFrom('application_copies')
          .select(['application_id', 'purpose', 'type', 'format', 'rate', 'delivery_fee'])
          .where('application_id', 'in', requestIds)
          .orderBy('id')
          .execute()
      : [],
    standaloneIds.length
      ? db
          .selectFrom('standalone_payments as s')
          .innerJoin('payment_types as t', 't.id', 's.payment_type_id')
          .select(['s.id', 's.amount', 's.payer_email', 't.id as type_id', 't.name as type_name'])
          .where('s.id', 'in', standaloneIds)
          .execute()
      : [],
  ]);

  const result = new Map<number, OwnerInfo>();
  for (const row of rows) {
    const request = requests.find((a) => a.id === row.application_id);
    if (request?.kind === 'transcript') {
      const application = request;
      const trackingId = application ? displayTrackingId(application.tracking_id) : null;
      const items = copies
        .filter((copy) => copy.application_id === row.application_id)
        .flatMap((copy, index) => [
          {
            description: `Transcript copy ${index + 1}: ${copyDescription(copy.type, copy.format)} for ${copy.purpose}`,
            amount: copy.rate,
          },
          ...(copy.delivery_fee > 0
            ? [{ description: `Delivery of copy ${index + 1}`, amount: copy.delivery_fee }]
            : []),
        ]);
      result.set(row.id, {
        kind: 'application',
        description: `Transcript application ${trackingId ?? ''}`.trim(),
        tracking_id: trackingId,
        items,
        payment_type: null,
        email: application?.email ?? null,
      });
    } else if (request) {
      const trackingId = displayTrackingId(request.tracking_id);
      result.set(row.id, {
        kind: 'certificate_application',
        description: `Certificate application ${trackingId}`,
        tracking_id: trackingId,
        items: [
          { description: certificateKindLabels[request.kind], amount: request.fee },
          ...(request.delivery_fee > 0
            ? [{ description: 'Delivery', amount: request.delivery_fee }]
            : []),
        ],
        payment_type: null,
        email: request.email,
      });
    } else {
      const standalone = standalones.find((s) => s.id === row.standalone_payment_id);
      const type = standalone ? { id: standalone.type_id, name: standalone.type_name } : null;
      result.set(row.id, {
        kind: 'standalone',
        description: type?.name ?? 'Other payment',
        tracking_id: null,
        items: type ? [{ description: type.name, amount: row.amount }] : [],
        payment_type: type,
        email: standalone?.payer_email ?? null,
      });
    }
  }
  return result;
}

export async function loadOwner(db: Db, row: PaymentRow): Promise<OwnerInfo> {
  return (await loadOwners(db, [row])).get(row.id)!;
}
