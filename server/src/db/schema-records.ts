/** Kysely table types added by the records migration (0002–0004); merged into Database in schema.ts. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RecordsTables {}
