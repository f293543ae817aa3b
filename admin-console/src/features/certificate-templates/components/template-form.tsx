import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CERTIFICATE_PLACEHOLDERS } from '@registrar/shared-api';
import { Button, Checkbox, Select, TextField } from '@registrar/shared-ui';
import formStyles from '../../../components/form-styles.module.css';
import { TextArea } from '../../../components/text-area';
import { useInstitution } from '../../../hooks/institution-context';
import {
  parseTemplate,
  sampleGraduate,
  type TemplateDraft,
  type TemplateErrors,
  type TemplateField,
} from '../template-draft';
import { CertificatePreview } from './certificate-preview';
import styles from '../certificate-templates.module.css';
import { FormActions } from '../../../components/form-actions';

export interface TemplateFormProps {
  title: string;
  draft: TemplateDraft;
  submitLabel: string;
  /** Sends the template; resolves with the server's field errors, or null once saved. */
  onSubmit: (draft: TemplateDraft) => Promise<TemplateErrors | null>;
  onCancel: () => void;
}

const orientationOptions = [
  { value: 'landscape', label: 'Landscape' },
  { value: 'portrait', label: 'Portrait' },
];
const fieldOrder: TemplateField[] = ['name', 'title', 'orientation', 'body_template', 'is_active'];
const fieldId = (field: TemplateField) => `template-${field}`;

/** Add or edit a certificate template, with a live preview filled from a sample graduate. */
export function TemplateForm({ title, draft, submitLabel, onSubmit, onCancel }: TemplateFormProps) {
  const institution = useInstitution();
  const [values, setValues] = useState(draft);
  const [errors, setErrors] = useState<TemplateErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const set = <K extends keyof TemplateDraft>(key: K, value: TemplateDraft[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  /** A text field's id, value, error and change handler. */
  const textField = (key: 'name' | 'title' | 'body_template') => ({
    id: fieldId(key),
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  const show = (found: TemplateErrors) => {
    setErrors(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  /** Puts {{name}} at the caret of the body (or its end) and returns the caret after it. */
  const insert = (name: string) => {
    const area = bodyRef.current;
    const token = `{{${name}}}`;
    const start = area?.selectionStart ?? values.body_template.length;
    const end = area?.selectionEnd ?? start;
    const next = values.body_template.slice(0, start) + token + values.body_template.slice(end);
    set('body_template', next);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseTemplate(values);
    if (parsed.errors) {
      show(parsed.errors);
      return;
    }
    setErrors({});
    setIsSaving(true);
    const serverErrors = await onSubmit(values);
    setIsSaving(false);
    if (serverErrors) show(serverErrors);
  };

  return (
    <section className={formStyles.card} aria-labelledby="template-form-title">
      <h2 id="template-form-title" className={formStyles.title} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <div className={styles.editor}>
        <form className={formStyles.stack} onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            {...textField('name')}
            label="Name"
            hint="For staff, e.g. Bachelor's degree 2024"
            maxLength={100}
          />
          <TextField
            {...textField('title')}
            label="Certificate title"
            hint="Printed at the top, e.g. Certificate of Graduation"
            maxLength={200}
          />
          <Select
            id={fieldId('orientation')}
            label="Orientation"
            options={orientationOptions}
            value={values.orientation}
            error={errors.orientation}
            onChange={(event) =>
              set('orientation', event.target.value === 'portrait' ? 'portrait' : 'landscape')
            }
          />
          <TextArea
            {...textField('body_template')}
            ref={bodyRef}
            label="Certificate text"
            rows={8}
            maxLength={20000}
          />
          <div className={styles.placeholders} role="group" aria-labelledby="placeholders-label">
            <p id="placeholders-label" className={styles.placeholdersLabel}>
              Insert a placeholder at the cursor:
            </p>
            {CERTIFICATE_PLACEHOLDERS.map((name) => (
              <Button
                key={name}
                size="sm"
                variant="ghost"
                aria-label={`Insert {{${name}}}`}
                onClick={() => insert(name)}
              >
                {`{{${name}}}`}
              </Button>
            ))}
          </div>
          <Checkbox
            id={fieldId('is_active')}
            label="Active"
            hint="Only active templates can be chosen when issuing a certificate"
            checked={values.is_active}
            error={errors.is_active}
            onChange={(event) => set('is_active', event.target.checked)}
          />
          <FormActions submitLabel={submitLabel} isSaving={isSaving} onCancel={onCancel} />
        </form>
        <div className={styles.previewColumn}>
          <h3 className={styles.previewHeading}>Live preview</h3>
          <CertificatePreview
            institutionName={institution.name}
            title={values.title}
            body={values.body_template}
            orientation={values.orientation}
            values={sampleGraduate(institution.acronym ?? undefined)}
          />
        </div>
      </div>
    </section>
  );
}
