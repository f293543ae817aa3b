import {
  ZCertificateTemplateInput,
  type TCertificatePlaceholder,
  type TCertificateTemplate,
  type TCertificateTemplateInput,
} from '@registrar/shared-api';

export type TemplateDraft = {
  name: string;
  title: string;
  body_template: string;
  orientation: 'landscape' | 'portrait';
  is_active: boolean;
};
export type TemplateField = 'name' | 'title' | 'body_template' | 'orientation' | 'is_active';
export type TemplateErrors = Partial<Record<TemplateField, string>>;

export const emptyTemplate: TemplateDraft = {
  name: '',
  title: 'Certificate of Graduation',
  body_template:
    'This is to certify that {{full_name}} has been awarded the degree of {{degree}} ({{class_of_degree}}) in {{programme}}, {{graduation_year}}.\n\nSerial number {{serial_number}}, issued {{date_issued}}.',
  orientation: 'landscape',
  is_active: true,
};

export const draftOf = (template: TCertificateTemplate): TemplateDraft => ({
  name: template.name,
  title: template.title,
  body_template: template.body_template,
  orientation: template.orientation,
  is_active: template.is_active,
});

/** Checked with the contract's schema (the same messages as the server, unknown placeholders too). */
export function parseTemplate(
  draft: TemplateDraft,
): { body: TCertificateTemplateInput; errors: null } | { body: null; errors: TemplateErrors } {
  const parsed = ZCertificateTemplateInput.safeParse(draft);
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: TemplateErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as TemplateField | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { body: null, errors };
}

export const errorsOfMap = (errors: Record<string, string[]> | undefined): TemplateErrors =>
  Object.fromEntries(
    Object.entries(errors ?? {}).map(([field, messages]) => [field, messages[0] ?? '']),
  ) as TemplateErrors;

/**
 * A sample graduate for the live preview. The server's preview endpoint fills a saved template
 * with its own sample; this one lets staff see an unsaved draft as they type.
 */
export const sampleGraduate = (acronym = 'UNI'): Record<TCertificatePlaceholder, string> => ({
  full_name: 'Adaeze Chiamaka Okafor',
  degree: 'Bachelor of Science',
  class_of_degree: 'First Class Honours',
  programme: 'Computer Science',
  graduation_year: '2024',
  graduation_session: '2023/2024',
  serial_number: `${acronym}/2024/000123`,
  date_issued: new Date().toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }),
});
