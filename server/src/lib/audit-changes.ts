/**
 * Field-by-field before → after of what changed, for audit details: `keys` (default: every key
 * of `after`) whose JSON differs.
 */
export function changesBetween<T extends object>(
  before: T,
  after: T,
  keys: readonly (keyof T & string)[] = Object.keys(after) as (keyof T & string)[],
): Record<string, { from: unknown; to: unknown }> {
  return Object.fromEntries(
    keys
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => [key, { from: before[key], to: after[key] }]),
  );
}
