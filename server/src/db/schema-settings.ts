import type { ColumnType, Generated, Selectable } from 'kysely';
import type { THoldAction, TRecipientKind } from '@registrar/shared-api/contracts';
import type {
  ApplicationTypesTable,
  CouriersTable,
  DeliveryRatesTable,
  ProgrammesTable,
  RegionsTable,
  TranscriptRatesTable,
} from './schema';
import type { CreatedAt, UpdatedAt } from './columns';

/** Payment types for "other payments" (not tied to an application); amount in kobo, > 0. */
export interface PaymentTypesTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  amount: number;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** The recipient directory (0025, 0027): receivers staff keep, offered on the copy form when active. */
export interface RecipientsTable {
  id: Generated<number>;
  name: string;
  kind: TRecipientKind;
  email: string | null;
  address: string | null;
  /** Hard copies to it travel by international delivery. */
  abroad: Generated<boolean>;
  accepts_soft_copy: boolean;
  accepts_hard_copy: boolean;
  reference_required: Generated<boolean>;
  reference_label: string | null;
  reference_format: string | null;
  notes: string | null;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Why a request is put on hold (0030): what the applicant is told, and must do. */
export interface HoldReasonsTable {
  id: Generated<number>;
  name: string;
  instructions: string;
  applicant_action: THoldAction;
  /** Days after which a request held for it is cancelled and refunded (0033; null: never). */
  cancel_after_days: ColumnType<number | null, number | null | undefined, number | null>;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** The institution's public holidays (0034): no working day. `date` is read as 'YYYY-MM-DD'. */
export interface PublicHolidaysTable {
  id: Generated<number>;
  date: string;
  name: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Kysely table types added by the settings migrations; merged into Database in schema.ts. */
export interface SettingsTables {
  payment_types: PaymentTypesTable;
  recipients: RecipientsTable;
  hold_reasons: HoldReasonsTable;
  public_holidays: PublicHolidaysTable;
}

export type TranscriptRateRow = Selectable<TranscriptRatesTable>;
export type DeliveryRateRow = Selectable<DeliveryRatesTable>;
export type RegionRow = Selectable<RegionsTable>;
export type CourierRow = Selectable<CouriersTable>;
export type ProgrammeRow = Selectable<ProgrammesTable>;
export type ApplicationTypeRow = Selectable<ApplicationTypesTable>;
export type PaymentTypeRow = Selectable<PaymentTypesTable>;
