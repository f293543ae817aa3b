import { useState, type FormEvent, type ReactNode } from 'react';
import type { RequestFailure } from '@registrar/shared-api';
import { Button, ErrorSummary, TextField, type ButtonVariant } from '@registrar/shared-ui';
import styles from './account.module.css';

export interface CodeField {
  name: string;
  id: string;
  label: string;
  type?: 'password';
  hint?: ReactNode;
  /** Checked before sending; returns the message, or null when fine. */
  check: (value: string) => string | null;
}

export interface CodeFormProps {
  fields: readonly CodeField[];
  submitLabel: string;
  variant?: ButtonVariant;
  /** Sends the values; resolves true on success. The failure's field errors go on the fields. */
  onSubmit: (
    values: Record<string, string>,
    onFailure: (failure: RequestFailure) => void,
  ) => Promise<boolean>;
}

export const codeCheck = (value: string) =>
  /^\d{6}$/.test(value.trim()) ? null : 'Enter the 6-digit code from your authenticator app.';

/** A small GOV.UK-style form (error summary, messages on the fields) for the account screens. */
export function CodeForm({ fields, submitLabel, variant, onSubmit }: CodeFormProps) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const field of fields) {
      const message = field.check(values[field.name] ?? '');
      if (message) found[field.name] = message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailedSubmits((count) => count + 1);
      return;
    }
    setIsSubmitting(true);
    let failure: RequestFailure = {};
    const trimmed = Object.fromEntries(
      fields.map((field) => [
        field.name,
        field.type === 'password' ? (values[field.name] ?? '') : (values[field.name] ?? '').trim(),
      ]),
    );
    const isDone = await onSubmit(trimmed, (f) => (failure = f));
    setIsSubmitting(false);
    if (isDone) return;
    const server: Record<string, string> = {};
    for (const field of fields) {
      const message = failure.errors?.[field.name]?.[0];
      if (message) server[field.name] = message;
    }
    setErrors(server);
    if (Object.keys(server).length > 0) setFailedSubmits((count) => count + 1);
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <ErrorSummary
        errors={fields.flatMap((field) =>
          errors[field.name]
            ? [{ fieldId: field.id, label: field.label, message: errors[field.name]! }]
            : [],
        )}
        focusKey={failedSubmits}
        onSelect={(fieldId) => document.getElementById(fieldId)?.focus()}
      />
      {fields.map((field) => (
        <TextField
          key={field.name}
          id={field.id}
          label={field.label}
          hint={field.hint}
          type={field.type ?? 'text'}
          {...(field.type === 'password'
            ? { autoComplete: 'current-password' }
            : { inputMode: 'numeric' as const, autoComplete: 'one-time-code', maxLength: 6 })}
          value={values[field.name] ?? ''}
          error={errors[field.name]}
          onChange={(event) =>
            setValues((current) => ({ ...current, [field.name]: event.target.value }))
          }
        />
      ))}
      <Button type="submit" variant={variant} isLoading={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
