import { z } from 'zod';
import { ZPathId } from '../common/ids';
import { fieldMessages } from '../common/messages';

/** Matric numbers are stored trimmed and uppercase: 3–30 of A–Z, 0–9, '/' and '-'. */
export const MATRIC_NUMBER_PATTERN = /^[A-Z0-9/-]{3,30}$/;
export const MATRIC_NUMBER_MESSAGE = "Use 3–30 letters, digits, '/' or '-'";

export const ZMatricNumber = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, fieldMessages.required)
  .max(30)
  .regex(MATRIC_NUMBER_PATTERN, MATRIC_NUMBER_MESSAGE);

const text = (max: number) => z.string().trim().min(1, fieldMessages.required).max(max);
/** Optional text: absent, null and '' all mean "none" (stored as null). */
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * A graduate record as staff enter it (POST/PUT) and as each CSV import row is checked: the
 * import validates every row with this very schema.
 */
export const ZGraduateInput = z.object({
  matric_number: ZMatricNumber,
  surname: text(100),
  first_name: text(100),
  other_names: optionalText(100),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === '' || isEmail(value), fieldMessages.email)
    .nullable()
    .optional(),
  programme: text(200),
  faculty: text(200),
  department: text(200),
  degree: text(100),
  class_of_degree: optionalText(100),
  graduation_year: z
    .number()
    .int()
    .min(1900, 'Must be a year from 1900')
    .max(2200, 'Must be a year up to 2200'),
});
export type TGraduateInput = z.infer<typeof ZGraduateInput>;

/** The fields of a graduate record staff write, in the form's order (an import file's columns). */
export const graduateRecordFields = ZGraduateInput.keyof().options;

/** A graduate record as staff see it. Dates are ISO 8601 strings. */
export const ZGraduate = z
  .object({
    id: z.number().int(),
    matric_number: z.string(),
    surname: z.string(),
    first_name: z.string(),
    other_names: z.string().nullable(),
    email: z.string().nullable(),
    programme: z.string(),
    faculty: z.string(),
    department: z.string(),
    degree: z.string(),
    class_of_degree: z.string().nullable(),
    graduation_year: z.number().int(),
    /** The academic session they graduated in, as the records source names it (null: not known). */
    graduation_session: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Graduate' });
export type TGraduate = z.infer<typeof ZGraduate>;

export const ZGraduateParams = z.object({ id: ZPathId });
export type TGraduateParams = z.infer<typeof ZGraduateParams>;
