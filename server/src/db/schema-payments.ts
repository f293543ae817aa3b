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

export type RefundStatus = 'pending' | 'processed' | 'failed' | 'needs_attention';

/** One refund of a payment through its provider (0031): all or part of what was paid. */
export interface PaymentRefundsTable {
  id: Generated<number>;
  payment_id: number;
  /** Kobo. */
  amount: number;
  reason: string;
  status: ColumnType<RefundStatus, RefundStatus | undefined, RefundStatus>;
  /** The provider's id of the refund, once it answered the request. */
  provider_refund_id: string | null;
  /** The provider's own word for where the refund stands. */
  provider_status: string | null;
  /** Why the provider refused or failed it. */
  failure: string | null;
  /** How many times the refund was asked of the provider. */
  attempts: ColumnType<number, number | undefined, number>;
  requested_by: number | null;
  requested_at: CreatedAt;
  last_attempt_at: NullableTimestamp;
  checked_at: NullableTimestamp;
  processed_at: NullableTimestamp;
  /** The provider's last answer about the refund, as received (JSON text on insert/update). */
  raw: ColumnType<unknown, string | null | undefined, string | null>;
}

/** The built-in test provider's refunds (0031), as its sessions are its transactions. */
export interface LocalPaymentRefundsTable {
  id: string;
  reference: string;
  amount: number;
  created_at: CreatedAt;
}

export interface PaymentsTables {
  payment_events: PaymentEventsTable;
  local_payment_sessions: LocalPaymentSessionsTable;
  payment_refunds: PaymentRefundsTable;
  local_payment_refunds: LocalPaymentRefundsTable;
}

export type PaymentEventRow = Selectable<PaymentEventsTable>;
export type LocalPaymentSessionRow = Selectable<LocalPaymentSessionsTable>;
export type PaymentRefundRow = Selectable<PaymentRefundsTable>;
