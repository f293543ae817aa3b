/** Small value rules the settings resources share. */

/** Trimmed text, or null when empty or absent. */
export const textOrNull = (value: string | null | undefined): string | null =>
  value?.trim() ? value.trim() : null;

/** `is_active` as sent; absent → active on create, unchanged on update (`before` is the row). */
export const activeOf = (
  input: { is_active?: boolean | undefined },
  before: { is_active: boolean } | undefined,
): boolean => input.is_active ?? before?.is_active ?? true;
