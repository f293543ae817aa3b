import { useEffect, useRef, useState, type FormEvent } from 'react';
import { transcriptTypes, type TTranscriptRateInput } from '@registrar/shared-api';
import { Select, TextField } from '@registrar/shared-ui';
import { parseNaira } from '../../../components/settings-crud/naira';
import formStyles from '../../../components/form-styles.module.css';
import { FormActions } from '../../../components/form-actions';

export type RateDraft = { purpose: string; type: string; soft_copy: string; hard_copy: string };
export type RateErrors = Partial<Record<keyof RateDraft, string>>;

export interface RateFormProps {
  title: string;
  draft: RateDraft;
  submitLabel: string;
  /** Sends the rate; resolves with the server's field errors, or null when it was saved. */
  onSubmit: (rate: TTranscriptRateInput) => Promise<RateErrors | null>;
  onCancel: () => void;
}

/** Add or edit a rate: prices typed in naira, sent in kobo; empty = format not offered. */
export function RateForm({ title, draft, submitLabel, onSubmit, onCancel }: RateFormProps) {
  const [values, setValues] = useState(draft);
  const [errors, setErrors] = useState<RateErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const typeOptions = [...new Set([...transcriptTypes, values.type].filter(Boolean))].map(
    (value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }),
  );
  const set = (key: keyof RateDraft) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [key]: event.target.value }));
  };
  /** A field's value, error and change handler. */
  const field = (key: keyof RateDraft) => ({
    value: values[key],
    onChange: set(key),
    error: errors[key],
  });
  /** A price typed in naira; empty when that format is not offered. */
  const priceField = (key: 'soft_copy' | 'hard_copy') => ({
    ...field(key),
    hint: 'In naira, e.g. 5,000.00. Leave empty if not offered.',
    inputMode: 'decimal' as const,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const soft = parseNaira(values.soft_copy);
    const hard = parseNaira(values.hard_copy);
    const found: RateErrors = {
      ...(!values.purpose.trim() && { purpose: 'This field is required' }),
      ...(!values.type.trim() && { type: 'This field is required' }),
      ...(soft.error !== undefined && { soft_copy: soft.error }),
      ...(hard.error !== undefined && { hard_copy: hard.error }),
    };
    if (soft.error === undefined && hard.error === undefined) {
      if (soft.kobo === null && hard.kobo === null) {
        found.soft_copy = 'Offer at least one format (soft copy or hard copy)';
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || soft.error !== undefined || hard.error !== undefined) {
      return;
    }
    setIsSaving(true);
    const serverErrors = await onSubmit({
      purpose: values.purpose.trim(),
      type: values.type.trim(),
      soft_copy: soft.kobo,
      hard_copy: hard.kobo,
    });
    setIsSaving(false);
    if (serverErrors) setErrors(serverErrors);
  };

  return (
    <section className={formStyles.card} aria-labelledby="rate-form-title">
      <h2 id="rate-form-title" className={formStyles.title} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField label="Purpose" {...field('purpose')} maxLength={100} />
        <Select label="Type" placeholder="Choose a type" options={typeOptions} {...field('type')} />
        <TextField label="Soft copy price (₦)" {...priceField('soft_copy')} />
        <TextField label="Hard copy price (₦)" {...priceField('hard_copy')} />
        <FormActions submitLabel={submitLabel} isSaving={isSaving} onCancel={onCancel} />
      </form>
    </section>
  );
}
