import { zodResolver } from '@hookform/resolvers/zod';
import { Button, fieldMessages, TextField } from '@registrar/shared-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@registrar/shared-ui/router';
import { z } from 'zod';
import { FormErrorSummary } from '../../components/form-error-summary';
import styles from './verify.module.css';

const schema = z.object({
  code: z
    .string()
    .trim()
    .min(1, fieldMessages.required)
    .max(64, 'Must be at most 64 characters')
    .regex(/^[0-9A-Za-z\s-]+$/, 'Enter the code as printed: letters, numbers and dashes only'),
});
type Values = z.infer<typeof schema>;
const fields = [{ name: 'code', id: 'verification-code', label: 'Verification code' }] as const;

type Props = {
  /** The code shown in the field at first (e.g. the one just checked). */
  defaultCode?: string;
  submitLabel?: string;
};

/**
 * The verification code → /verify/{code}. Case, spaces and dashes do not matter (the server reads
 * Crockford base32), so the code is only tidied: upper case, no spaces.
 */
export function VerifyForm({ defaultCode = '', submitLabel = 'Check the document' }: Props) {
  const navigate = useNavigate();
  const [failedSubmits, setFailedSubmits] = useState(0);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { code: defaultCode },
    shouldFocusError: false,
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(
        ({ code }) =>
          navigate(`/verify/${encodeURIComponent(code.replace(/[\s-]+/g, '').toUpperCase())}`),
        () => setFailedSubmits((count) => count + 1),
      )}
    >
      <FormErrorSummary
        errors={errors}
        fields={fields}
        focusKey={failedSubmits}
        setFocus={setFocus}
      />
      <div className={styles.form}>
        <TextField
          id="verification-code"
          label="Verification code"
          hint="16 letters and numbers, printed next to the QR code, for example 7K3M-9QXD-2F8H-TB4N."
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          error={errors.code?.message}
          {...register('code')}
        />
        <Button type="submit">{submitLabel}</Button>
      </div>
    </form>
  );
}
