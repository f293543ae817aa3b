import { TextField, type TextFieldProps } from '@registrar/shared-ui';

/** The 6-digit code an email brought: number keyboard, the code autofill, no spell-check. */
export function OneTimeCodeField(props: Omit<TextFieldProps, 'label'>) {
  return (
    <TextField
      label="Code"
      hint="The 6 digits in the email, for example 123456"
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      maxLength={6}
      {...props}
    />
  );
}
