import {
  apiRequest,
  type TMyApplicationsCodeSent,
  type TMyApplicationsSession,
  verifyMyApplicationsCode,
  ZVerifyMyApplicationsCodeRequest,
} from '@registrar/shared-api';
import { Button } from '@registrar/shared-ui';
import { OneTimeCodeField } from '../../components/one-time-code-field';
import { useEffect, useState } from 'react';
import { contractFormSchema } from '../../components/contract-form';
import { FormErrorSummary } from '../../components/form-error-summary';
import type { FieldInfo } from '../../components/form-errors';
import { Notice } from '../../components/notice';
import styles from '../../components/page.module.css';
import { useSummaryForm } from '../../components/use-summary-form';
import type { AskForCode } from './email-step';

const schema = contractFormSchema({
  fields: ['code'] as const,
  required: () => ({}),
  contract: ZVerifyMyApplicationsCodeRequest.pick({ code: true }),
  requestOf: (values) => values,
});
const fields: FieldInfo<'code'>[] = [{ name: 'code', id: 'my-applications-code', label: 'Code' }];

/** Seconds from now until `iso` (0 once past). */
const secondsUntil = (iso: string) =>
  Math.max(0, Math.ceil((new Date(iso).getTime() - Date.now()) / 1000));

type Props = {
  email: string;
  sent: TMyApplicationsCodeSent;
  askForCode: AskForCode;
  onSentAgain: (sent: TMyApplicationsCodeSent) => void;
  onVerified: (session: TMyApplicationsSession) => void;
  onChangeEmail: () => void;
};

/**
 * Step 2: the code from the email. The server says the same whether or not the email was used,
 * so this step does too. A new code can be asked once the server's wait is over.
 */
export function CodeStep({
  email,
  sent,
  askForCode,
  onSentAgain,
  onVerified,
  onChangeEmail,
}: Props) {
  const [wait, setWait] = useState(() => secondsUntil(sent.resend_at));
  const [isSending, setIsSending] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);
  const { field, reset, setFocus, isSubmitting, submit, showServerErrors, summary } =
    useSummaryForm({ schema, fields, defaultValues: { code: '' } });
  const minutes = Math.max(
    1,
    Math.round((new Date(sent.expires_at).getTime() - Date.now()) / 60_000),
  );

  useEffect(() => {
    setWait(secondsUntil(sent.resend_at));
    const timer = setInterval(() => setWait(secondsUntil(sent.resend_at)), 1000);
    return () => clearInterval(timer);
  }, [sent]);

  const verify = async ({ code }: { code: string }) => {
    const response = await apiRequest(verifyMyApplicationsCode, {
      body: { email, code },
      isSilent: true,
      onFailure: (failure) =>
        showServerErrors({
          code: [failure.errors?.code?.[0] ?? failure.message ?? 'Please try again.'],
        }),
    });
    if (response) onVerified(response.data);
  };

  const sendAgain = async () => {
    setIsSending(true);
    setResendError(null);
    const again = await askForCode(email, setResendError);
    setIsSending(false);
    if (!again) return;
    reset({ code: '' });
    onSentAgain(again);
    setTimeout(() => setFocus('code'), 0);
  };

  return (
    <>
      <Notice title="Check your email" variant="success" role="status">
        <p>
          If an application or payment was made with <strong>{email}</strong>, we have sent a
          6-digit code to it. It works once, for {String(minutes)} minutes. Check your spam folder
          if it has not arrived in a few minutes.
        </p>
      </Notice>
      {resendError && (
        <Notice title="No new code was sent" variant="error" role="alert">
          <p>{resendError}</p>
        </Notice>
      )}
      <form noValidate className={styles.form} onSubmit={submit(verify)}>
        <FormErrorSummary {...summary} />
        <OneTimeCodeField {...field('code')} />
        <div className={styles.actions}>
          <Button type="submit" isLoading={isSubmitting}>
            Continue
          </Button>
          <Button
            variant="secondary"
            disabled={wait > 0 || isSending}
            isLoading={isSending}
            onClick={() => void sendAgain()}
          >
            Send a new code
          </Button>
          <Button variant="ghost" onClick={onChangeEmail}>
            Use a different email
          </Button>
        </div>
        <p aria-live="polite">
          {wait > 0 ? `You can ask for a new code in ${String(wait)} seconds.` : ''}
        </p>
      </form>
    </>
  );
}
