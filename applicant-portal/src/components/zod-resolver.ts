import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a zod schema. @hookform/resolvers is only installed inside
 * admin-console's node_modules (not resolvable from this package), and the few lines needed
 * are simpler than another dependency: the first issue of each field path becomes its error.
 */
export const zodResolver =
  <Input extends FieldValues, Output extends FieldValues>(
    schema: z.ZodType<Output, Input>,
  ): Resolver<Input, unknown, Output> =>
  async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as unknown as FieldErrors<Input> };
  };
