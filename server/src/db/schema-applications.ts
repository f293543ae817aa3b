import type { THoldAction, TRequestStatus } from '@registrar/shared-api/contracts';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { UpdatedAt, NullableTimestamp } from './columns';

/** Kysely table types added by the applications migration (0003); merged into Database in schema.ts. */
/** created_at stays updatable here: the demo seed back-dates its applications. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type JsonColumn = ColumnType<unknown, string | undefined, string>;

export type ApplicationStatus = TRequestStatus;
/** What a request is for (0018): a transcript's copies, or one certificate or attestation. */
export type RequestKind = 'transcript' | 'certificate' | 'attestation';
/**
 * The staff list that shows a request (0019): transcript applications, or certificate and
 * attestation applications together.
 */
export type RequestList = 'transcript' | 'certificate';
export type CopyFormat = 'soft_copy' | 'hard_copy';
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'abandoned' | 'refunded';

/**
 * A request of any kind (0003, 0018). A certificate or attestation has one hard copy row: its
 * delivery (recipient, region, courier, delivery type as priced, courier name and waybill).
 */
export interface ApplicationsTable {
  id: Generated<number>;
  kind: ColumnType<RequestKind, RequestKind | undefined, never>;
  /** Generated from `kind`: 'transcript', else 'certificate'. */
  list: ColumnType<RequestList, never, never>;
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
  /** When `phone` was proven by a texted code (0035); only a verified phone gets SMS. */
  phone_verified_at: NullableTimestamp;
  programme: string;
  graduation_year: number;
  application_type_id: number | null;
  /** What the kind's documents cost: a transcript's copies, a certificate's fee. */
  fee: number;
  delivery_fee: number;
  total: number;
  /**
   * While on hold (0030): the reason it was given, as it read then (name, instructions, what the
   * applicant must do), and since when; all null otherwise.
   */
  hold_reason_id: ColumnType<number | null, number | null | undefined, number | null>;
  hold_reason: ColumnType<string | null, string | null | undefined, string | null>;
  hold_instructions: ColumnType<string | null, string | null | undefined, string | null>;
  hold_action: ColumnType<THoldAction | null, THoldAction | null | undefined, THoldAction | null>;
  held_at: NullableTimestamp;
  /** When a request still held is cancelled and refunded (0033; null: never). */
  hold_cancel_at: NullableTimestamp;
  /**
   * The day it is expected to be done, 'YYYY-MM-DD' (0034; modules/expected-completion): set at
   * every status change and when the public holidays change; null when no date applies.
   */
  expected_at: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** A hard copy's region type as priced (1 domestic, 2 international; 0010); NULL for soft. */
  delivery_type: ColumnType<1 | 2 | null, 1 | 2 | null | undefined, 1 | 2 | null>;
  recipient_name: string | null;
  recipient_address: string | null;
  recipient_email: string | null;
  reference_number: string | null;
  /** The directory's receiver the copy goes to (0026); null: a receiver typed by the applicant. */
  recipient_id: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * When staff confirmed an unlisted receiver, and who (0028): an official copy with no
   * directory receiver is sent only once it is set.
   */
  receiver_confirmed_at: NullableTimestamp;
  receiver_confirmed_by: ColumnType<number | null, number | null | undefined, number | null>;
  courier_name: ColumnType<string | null, string | null | undefined, string | null>;
  waybill_number: ColumnType<string | null, string | null | undefined, string | null>;
  dispatched_at: NullableTimestamp;
  created_at: CreatedAt;
}

/**
 * What a request's copies can be filtered by, one row per value (0017), kept by triggers, each
 * starting with the request's list (0019): `<list>:purpose:<lowercase purpose>`,
 * `<list>:type:<type>` (a certificate's type is its kind),
 * `<list>:delivery:<soft_copy|hard_copy|domestic|international>`.
 */
export interface ApplicationListKeysTable {
  application_id: number;
  key: string;
  /** The application's created_at (the list's default sort), followed by a trigger. */
  created_at: ColumnType<Date, never, never>;
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

/** A message of a request's thread. */
export interface MessagesTable {
  id: Generated<number>;
  application_id: ColumnType<number, number, never>;
  sender: 'applicant' | 'staff';
  staff_user_id: number | null;
  body: string;
  read_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** The one file an applicant's message may carry (a document a hold asks for). */
export interface MessageAttachmentsTable {
  id: Generated<number>;
  message_id: number;
  file_name: string;
  content_type: 'application/pdf' | 'image/jpeg' | 'image/png';
  size_bytes: number;
  sha256: string;
  /** PGlite returns Uint8Array, pg a Buffer. */
  content: Uint8Array;
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

/** A payment (0003, completed by 0005_payments): exactly one of the two owner ids is set. */
export interface PaymentsTable {
  id: Generated<number>;
  /** 'local' | 'paystack' (the contract's list; not a DB constraint). */
  provider: string;
  reference: string;
  application_id: ColumnType<number | null, number | null | undefined, never>;
  standalone_payment_id: ColumnType<number | null, number | null | undefined, never>;
  /** What the server priced, kobo. */
  amount: number;
  currency: ColumnType<'NGN', 'NGN' | undefined, 'NGN'>;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  /** The provider's last verification answer, as received. */
  raw: JsonColumn;
  /** Snapshot of who pays (0005 backfills; the column default '' keeps older inserts valid). */
  payer_name: ColumnType<string, string | undefined, string>;
  payer_email: ColumnType<string, string | undefined, string>;
  checkout_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the provider reported (kobo, ISO currency), null until verified. */
  amount_received: ColumnType<number | null, number | null | undefined, number | null>;
  currency_received: ColumnType<string | null, string | null | undefined, string | null>;
  verified_at: NullableTimestamp;
  over_payment: ColumnType<boolean, boolean | undefined, boolean>;
  refunded_at: NullableTimestamp;
  refund_reason: ColumnType<string | null, string | null | undefined, string | null>;
  refunded_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** Kobo refunded (processed refunds) and being refunded (refunds under way), 0031. */
  refunded_amount: ColumnType<number, number | undefined, number>;
  refunding_amount: ColumnType<number, number | undefined, number>;
  paid_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** The institution's consent wordings (0029): each change a new version, the newest in force. */
export interface ConsentWordingsTable {
  id: Generated<number>;
  text: string;
  created_at: CreatedAt;
  created_by: ColumnType<number | null, number | null | undefined, never>;
}

/** The consent given with an application (0029): what was agreed to, when, where, for whom. */
export interface ApplicationConsentsTable {
  application_id: number;
  wording_id: number;
  given_at: ColumnType<Date, Date, never>;
  ip: string | null;
  /** The receivers the consent names, one line each, as the applicant read them. */
  receivers: ColumnType<string[], string, never>;
}

export interface ApplicationsTables {
  applications: ApplicationsTable;
  consent_wordings: ConsentWordingsTable;
  application_consents: ApplicationConsentsTable;
  application_copies: ApplicationCopiesTable;
  application_list_keys: ApplicationListKeysTable;
  application_status_history: ApplicationStatusHistoryTable;
  messages: MessagesTable;
  message_attachments: MessageAttachmentsTable;
  standalone_payments: StandalonePaymentsTable;
  payments: PaymentsTable;
}

export type ApplicationRow = Selectable<ApplicationsTable>;
export type ApplicationCopyRow = Selectable<ApplicationCopiesTable>;
export type StatusHistoryRow = Selectable<ApplicationStatusHistoryTable>;
export type MessageRow = Selectable<MessagesTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type StandalonePaymentRow = Selectable<StandalonePaymentsTable>;
