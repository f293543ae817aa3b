/** Small value rules the settings resources share. */

/** Trimmed text, or null when empty or absent. */
export const textOrNull = (value: string | null | undefined): string | null =>
  value?.trim() ? value.trim() : null;

/** `is_active` as sent; absent → active on create, unchanged on update (`before` is the row). */
export const activeOf = (
  input: { is_active?: boolean | undefined },
  before: { is_active: boolean } | undefined,
): boolean => input.is_active ?? before?.is_active ?? true;

/**
 * The config of a resource known by its name (unique in any case) and listed by it: `label`
 * names it in the messages ('courier' → 'A courier with this name already exists.', 'Courier
 * not found.', the in-use 409). `article` is the one the label takes ('An application type').
 */
export const namedResource = (label: string, article: 'A' | 'An' = 'A') => ({
  orderBy: ['name'] as const,
  unique: {
    key: { name: 'any case' } as const,
    field: 'name',
    message: `${article} ${label} with this name already exists.`,
  },
  notFound: `${label.charAt(0).toUpperCase()}${label.slice(1)} not found.`,
  inUseLabel: label,
});
