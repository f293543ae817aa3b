import type { Generated, Selectable } from 'kysely';
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

/** Kysely table types added by the settings migration (0002); merged into Database in schema.ts. */
export interface SettingsTables {
  payment_types: PaymentTypesTable;
}

export type TranscriptRateRow = Selectable<TranscriptRatesTable>;
export type DeliveryRateRow = Selectable<DeliveryRatesTable>;
export type RegionRow = Selectable<RegionsTable>;
export type CourierRow = Selectable<CouriersTable>;
export type ProgrammeRow = Selectable<ProgrammesTable>;
export type ApplicationTypeRow = Selectable<ApplicationTypesTable>;
export type PaymentTypeRow = Selectable<PaymentTypesTable>;
