import { TextField, type TextFieldProps } from '@registrar/shared-ui';

/** A TextField for an email address: email keyboard and autofill, no spell-check. */
export function EmailField(props: TextFieldProps) {
  return (
    <TextField type="email" inputMode="email" autoComplete="email" spellCheck={false} {...props} />
  );
}
