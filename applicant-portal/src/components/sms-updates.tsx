import type { TPhoneChallenge, TPhoneProof } from '@registrar/shared-api';
import { apiRequest } from '@registrar/shared-api/core';
import { Button, fieldMessages, TextField } from '@registrar/shared-ui';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { loadContract } from '../store';
import { FormErrorSummary } from './form-error-summary';
import { Notice } from './notice';
import { OneTimeCodeField } from './one-time-code-field';
import styles from './page.module.css';
import { useSummaryForm } from './use-summary-form';

// The number's own rule (Nigerian mobile, normalised) is the contract's, checked by the server.
const phoneSchema = z.object({ phone: z.string().trim().min(1, fieldMessages.required) });
const phoneFields = [
  { name: 'phone', id: 'sms-phone', label: 'Mobile number for SMS updates (optional)' },
] as const;
const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, fieldMessages.required)
    .regex(/^[0-9]{6}$/, 'Enter the 6-digit code from the text message'),
});
const codeFields = [{ name: 'code', id: 'sms-code', label: 'Code' }] as const;

type Props = {
  /** The applicant's proof of identity: only a proven graduate may have a phone texted. */
  identityToken: string;
  /** The verified phone, once the code was right; null: email only. */
  value: TPhoneProof | null;
  onChange: (proof: TPhoneProof | null) => void;
  headingLevel?: 2 | 3;
};

/** "+2348031234567" → "+234 803 123 4567". */
export const formatPhone = (e164: string) =>
  e164.replace(/^\+234(\d{3})(\d{3})(\d{4})$/, '+234 $1 $2 $3');

/**
 * Optional SMS updates: the applicant types a Nigerian mobile number, we text a code, and the
 * number counts once the code is typed back. Without it, updates go by email only.
 */
export function SmsUpdates({ identityToken, value, onChange, headingLevel = 2 }: Props) {
  const Heading = `h${headingLevel}` as const;
  const [challenge, setChallenge] = useState<TPhoneChallenge | null>(null);
  const phoneForm = useSummaryForm({
    schema: phoneSchema,
    fields: phoneFields,
    defaultValues: { phone: '' },
  });
  const codeForm = useSummaryForm({
    schema: codeSchema,
    fields: codeFields,
    defaultValues: { code: '' },
  });

  const focusCode = codeForm.setFocus;
  // A code was sent: the applicant types it next (the field appears with the challenge).
  useEffect(() => {
    if (challenge) focusCode('code');
  }, [challenge, focusCode]);

  const sendCode = async ({ phone }: { phone: string }) => {
    const { sendPhoneCode } = await loadContract();
    const response = await apiRequest(sendPhoneCode, {
      body: { identity_token: identityToken, phone },
      isSilent: true,
      onFailure: (failure) =>
        phoneForm.showServerErrors(
          failure.errors?.phone
            ? { phone: failure.errors.phone }
            : { phone: [failure.message ?? 'We could not send a code. Please try again.'] },
        ),
    });
    if (!response) return;
    codeForm.reset({ code: '' });
    setChallenge(response.data);
  };

  const verify = async ({ code }: { code: string }) => {
    if (!challenge) return;
    const { verifyPhoneCode } = await loadContract();
    const response = await apiRequest(verifyPhoneCode, {
      body: { challenge_id: challenge.challenge_id, code },
      isSilent: true,
      onFailure: (failure) =>
        codeForm.showServerErrors({
          code: [failure.errors?.code?.[0] ?? failure.message ?? 'Something went wrong.'],
        }),
    });
    if (!response) return;
    setChallenge(null);
    onChange(response.data);
  };

  return (
    <section aria-labelledby="sms-updates-title">
      <Heading id="sms-updates-title" className={styles.sectionTitle}>
        SMS updates (optional)
      </Heading>
      {value ? (
        <>
          <Notice title="Your mobile number is verified" variant="success" role="status">
            <p>
              We will text {formatPhone(value.phone)} when your request changes, as well as emailing
              you.
            </p>
          </Notice>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => onChange(null)}>
              Do not send SMS updates
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>
            We email you at every step. We can also text a Nigerian mobile number; we send a code to
            check it first.
          </p>
          <form
            noValidate
            className={styles.form}
            onSubmit={phoneForm.submit(sendCode)}
            aria-label="Mobile number"
          >
            <FormErrorSummary {...phoneForm.summary} />
            <TextField
              label="Mobile number for SMS updates (optional)"
              hint="For example 0803 123 4567 or +234 803 123 4567"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              {...phoneForm.field('phone')}
            />
            <div className={styles.actions}>
              <Button type="submit" variant="secondary" isLoading={phoneForm.isSubmitting}>
                {challenge ? 'Send a new code' : 'Send a code'}
              </Button>
            </div>
          </form>
          {challenge && (
            <form
              noValidate
              className={styles.form}
              onSubmit={codeForm.submit(verify)}
              aria-label="Code from the text message"
            >
              <Notice title="Code sent" variant="success" role="status">
                <p>We texted a code to {challenge.sent_to}. It works once, for 10 minutes.</p>
              </Notice>
              <FormErrorSummary {...codeForm.summary} />
              <OneTimeCodeField
                hint="The 6 digits in the text message, for example 123456"
                {...codeForm.field('code')}
              />
              <div className={styles.actions}>
                <Button type="submit" isLoading={codeForm.isSubmitting}>
                  Confirm the number
                </Button>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}
