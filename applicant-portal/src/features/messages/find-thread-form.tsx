import { Button, fieldMessages, TextField } from '@registrar/shared-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorSummary } from '../../components/error-summary';
import { summarise, type FieldInfo } from '../../components/form-errors';
import pageStyles from '../../components/page.module.css';
import { zodResolver } from '../../components/zod-resolver';

const schema = z.object({
  reference: z.string().trim().min(1, fieldMessages.required).max(30),
  email: z
    .string()
    .trim()
    .min(1, fieldMessages.required)
    .max(254)
    .pipe(z.email(fieldMessages.email)),
});
export type ThreadKey = z.infer<typeof schema>;
const fields: FieldInfo<keyof ThreadKey>[] = [
  { name: 'reference', id: 'messages-reference', label: 'Reference number' },
  { name: 'email', id: 'messages-email', label: 'Email address' },
];

/** Reference (unless the URL has it) and the applicant's email: together they open the thread. */
export function FindThreadForm({
  reference,
  defaultEmail = '',
  onSubmit,
}: {
  reference?: string;
  defaultEmail?: string;
  onSubmit: (key: ThreadKey) => void;
}) {
  const [failedSubmits, setFailedSubmits] = useState(0);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<ThreadKey>({
    resolver: zodResolver(schema),
    defaultValues: { reference: reference ?? '', email: defaultEmail },
    shouldFocusError: false,
  });
  return (
    <form
      noValidate
      className={pageStyles.form}
      onSubmit={handleSubmit(onSubmit, () => setFailedSubmits((count) => count + 1))}
    >
      <ErrorSummary
        errors={summarise(errors, fields)}
        focusKey={failedSubmits}
        onSelect={(id) => {
          const field = fields.find((item) => item.id === id);
          if (field) setFocus(field.name);
        }}
      />
      {reference ? (
        <input type="hidden" {...register('reference')} />
      ) : (
        <TextField
          id="messages-reference"
          label="Reference number"
          autoComplete="off"
          spellCheck={false}
          error={errors.reference?.message}
          {...register('reference')}
        />
      )}
      <TextField
        id="messages-email"
        label="Email address"
        hint="The email address you applied with"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit">Show messages</Button>
    </form>
  );
}
