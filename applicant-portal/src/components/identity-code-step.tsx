import type {
  TIdentityChallenge,
  TIdentityProof,
  TMaskedApplicantRecord,
} from '@registrar/shared-api';
import { apiRequest } from '@registrar/shared-api/core';
import { Button, fieldMessages } from '@registrar/shared-ui';
import { OneTimeCodeField } from './one-time-code-field';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { FormErrorSummary } from './form-error-summary';
import { Notice } from './notice';
import styles from './page.module.css';
import { useSummaryForm } from './use-summary-form';
import { loadContract } from '../store';

const schema = z.object({
  code: z
    .string()
    .trim()
    .min(1, fieldMessages.required)
    .regex(/^[0-9]{6}$/, 'Enter the 6-digit code from the email'),
});
type Values = z.infer<typeof schema>;
const fields = [{ name: 'code', id: 'identity-code', label: 'Code' }] as const;

type Props = {
  masked: TMaskedApplicantRecord;
  onProven: (proof: TIdentityProof) => void;
  /** The applicant cannot use the email on the record: ask staff instead. */
  onNoAccess: () => void;
  /** The step's heading level: 1 when it is the page, deeper inside a page's section. */
  headingLevel?: 1 | 2 | 3 | 4;
};

/** Seconds from now until `iso` (0 once past). */
const secondsUntil = (iso: string | undefined) =>
  iso ? Math.max(0, Math.ceil((new Date(iso).getTime() - Date.now()) / 1000)) : 0;

/**
 * Confirm it is you: a code goes to the email on the graduate record; the record is released
 * only when the applicant types it back. Resending waits for the server's delay.
 */
export function IdentityCodeStep({ masked, onProven, onNoAccess, headingLevel = 1 }: Props) {
  const Heading = `h${headingLevel}` as const;
  const Subheading = `h${headingLevel + 1}` as 'h2';
  const heading = useRef<HTMLHeadingElement>(null);
  const [challenge, setChallenge] = useState<TIdentityChallenge | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [wait, setWait] = useState(0);
  const { field, setFocus, reset, isSubmitting, submit, showServerErrors, summary } =
    useSummaryForm({ schema, fields, defaultValues: { code: '' } });

  // The page changed without a navigation: move focus so screen readers announce the step.
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    setWait(secondsUntil(challenge?.resend_at));
    if (!challenge) return undefined;
    const timer = setInterval(() => setWait(secondsUntil(challenge.resend_at)), 1000);
    return () => clearInterval(timer);
  }, [challenge]);

  const send = async () => {
    setIsSending(true);
    setSendError(null);
    const { sendIdentityCode } = await loadContract();
    const response = await apiRequest(sendIdentityCode, {
      body: { matric_number: masked.matric_number },
      isSilent: true,
      onFailure: (failure) => {
        if (failure.status === 409) onNoAccess();
        else setSendError(failure.message ?? 'We could not send a code. Please try again.');
      },
    });
    setIsSending(false);
    if (!response) return;
    reset({ code: '' });
    setChallenge(response.data);
    setTimeout(() => setFocus('code'), 0);
  };

  const verify = async ({ code }: Values) => {
    if (!challenge) return;
    const { verifyIdentityCode } = await loadContract();
    const response = await apiRequest(verifyIdentityCode, {
      body: { challenge_id: challenge.challenge_id, code },
      isSilent: true,
      onFailure: (failure) => {
        const message =
          failure.errors?.code?.[0] ?? failure.message ?? 'Something went wrong. Please try again.';
        showServerErrors({ code: [message] });
      },
    });
    if (response) onProven(response.data);
  };

  return (
    <>
      <Heading className={styles.title} ref={heading} tabIndex={-1}>
        Confirm it is you
      </Heading>
      <p className={styles.lead}>
        We found a record for {masked.initials} with matric number {masked.matric_number}. To keep
        graduates’ records private, we send a 6-digit code to the email on the record:{' '}
        <strong>{masked.contact_hint}</strong>.
      </p>
      {sendError && (
        <Notice title="The code was not sent" variant="error" role="alert">
          <p>{sendError}</p>
        </Notice>
      )}
      {challenge ? (
        <form noValidate className={styles.form} onSubmit={submit(verify)}>
          <Notice title="Code sent" variant="success" role="status">
            <p>
              We sent a code to {challenge.sent_to}. It works once, for 15 minutes. Check your spam
              folder if it has not arrived in a few minutes.
            </p>
          </Notice>
          <FormErrorSummary {...summary} />
          <OneTimeCodeField {...field('code')} />
          <div className={styles.actions}>
            <Button type="submit" isLoading={isSubmitting}>
              Confirm
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={wait > 0 || isSending}
              onClick={() => void send()}
            >
              Send a new code
            </Button>
          </div>
          <p aria-live="polite">
            {wait > 0 ? `You can ask for a new code in ${String(wait)} seconds.` : ''}
          </p>
        </form>
      ) : (
        <div className={styles.actions}>
          <Button isLoading={isSending} onClick={() => void send()}>
            Send the code
          </Button>
        </div>
      )}
      <Subheading className={styles.sectionTitle}>No longer have this email?</Subheading>
      <p>
        If you cannot open the inbox of {masked.contact_hint}, the registry can check your identity
        another way and put your current email on your record.
      </p>
      <Button variant="secondary" onClick={onNoAccess}>
        Ask the registry to check my identity
      </Button>
    </>
  );
}
