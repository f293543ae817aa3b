import { z } from 'zod';
import { fieldMessages } from '../common/messages';
import { ZOptionalActive, ZOptionalText, ZRequiredText } from '../reference-data/settings-common';

/** Who receives transcripts: the directory's groups, in the order the portal lists them. */
export const RECIPIENT_KINDS = [
  'evaluator',
  'university',
  'embassy',
  'scholarship_board',
  'employer',
  'professional_body',
  'other',
] as const;
export const ZRecipientKind = z.enum(RECIPIENT_KINDS, {
  error: (issue) =>
    issue.input === undefined ? fieldMessages.required : 'Choose a kind of receiver',
});
export type TRecipientKind = z.infer<typeof ZRecipientKind>;

export const recipientKindLabels: Readonly<Record<TRecipientKind, string>> = {
  evaluator: 'Credential evaluator',
  university: 'University',
  embassy: 'Embassy or high commission',
  scholarship_board: 'Scholarship board',
  employer: 'Employer',
  professional_body: 'Professional body',
  other: 'Other',
};

/**
 * A reference number's format: `9` stands for a digit, `A` for a letter, `*` for a letter or a
 * digit; any other character stands for itself, a letter in any case (write a literal A or 9's
 * neighbours in lowercase: `case-9` takes CASE-1). `WES-9999999` takes WES-1234567.
 */
export const REFERENCE_FORMAT_MAX = 40;
const FORMAT_CHARACTERS = /^[A-Za-z0-9*\-/. ]+$/;

/**
 * A reference as typed, in the form formats compare: compatibility forms folded (full-width
 * digits, the Kelvin sign), any dash as '-', runs of spaces as one, trimmed.
 */
const normalizedReference = (value: string) =>
  value
    .normalize('NFKC')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();

const isAscii = (char: string) => char.length === 1 && char.charCodeAt(0) < 128;

/** Whether `value` fits `format` (see REFERENCE_FORMAT_MAX's rule). */
export function matchesReferenceFormat(format: string, value: string): boolean {
  const given = [...normalizedReference(value)];
  if (given.length !== format.length) return false;
  return [...format].every((symbol, index) => {
    const char = given[index] ?? '';
    if (!isAscii(char)) return false;
    if (symbol === '9') return /[0-9]/.test(char);
    if (symbol === 'A') return /[A-Za-z]/.test(char);
    if (symbol === '*') return /[A-Za-z0-9]/.test(char);
    return symbol.toLowerCase() === char.toLowerCase();
  });
}

/** An example of a format for the applicant: `WES-9999999` → `WES-1234567`, `case-9` → `CASE-1`. */
export const referenceExample = (format: string) => {
  let digit = 0;
  return [...format]
    .map((symbol) => {
      if (symbol === '9' || symbol === '*') return String((digit++ % 9) + 1);
      if (symbol === 'A') return 'X';
      return symbol.toUpperCase();
    })
    .join('');
};

const ZOptionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || z.email().safeParse(value).success, fieldMessages.email)
  .nullable()
  .optional();

/** A receiver as the portal offers it: what it accepts and what it asks of the applicant. */
export const ZRecipient = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: ZRecipientKind,
    /** Where soft copies go (null: it takes none). */
    email: z.string().nullable(),
    /** Where hard copies go, as the courier's label reads (null: it takes none). */
    address: z.string().nullable(),
    /** Hard copies to it travel abroad: a copy must choose an international region. */
    abroad: z.boolean(),
    accepts_soft_copy: z.boolean(),
    accepts_hard_copy: z.boolean(),
    /** The applicant must give the receiver's reference number (e.g. a WES reference). */
    reference_required: z.boolean(),
    /** What the receiver calls it ('WES reference number'). */
    reference_label: z.string().nullable(),
    /** Its format (matchesReferenceFormat), when the receiver has one. */
    reference_format: z.string().nullable(),
  })
  .meta({ id: 'Recipient' });
export type TRecipient = z.infer<typeof ZRecipient>;

/** Whether a receiver takes copies of `format`. */
export const receiverTakes = (
  receiver: Pick<TRecipient, 'accepts_soft_copy' | 'accepts_hard_copy'>,
  format: 'soft_copy' | 'hard_copy',
) => (format === 'soft_copy' ? receiver.accepts_soft_copy : receiver.accepts_hard_copy);

/**
 * What is wrong with a copy's reference number for this receiver, or null: one it requires must
 * be given, and one given must fit the receiver's format.
 */
export function receiverReferenceProblem(
  receiver: Pick<TRecipient, 'reference_required' | 'reference_label' | 'reference_format'>,
  reference: string | null | undefined,
): string | null {
  const given = reference?.trim() ?? '';
  const label = receiver.reference_label ?? 'reference number';
  if (receiver.reference_required && given === '') return `Enter the ${label}`;
  const format = receiver.reference_format;
  if (format && given !== '' && !matchesReferenceFormat(format, given))
    return `Enter the ${label} as ${referenceExample(format)}`;
  return null;
}

/** A receiver as staff keep it: with their notes and whether it is offered. */
export const ZRecipientDetails = ZRecipient.extend({
  notes: z.string().nullable(),
  is_active: z.boolean(),
}).meta({ id: 'RecipientDetails' });
export type TRecipientDetails = z.infer<typeof ZRecipientDetails>;

/**
 * Name unique (any case). It accepts soft copies (then it needs an email), hard copies (then an
 * address), or both; a reference format is for a reference it requires.
 */
export const ZRecipientInput = z
  .object({
    name: ZRequiredText(150),
    kind: ZRecipientKind,
    email: ZOptionalEmail,
    address: ZOptionalText(500),
    abroad: z.boolean(),
    accepts_soft_copy: z.boolean(),
    accepts_hard_copy: z.boolean(),
    reference_required: z.boolean(),
    reference_label: ZOptionalText(100),
    reference_format: z
      .string()
      .trim()
      .max(REFERENCE_FORMAT_MAX)
      .refine(
        (value) => value === '' || FORMAT_CHARACTERS.test(value),
        'Use 9 for a digit, A for a letter, * for either, and lowercase letters, digits, - / . or spaces as they are',
      )
      .nullable()
      .optional(),
    notes: ZOptionalText(1000),
    is_active: ZOptionalActive,
  })
  .superRefine((recipient, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (!recipient.accepts_soft_copy && !recipient.accepts_hard_copy)
      issue('accepts_soft_copy', 'A receiver must accept soft copies, hard copies or both');
    if (recipient.accepts_soft_copy && !recipient.email)
      issue('email', 'Give the email address soft copies go to');
    if (recipient.accepts_hard_copy && !recipient.address)
      issue('address', 'Give the address hard copies go to');
    if (recipient.reference_format && !recipient.reference_required)
      issue('reference_format', 'A format is for a reference the receiver requires');
  });
export type TRecipientInput = z.infer<typeof ZRecipientInput>;
