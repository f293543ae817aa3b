import { sql } from 'kysely';
import { generatePassword, hashPassword } from '../lib/password';
import type { Db } from '../db/schema';
import {
  demoApplicationTypes,
  demoCouriers,
  demoDeliveryRates,
  demoGraduates,
  demoInstitution,
  demoProgrammes,
  demoRegions,
  demoTranscriptRates,
} from './demo-data';
import { seedApplications } from './seed-applications';
import { seedRecords } from './seed-records';
import { seedSettings } from './seed-settings';

export interface SeedOptions {
  adminEmail: string;
}

export interface SeedResult {
  /** Set only on the run that created the first account: the password exists nowhere else. */
  admin?: { email: string; password: string };
}

const hasInstitution = async (db: Db) =>
  Boolean(await db.selectFrom('institutions').select('id').limit(1).executeTakeFirst());

/**
 * Fills a fresh database once: demo data plus the first administrator with a random password.
 * Runs in one transaction and only while `institutions` is empty; the table lock makes two
 * processes starting together on one PostgreSQL database seed it once.
 */
export async function seedIfEmpty(db: Db, { adminEmail }: SeedOptions): Promise<SeedResult> {
  if (await hasInstitution(db)) return {};
  // Hashed before the transaction: PGlite has one connection and argon2 takes a while.
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE institutions IN EXCLUSIVE MODE`.execute(trx);
    if (await hasInstitution(trx)) return {};

    await trx.insertInto('institutions').values(demoInstitution).execute();
    await trx.insertInto('programmes').values(demoProgrammes).execute();
    await trx.insertInto('application_types').values(demoApplicationTypes).execute();
    await trx.insertInto('transcript_rates').values(demoTranscriptRates).execute();
    await trx.insertInto('delivery_rates').values(demoDeliveryRates).execute();
    await trx.insertInto('regions').values(demoRegions).execute();
    await trx.insertInto('couriers').values(demoCouriers).execute();
    await trx.insertInto('graduates').values(demoGraduates).execute();
    await seedSettings(trx);
    await seedRecords(trx);
    await seedApplications(trx);
    await trx
      .insertInto('staff_users')
      .values({
        name: 'Administrator',
        username: 'admin',
        email: adminEmail,
        password_hash: passwordHash,
        role: 'administrator',
      })
      .execute();
    return { admin: { email: adminEmail, password } };
  });
}
