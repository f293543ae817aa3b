import type { z } from 'zod';

/**
 * A presenter's rows → the contract's objects, with the fields named once, by the contract: the
 * keys of a contract object's shape that a row holds under the same name and type, that is every
 * key but the ones the presenter works out (`computed`). A field added to the contract is then
 * copied from the row, or the compiler says the row lacks it.
 */
export function fieldsOf<Shape extends z.ZodRawShape, const Computed extends keyof Shape = never>(
  schema: z.ZodObject<Shape>,
  computed: readonly Computed[] = [],
): Exclude<keyof Shape & string, Computed>[] {
  const skipped = new Set<PropertyKey>(computed);
  return Object.keys(schema.shape).filter((key) => !skipped.has(key)) as Exclude<
    keyof Shape & string,
    Computed
  >[];
}

/**
 * The fields `keys` of `row`, as a new object in the contract's order. Every object of one list of
 * keys gets its properties in the same order, so they share one shape in V8 (what the hot answers,
 * track and the admin list, rely on).
 */
export function pickFields<Row, Key extends keyof Row>(row: Row, keys: readonly Key[]) {
  const picked = {} as Pick<Row, Key>;
  for (const key of keys) picked[key] = row[key];
  return picked;
}
