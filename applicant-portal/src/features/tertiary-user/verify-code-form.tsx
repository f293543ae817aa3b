import { zodResolver } from '@hookform/resolvers/zod';
import { Button, fieldMessages, TextField } from '@registrar/shared-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@registrar/shared-ui/router';
import { z } from 'zod';
import { FormErrorSummary } from '../../components/form-error-summary';
import styles from '../../components/page.module.css';

const schema = z.object({
  code: z
    .string()
    .trim()
    .min(1, fieldMessages.required)
    .max(64, 'Must be at most 64 characters')
    .regex(/^[0-9A-Za-z-]+$/, 'Enter the code as printed: letters, numbers and dashes only'),
});
type Values = z.infer<typeof schema>;
const fields = [{ name: 'code', id: 'verify-code', label: 'Verification code' }] as const;

/** The code printed on a transcript or certificate → its verification page, /verify/{code}. */
export function VerifyCodeForm() {
  const navigate = useNavigate();
  const [failedSubmits, setFailedSubmits] = useState(0);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
    shouldFocusError: false,
  });
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={handleSubmit(
        ({ code }) => navigate(`/verify/${encodeURIComponent(code.toUpperCase())}`),
        () => setFailedSubmits((count) => count + 1),
      )}
    >
      <FormErrorSummary
        errors={errors}
        fields={fields}
        focusKey={failedSubmits}
        setFocus={setFocus}
      />
      <TextField
        id="verify-code"
        label="Verification code"
        hint="Printed at the foot of each page of the transcript or certificate."
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit">Check the document</Button>
    </form>
  );
}
