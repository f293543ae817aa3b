import {
  paymentStatusLabels,
  type TAuthUser,
  type TPaymentProvider,
  type TRequestPayment,
} from '@registrar/shared-api/contracts';
import type { Db, StaffRole } from '../../db/schema';
import type { PaymentRow } from '../../db/schema-applications';
import { notFound } from '../../lib/http-errors';
import { assertRole } from '../../lib/roles';
import { staffReceiptPathOf } from './presenter';
import * as repo from './repository';
import { iso, isoOrNull } from '../../lib/iso';

/**
 * Who reads an application's payments on its page: everyone who reads the application. Registry
 * officers need to know whether the applicant paid, but /payments (the provider's raw answer,
 * refunds, every payer) stays with PAYMENT_STAFF.
 */
export const REQUEST_PAYMENT_READERS: StaffRole[] = [
  'administrator',
  'registry_officer',
  'bursary',
];

/** What a payment can belong to here, and the 404 of a missing owner. */
const owners = {
  application: { kinds: ['transcript'], notFound: 'Application not found.' },
  certificate_application: {
    kinds: ['certificate', 'attestation'],
    notFound: 'Certificate application not found.',
  },
} as const;
export type RequestKind = keyof typeof owners;

/**
 * How the payer paid, when the provider's stored answer says: Paystack's verify and webhook
 * bodies carry `data.channel` (card, bank, ussd, bank_transfer…). The local test provider has none.
 */
export function channelOf(raw: unknown): string | null {
  if (!raw || typeof raw !== 'object') return null;
  const data = (raw as { data?: unknown }).data;
  if (!data || typeof data !== 'object') return null;
  const channel = (data as { channel?: unknown }).channel;
  return typeof channel === 'string' && channel.trim() ? channel.trim().slice(0, 50) : null;
}

export const toRequestPayment = (row: PaymentRow, email: string | null): TRequestPayment => ({
  id: row.id,
  reference: row.reference,
  provider: row.provider as TPaymentProvider,
  channel: channelOf(row.raw),
  status: row.status,
  enums: { status: paymentStatusLabels[row.status] },
  amount: row.amount,
  currency: row.currency,
  created_at: iso(row.created_at),
  paid_at: isoOrNull(row.paid_at),
  refunded_at: isoOrNull(row.refunded_at),
  refunded_amount: row.refunded_amount,
  refunding_amount: row.refunding_amount,
  receipt_path: staffReceiptPathOf(row, email),
});

/** Every payment of one transcript or certificate application, newest first; 404 without it. */
export async function listRequestPayments(
  db: Db,
  actor: TAuthUser | null,
  kind: RequestKind,
  id: number,
): Promise<TRequestPayment[]> {
  assertRole(actor, ...REQUEST_PAYMENT_READERS);
  const owner = owners[kind];
  const exists = await db
    .selectFrom('applications')
    .select(['id', 'email'])
    .where('id', '=', id)
    .where('kind', 'in', owner.kinds)
    .executeTakeFirst();
  if (!exists) throw notFound(owner.notFound);
  return (await repo.listFor(db, 'application_id', id)).map((row) =>
    toRequestPayment(row, exists.email),
  );
}
