import type { Db } from '../../db/schema';

export const listTranscriptRates = (db: Db) =>
  db
    .selectFrom('transcript_rates')
    .select(['id', 'purpose', 'type', 'soft_copy', 'hard_copy'])
    .orderBy('purpose')
    .orderBy('type')
    .execute();

export const listDeliveryRates = (db: Db) =>
  db.selectFrom('delivery_rates').select(['id', 'delivery_type', 'rate']).orderBy('id').execute();

export const listActiveProgrammes = (db: Db) =>
  db
    .selectFrom('programmes')
    .select(['id', 'name', 'faculty', 'department', 'degree'])
    .where('is_active', '=', true)
    .orderBy('name')
    .execute();

export const listActiveCouriers = (db: Db) =>
  db
    .selectFrom('couriers')
    .select(['id', 'name', 'serves_domestic', 'serves_international', 'rate'])
    .where('is_active', '=', true)
    .orderBy('name')
    .execute();

export const listActiveRegions = (db: Db) =>
  db
    .selectFrom('regions')
    .select(['id', 'name', 'type'])
    .where('is_active', '=', true)
    .orderBy('type')
    .orderBy('name')
    .execute();

export const listActiveApplicationTypes = (db: Db) =>
  db
    .selectFrom('application_types')
    .select(['id', 'name', 'description'])
    .where('is_active', '=', true)
    .orderBy('name')
    .execute();

export const listActivePaymentTypes = (db: Db) =>
  db
    .selectFrom('payment_types')
    .select(['id', 'name', 'description', 'amount'])
    .where('is_active', '=', true)
    .orderBy('name')
    .execute();
