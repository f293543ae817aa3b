import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt, NullableTimestamp } from './columns';

/** Kysely table types added by migration 0005_payments; merged into Database in schema.ts. */

/** One entry of a payment's own log (modules/payments/README.md lists the kinds). */
export interface PaymentEventsTable {
  id: Generated<number>;
  payment_id: number;
  kind: string;
  note: string | null;
  details: ColumnType<unknown, string | undefined, never>;
  actor_user_id: number | null;
  created_at: CreatedAt;
}

export type LocalSessionStatus = 'pending' | 'success' | 'failed' | 'abandoned';

/** The built-in test provider's own record of a checkout (what its verify() reads). */
export interface LocalPaymentSessionsTable {
  reference: string;
  amount: number;
  currency: string;
  email: string;
  description: string;
  status: ColumnType<LocalSessionStatus, LocalSessionStatus | undefined, LocalSessionStatus>;
  completed_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface PaymentsTables {
  payment_events: PaymentEventsTable;
  local_payment_sessions: LocalPaymentSessionsTable;
}

export type PaymentEventRow = Selectable<PaymentEventsTable>;
export type LocalPaymentSessionRow = Selectable<LocalPaymentSessionsTable>;
