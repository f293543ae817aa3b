import { type Kysely } from 'kysely';

/** Filled in by issue 3 (see server/README.md). */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
