import { z } from 'zod';

/** The spec's default field messages (§5), shared by every form and the server. */
export const fieldMessages = {
  required: 'This field is required',
  email: 'Please enter a valid email',
} as const;

/**
 * Messages for zod issues that have no message of their own in a contract: a missing field says
 * 'This field is required' (spec §5) instead of zod's type jargon, and length limits say what the
 * limit is. Messages set in a schema still win (zod's precedence). Installed when the contract is
 * imported, so the browser's forms and the server's validation say the same thing.
 */
const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

export function installContractMessages(): void {
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null))
        return fieldMessages.required;
      if (issue.code === 'invalid_type') {
        return `Must be ${typeNames[issue.expected] ?? issue.expected}`;
      }
      if (issue.code === 'too_big' && issue.origin === 'string') {
        return `Must be at most ${String(issue.maximum)} characters`;
      }
      if (issue.code === 'too_small' && issue.origin === 'string') {
        return issue.minimum === 1
          ? fieldMessages.required
          : `Must be at least ${String(issue.minimum)} characters`;
      }
      return undefined;
    },
  });
}
