import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TGraduateInput } from '@registrar/shared-api';
import { TextField } from '@registrar/shared-ui';
import {
  parseDraft,
  type GraduateDraft,
  type GraduateErrors,
  type GraduateField,
} from '../graduate-draft';
import formStyles from '../../../components/form-styles.module.css';
import { FormActions } from '../../../components/form-actions';

export interface GraduateFormProps {
  title: string;
  draft: GraduateDraft;
  submitLabel: string;
  /** Sends the record; resolves with the server's field errors, or null when it was saved. */
  onSubmit: (graduate: TGraduateInput) => Promise<GraduateErrors | null>;
  onCancel: () => void;
}

const fieldsShown: ReadonlyArray<{
  field: GraduateField;
  label: string;
  hint?: string;
  maxLength: number;
  inputMode?: 'email' | 'numeric';
}> = [
  {
    field: 'matric_number',
    label: 'Matric number',
    hint: "3–30 letters, digits, '/' or '-'",
    maxLength: 30,
  },
  { field: 'surname', label: 'Surname', maxLength: 100 },
  { field: 'first_name', label: 'First name', maxLength: 100 },
  { field: 'other_names', label: 'Other names (optional)', maxLength: 100 },
  { field: 'email', label: 'Email (optional)', maxLength: 254, inputMode: 'email' },
  { field: 'programme', label: 'Programme', maxLength: 200 },
  { field: 'faculty', label: 'Faculty', maxLength: 200 },
  { field: 'department', label: 'Department', maxLength: 200 },
  { field: 'degree', label: 'Degree', hint: 'e.g. B.Sc.', maxLength: 100 },
  { field: 'class_of_degree', label: 'Class of degree (optional)', maxLength: 100 },
  { field: 'graduation_year', label: 'Graduation year', maxLength: 4, inputMode: 'numeric' },
];

const fieldId = (field: GraduateField) => `graduate-${field}`;

/** Add or edit a graduate record, checked with the shared schema before it is sent. */
export function GraduateForm({ title, draft, submitLabel, onSubmit, onCancel }: GraduateFormProps) {
  const [values, setValues] = useState(draft);
  const [errors, setErrors] = useState<GraduateErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const focusFirst = (found: GraduateErrors) => {
    const first = fieldsShown.find(({ field }) => found[field]);
    if (first) document.getElementById(fieldId(first.field))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseDraft(values);
    if (parsed.errors) {
      setErrors(parsed.errors);
      focusFirst(parsed.errors);
      return;
    }
    setErrors({});
    setIsSaving(true);
    const serverErrors = await onSubmit(parsed.body);
    setIsSaving(false);
    if (serverErrors) {
      setErrors(serverErrors);
      focusFirst(serverErrors);
    }
  };

  return (
    <section className={formStyles.card} aria-labelledby="graduate-form-title">
      <h2 id="graduate-form-title" className={formStyles.title} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        {fieldsShown.map(({ field, label, hint, maxLength, inputMode }) => (
          <TextField
            key={field}
            id={fieldId(field)}
            label={label}
            hint={hint}
            maxLength={maxLength}
            inputMode={inputMode}
            value={values[field]}
            error={errors[field]}
            onChange={(event) => {
              const { value } = event.target;
              setValues((current) => ({ ...current, [field]: value }));
            }}
          />
        ))}
        <FormActions submitLabel={submitLabel} isSaving={isSaving} onCancel={onCancel} />
      </form>
    </section>
  );
}
