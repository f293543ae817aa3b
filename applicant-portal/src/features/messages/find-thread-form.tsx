import { ZListTrackedMessagesQuery, ZTrackApplicationParams } from '@registrar/shared-api';
import { Button, TextField } from '@registrar/shared-ui';
import type { z } from 'zod';
import { EmailField } from '../../components/email-field';
import { FormErrorSummary } from '../../components/form-error-summary';
import { type FieldInfo } from '../../components/form-errors';
import pageStyles from '../../components/page.module.css';
import { useSummaryForm } from '../../components/use-summary-form';

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
  const { register, field, submit, summary } = useSummaryForm({
    schema,
    fields,
    defaultValues: { reference: reference ?? '', email: defaultEmail },
  });
  return (
    <form noValidate className={pageStyles.form} onSubmit={submit(onSubmit)}>
      <FormErrorSummary {...summary} />
      {reference ? (
        <input type="hidden" {...register('reference')} />
      ) : (
        <TextField
          label="Reference number"
          autoComplete="off"
          spellCheck={false}
          {...field('reference')}
        />
      )}
      <EmailField
        label="Email address"
        hint="The email address you applied with"
        {...field('email')}
      />
      <Button type="submit">Show messages</Button>
    </form>
  );
}
