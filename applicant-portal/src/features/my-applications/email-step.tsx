import {
  apiRequest,
  sendMyApplicationsCode,
  type TMyApplicationsCodeSent,
  ZSendMyApplicationsCodeRequest,
} from '@registrar/shared-api';
import { Button } from '@registrar/shared-ui';
import { contractFormSchema } from '../../components/contract-form';
import { EmailField } from '../../components/email-field';
import { FormErrorSummary } from '../../components/form-error-summary';
import type { FieldInfo } from '../../components/form-errors';
import { Notice } from '../../components/notice';
import styles from '../../components/page.module.css';
import { useSummaryForm } from '../../components/use-summary-form';

const schema = contractFormSchema({
  fields: ['email'] as const,
  required: () => ({}),
  contract: ZSendMyApplicationsCodeRequest,
  requestOf: (values) => values,
});
const fields: FieldInfo<'email'>[] = [
  { name: 'email', id: 'my-applications-email', label: 'Email address' },
];

/** Asks for a code for `email`: the sent code's times, or false after showing why not. */
export type AskForCode = (
  email: string,
  onRefused: (message: string, field?: string) => void,
) => Promise<TMyApplicationsCodeSent | false>;

export const askForCode: AskForCode = async (email, onRefused) => {
  const response = await apiRequest(sendMyApplicationsCode, {
    body: { email },
    isSilent: true,
    onFailure: (failure) => {
      const fieldMessage = failure.errors?.email?.[0];
      if (fieldMessage) return onRefused(fieldMessage, 'email');
      onRefused(failure.message ?? 'We could not send a code. Please try again.');
    },
  });
  return response ? response.data : false;
};

type Props = {
  defaultEmail: string;
  /** Why the applicant is here again (their session ended), if they are. */
  notice?: string | undefined;
  onSent: (email: string, sent: TMyApplicationsCodeSent) => void;
};

/** Step 1: the email the applications were made with. */
export function EmailStep({ defaultEmail, notice, onSent }: Props) {
  const { field, setError, isSubmitting, submit, countFailure, summary } = useSummaryForm({
    schema,
    fields,
    defaultValues: { email: defaultEmail },
  });
  const send = async ({ email }: { email: string }) => {
    const sent = await askForCode(email, (message) => {
      setError('email', { type: 'server', message });
      countFailure();
    });
    if (sent) onSent(email, sent);
  };
  return (
    <>
      {notice && (
        <Notice title="Your session has ended" variant="warning" role="status">
          <p>{notice}</p>
        </Notice>
      )}
      <p className={styles.lead}>
        See every application and payment made with your email, and their receipts, on any device.
        We will email you a code.
      </p>
      <form noValidate className={styles.form} onSubmit={submit(send)}>
        <FormErrorSummary {...summary} />
        <EmailField
          label="Email address"
          hint="The email you applied or paid with"
          {...field('email')}
        />
        <Button type="submit" isLoading={isSubmitting}>
          Send a code
        </Button>
      </form>
    </>
  );
}
