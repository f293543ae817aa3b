import { z } from 'zod';
import { ZPathId } from '../common/ids';
import { fieldMessages } from '../common/messages';

/** The placeholders a certificate body may use; anything else in {{…}} is refused. */
export const CERTIFICATE_PLACEHOLDERS = [
  'full_name',
  'degree',
  'class_of_degree',
  'programme',
  'graduation_year',
  'graduation_session',
  'serial_number',
  'date_issued',
] as const;
export type TCertificatePlaceholder = (typeof CERTIFICATE_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholder names used in a template body, in order of first use. */
export function placeholdersIn(body: string): string[] {
  return [...new Set([...body.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))];
}

export function unknownPlaceholdersIn(body: string): string[] {
  const known = new Set<string>(CERTIFICATE_PLACEHOLDERS);
  return placeholdersIn(body).filter((name) => !known.has(name));
}

/** Replaces each known {{placeholder}} by its value (unknown ones are left as written). */
export function renderCertificateBody(
  body: string,
  values: Record<TCertificatePlaceholder, string>,
): string {
  return body.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as TCertificatePlaceholder] : whole,
  );
}

export const ZCertificateOrientation = z.enum(['landscape', 'portrait'], {
  error: (issue) =>
    issue.input === undefined ? fieldMessages.required : 'Choose landscape or portrait',
});

export const ZCertificateTemplateInput = z.object({
  name: z.string().trim().min(1, fieldMessages.required).max(100),
  title: z.string().trim().min(1, fieldMessages.required).max(200),
  body_template: z
    .string()
    .trim()
    .min(1, fieldMessages.required)
    .max(20000)
    .superRefine((body, ctx) => {
      const unknown = unknownPlaceholdersIn(body);
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `Unknown placeholders: ${unknown.map((n) => `{{${n}}}`).join(', ')}. Use ${CERTIFICATE_PLACEHOLDERS.map((n) => `{{${n}}}`).join(', ')}`,
        });
      }
    }),
  orientation: ZCertificateOrientation,
  is_active: z.boolean().optional().default(true),
});
export type TCertificateTemplateInput = z.infer<typeof ZCertificateTemplateInput>;

export const ZCertificateTemplate = z
  .object({
    id: z.number().int(),
    name: z.string(),
    title: z.string(),
    body_template: z.string(),
    orientation: ZCertificateOrientation,
    is_active: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'CertificateTemplate' });
export type TCertificateTemplate = z.infer<typeof ZCertificateTemplate>;

export const ZCertificateTemplateParams = z.object({ id: ZPathId });
export type TCertificateTemplateParams = z.infer<typeof ZCertificateTemplateParams>;
