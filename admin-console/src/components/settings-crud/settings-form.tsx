import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Checkbox, Select, TextField } from '@registrar/shared-ui';
import type { Draft, DraftErrors, DraftKey, FieldSpec } from './types';
import formStyles from '../form-styles.module.css';
import { FormActions } from '../form-actions';
import { TextArea } from '../text-area';

/** What a save answered: nothing (saved) or the server's field errors and other messages. */
export type SaveResult<D extends Draft> = { errors: DraftErrors<D>; other: string[] } | null;

export interface SettingsFormProps<D extends Draft> {
  title: string;
  fields: readonly FieldSpec<D>[];
  draft: D;
  submitLabel: string;
  /** Client checks; returns errors, or null when the draft can be sent. */
  check: (draft: D) => DraftErrors<D> | null;
  onSubmit: (draft: D) => Promise<SaveResult<D>>;
  onCancel: () => void;
}

/** The add/edit panel: one labelled control per field, errors under each (client and server). */
export function SettingsForm<D extends Draft>({
  title,
  fields,
  draft,
  submitLabel,
  check,
  onSubmit,
  onCancel,
}: SettingsFormProps<D>) {
  const [values, setValues] = useState<D>(draft);
  const [errors, setErrors] = useState<DraftErrors<D>>({});
  const [other, setOther] = useState<string[]>([]);
  const [isSaving, setIsSaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => headingRef.current?.focus(), []);

  const set = (key: DraftKey<D>, value: string | boolean) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setOther([]);
    if (found) {
      setErrors(found);
      return;
    }
    setErrors({});
    setIsSaving(true);
    const result = await onSubmit(values);
    setIsSaving(false);
    if (result) {
      setErrors(result.errors);
      setOther(result.other);
    }
  };

  return (
    <section className={formStyles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={formStyles.title} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {other.length > 0 && (
        <div role="alert" className={formStyles.error}>
          {other.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        {fields.map((field) => {
          const value = values[field.key];
          const error = errors[field.key];
          const text = typeof value === 'string' ? value : '';
          switch (field.kind) {
            case 'checkbox':
              return (
                <Checkbox
                  key={field.key}
                  className={formStyles.wide}
                  label={field.label}
                  hint={field.hint}
                  checked={value === true}
                  onChange={(event) => set(field.key, event.target.checked)}
                  error={error}
                />
              );
            case 'select':
              return (
                <Select
                  key={field.key}
                  label={field.label}
                  hint={field.hint}
                  placeholder={field.placeholder}
                  options={field.options}
                  value={text}
                  onChange={(event) => set(field.key, event.target.value)}
                  error={error}
                />
              );
            case 'money':
              return (
                <TextField
                  key={field.key}
                  label={field.label}
                  hint={field.hint ?? 'In naira, e.g. 5,000.00'}
                  inputMode="decimal"
                  value={text}
                  onChange={(event) => set(field.key, event.target.value)}
                  error={error}
                />
              );
            case 'textarea':
              return (
                <div key={field.key} className={formStyles.wide}>
                  <TextArea
                    label={field.label}
                    rows={3}
                    maxLength={field.maxLength}
                    value={text}
                    onChange={(event) => set(field.key, event.target.value)}
                    error={error}
                  />
                </div>
              );
            case 'text':
              return (
                <TextField
                  key={field.key}
                  label={field.label}
                  hint={field.hint}
                  maxLength={field.maxLength}
                  value={text}
                  onChange={(event) => set(field.key, event.target.value)}
                  error={error}
                />
              );
          }
        })}
        <FormActions submitLabel={submitLabel} isSaving={isSaving} onCancel={onCancel} />
      </form>
    </section>
  );
}
