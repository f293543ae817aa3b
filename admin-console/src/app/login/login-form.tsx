import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { isLoginChallenge, login, useAppDispatch, ZLoginRequest } from '@registrar/shared-api';
import { Button, Checkbox, TextField, ErrorSummary, type SummaryError } from '@registrar/shared-ui';
import styles from './login-form.module.css';

type Input = z.input<typeof ZLoginRequest>;
type Values = z.output<typeof ZLoginRequest>;
type FieldName = 'email' | 'password';

/** Field ids, also the targets of the error summary's links. */
const fieldIds: Record<FieldName, string> = { email: 'login-email', password: 'login-password' };
const fieldLabels: Record<FieldName, string> = { email: 'Email', password: 'Password' };
const fieldOrder: readonly FieldName[] = ['email', 'password'];

const summarise = (errors: FieldErrors<Input>): SummaryError[] =>
  fieldOrder.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ fieldId: fieldIds[field], label: fieldLabels[field], message }] : [];
  });

export interface LoginFormProps {
  onSuccess: () => void;
  /** The password was right and the user has TOTP: the page asks for the code next. */
  onChallenge?: (challenge: string) => void;
}

/** Email, password and remember (spec §3), validated by the shared contract's ZLoginRequest. */
export function LoginForm({ onSuccess, onChallenge }: LoginFormProps) {
  const dispatch = useAppDispatch();
  const [failedSubmits, setFailedSubmits] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '', remember: false },
    // The error summary takes focus on a failed submit (GOV.UK pattern), not the first field.
    shouldFocusError: false,
  });

  const onValid = async (values: Values) => {
    const result = await dispatch(login(values));
    if (login.fulfilled.match(result)) {
      if (isLoginChallenge(result.payload)) onChallenge?.(result.payload.challenge);
      else onSuccess();
      return;
    }
    // The client has already shown the spec §8 message as a toast; the server's field errors
    // (e.g. 'These credentials do not match our records.' on email) also go on the fields.
    const serverErrors = result.payload?.failure.errors ?? {};
    const failed = fieldOrder.filter((field) => serverErrors[field]?.[0]);
    for (const field of failed) {
      setError(field, { type: 'server', message: serverErrors[field]?.[0] });
    }
    if (failed.length > 0) setFailedSubmits((count) => count + 1);
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(onValid, () => setFailedSubmits((count) => count + 1))}
    >
      <ErrorSummary
        errors={summarise(errors)}
        focusKey={failedSubmits}
        onSelect={(fieldId) => {
          const field = fieldOrder.find((name) => fieldIds[name] === fieldId);
          if (field) setFocus(field);
        }}
      />
      <TextField
        id={fieldIds.email}
        label={fieldLabels.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id={fieldIds.password}
        label={fieldLabels.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Checkbox label="Remember me" {...register('remember')} />
      <Button type="submit" isFullWidth isLoading={isSubmitting}>
        Login
      </Button>
    </form>
  );
}
