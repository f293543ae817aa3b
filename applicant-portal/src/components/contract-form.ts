import { z } from 'zod';

/** What a contract schema's `safeParse` answers, whichever copy of zod built it. */
interface ContractCheck {
  safeParse: (value: unknown) => {
    error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
  };
}

/**
 * A form's schema from the contract of the request it sends. Every field is text (trimmed); a
 * field the form requires and finds empty says the form's own words; then the request the values
 * make is checked by the contract, and each message shows on the field it is about (the first
 * per field). The form writes none of the contract's rules (lengths, formats) again.
 */
export function contractFormSchema<Field extends string>({
  fields,
  required,
  contract,
  requestOf,
}: {
  fields: readonly Field[];
  /** The fields these values must have filled in, each with what it says when empty. */
  required: (values: Record<Field, string>) => Partial<Record<Field, string>>;
  contract: ContractCheck;
  /** The request (or the part of it the form fills in) the values make. */
  requestOf: (values: Record<Field, string>) => unknown;
}) {
  const text = Object.fromEntries(fields.map((name) => [name, z.string().trim()]));
  return z.object(text as Record<Field, z.ZodString>).superRefine((values, ctx) => {
    const form = values as Record<Field, string>;
    const reported = new Set<PropertyKey>();
    const issue = (name: PropertyKey, message: string) => {
      if (reported.has(name) || !fields.includes(name as Field)) return;
      reported.add(name);
      ctx.addIssue({ code: 'custom', path: [name], message });
    };
    for (const [name, message] of Object.entries(required(form)))
      if (!form[name as Field] && typeof message === 'string') issue(name, message);
    for (const { path, message } of contract.safeParse(requestOf(form)).error?.issues ?? [])
      if (path[0] !== undefined) issue(path[0], message);
  });
}
