import type { ColumnType, Generated, Selectable } from 'kysely';

/** Kysely table types added by the applications migration (0003); merged into Database in schema.ts. */
/** created_at stays updatable here: the demo seed back-dates its applications. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type JsonColumn = ColumnType<unknown, string | undefined, string>;

export const applicationStatuses = [
  'pending_payment',
  'paid',
  'processing',
  'on_hold',
  'dispatched',
  'sent',
  'delivered',
  'completed',
  'rejected',
  'cancelled',
  'refunded',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
export type CopyFormat = 'soft_copy' | 'hard_copy';
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'abandoned' | 'refunded';

export interface ApplicationsTable {
  id: Generated<number>;
  /** 12 Crockford base32 characters, stored uppercase without dashes. */
  tracking_id: string;
  status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>;
  graduate_id: number | null;
  matric_number: string;
  surname: string;
  first_name: string;
  other_names: string | null;
  email: string;
  phone: string | null;
  programme: string;
  graduation_year: number;
  application_type_id: number | null;
  transcript_fee: number;
  delivery_fee: number;
  total: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ApplicationCopiesTable {
  id: Generated<number>;
  application_id: number;
  purpose: string;
  type: string;
  format: CopyFormat;
  rate: number;
  delivery_fee: number;
  region_id: number | null;
  courier_id: number | null;
  recipient_name: string | null;
  recipient_address: string | null;
  recipient_email: string | null;
  reference_number: string | null;
  courier_name: ColumnType<string | null, string | null | undefined, string | null>;
  waybill_number: ColumnType<string | null, string | null | undefined, string | null>;
  dispatched_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface ApplicationStatusHistoryTable {
  id: Generated<number>;
  application_id: number;
  from_status: ApplicationStatus | null;
  to_status: ApplicationStatus;
  actor_user_id: number | null;
  note: string | null;
  created_at: CreatedAt;
}

export interface MessagesTable {
  id: Generated<number>;
  application_id: number;
  sender: 'applicant' | 'staff';
  staff_user_id: number | null;
  body: string;
  read_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface StandalonePaymentsTable {
  id: Generated<number>;
  payment_type_id: number;
  payer_name: string;
  payer_email: string;
  payer_matric_number: string | null;
  amount: number;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  reference: string;
  paid_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PaymentsTable {
  id: Generated<number>;
  provider: string;
  reference: string;
  application_id: number | null;
  standalone_payment_id: number | null;
  amount: number;
  currency: ColumnType<'NGN', 'NGN' | undefined, 'NGN'>;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  raw: JsonColumn;
  paid_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ApplicationsTables {
  applications: ApplicationsTable;
  application_copies: ApplicationCopiesTable;
  application_status_history: ApplicationStatusHistoryTable;
  messages: MessagesTable;
  standalone_payments: StandalonePaymentsTable;
  payments: PaymentsTable;
}

export type ApplicationRow = Selectable<ApplicationsTable>;
export type ApplicationCopyRow = Selectable<ApplicationCopiesTable>;
export type StatusHistoryRow = Selectable<ApplicationStatusHistoryTable>;
export type MessageRow = Selectable<MessagesTable>;
