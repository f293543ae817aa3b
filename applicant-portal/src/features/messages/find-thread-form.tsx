import { zodResolver } from '@hookform/resolvers/zod';
import { ZListTrackedMessagesQuery, ZTrackApplicationParams } from '@registrar/shared-api';
import { Button, TextField } from '@registrar/shared-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type FieldInfo } from '../../components/form-errors';
import pageStyles from '../../components/page.module.css';
import { FormErrorSummary } from '../../components/form-error-summary';
import { EmailField } from '../../components/email-field';

/** The thread's key as the contract takes it: the tracking reference and the applicant's email. */
const schema = ZTrackApplicationParams.extend(ZListTrackedMessagesQuery.shape);
export type ThreadKey = z.output<typeof schema>;
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
      <FormErrorSummary
        errors={errors}
        fields={fields}
        focusKey={failedSubmits}
        setFocus={setFocus}
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
      <EmailField
        id="messages-email"
        label="Email address"
        hint="The email address you applied with"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit">Show messages</Button>
    </form>
  );
}
