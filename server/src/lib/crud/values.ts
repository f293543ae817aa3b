/** Small value rules the settings resources share. */

/** The fields that differ, as { field: { from, to } } for an audit record. */
export function changesOf<T extends object>(before: T, after: T): Record<string, unknown> {
  return Object.fromEntries(
    (Object.keys(after) as (keyof T & string)[])
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => [key, { from: before[key], to: after[key] }]),
  );
}

/** Trimmed text, or null when empty or absent. */
export const textOrNull = (value: string | null | undefined): string | null =>
  value?.trim() ? value.trim() : null;

/** `is_active` as sent; absent → active on create, unchanged on update (`before` is the row). */
export const activeOf = (
  input: { is_active?: boolean | undefined },
  before: { is_active: boolean } | undefined,
): boolean => input.is_active ?? before?.is_active ?? true;
