import { useState, type FormEvent } from 'react';
import { completeTotpLogin, useAppDispatch } from '@registrar/shared-api';
import { Button, ErrorSummary, TextField } from '@registrar/shared-ui';
import styles from './login-form.module.css';

const CODE_ID = 'login-totp-code';
const RECOVERY_ID = 'login-recovery-code';
const CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app.';
const RECOVERY_MESSAGE = 'Enter one of your recovery codes.';

export interface TotpFormProps {
  /** The single-use challenge POST /auth/login answered with. */
  challenge: string;
  onSuccess: () => void;
  /** The challenge expired or was used up: back to email and password, with this message. */
  onRestart: (message: string) => void;
}

/**
 * The second sign-in step for staff with TOTP on: the 6-digit code from the authenticator app
 * or, switched to, one of the one-time recovery codes.
 */
export function TotpForm({ challenge, onSuccess, onRestart }: TotpFormProps) {
  const dispatch = useAppDispatch();
  const [isRecovery, setIsRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const fieldId = isRecovery ? RECOVERY_ID : CODE_ID;
  const label = isRecovery ? 'Recovery code' : 'Authentication code';

  const fail = (message: string) => {
    setError(message);
    setFailedSubmits((count) => count + 1);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const entered = value.replace(/\s/g, '');
    if (!isRecovery && !/^\d{6}$/.test(entered)) return fail(CODE_MESSAGE);
    if (isRecovery && entered === '') return fail(RECOVERY_MESSAGE);
    setIsSubmitting(true);
    const result = await dispatch(
      completeTotpLogin(
        isRecovery ? { challenge, recovery_code: entered } : { challenge, code: entered },
      ),
    );
    setIsSubmitting(false);
    if (completeTotpLogin.fulfilled.match(result)) {
      onSuccess();
      return;
    }
    const errors = result.payload?.failure.errors ?? {};
    const expired = errors.challenge?.[0];
    if (expired) {
      onRestart(expired);
      return;
    }
    const message = errors.code?.[0] ?? errors.recovery_code?.[0];
    if (message) fail(message);
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <ErrorSummary
        errors={error ? [{ fieldId, label, message: error }] : []}
        focusKey={failedSubmits}
        onSelect={() => document.getElementById(fieldId)?.focus()}
      />
      {isRecovery ? (
        <TextField
          key={RECOVERY_ID}
          id={RECOVERY_ID}
          label={label}
          hint="Each recovery code works once."
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          value={value}
          error={error ?? undefined}
          onChange={(event) => setValue(event.target.value)}
        />
      ) : (
        <TextField
          key={CODE_ID}
          id={CODE_ID}
          label={label}
          hint="The 6-digit code your authenticator app shows now."
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={value}
          error={error ?? undefined}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
      <Button type="submit" isFullWidth isLoading={isSubmitting}>
        Verify
      </Button>
      <Button
        type="button"
        variant="ghost"
        onClick={() => {
          setIsRecovery((current) => !current);
          setValue('');
          setError(null);
        }}
      >
        {isRecovery ? 'Use a code from your app instead' : 'Use a recovery code instead'}
      </Button>
      <Button type="button" variant="ghost" onClick={() => onRestart('')}>
        Back to email and password
      </Button>
    </form>
  );
}
