import { TextField, type TextFieldProps } from '@registrar/shared-ui';

/** A TextField for a reference or code typed as printed: capitals, no autofill or spell-check. */
export function CodeField(props: TextFieldProps) {
  return <TextField autoComplete="off" spellCheck={false} autoCapitalize="characters" {...props} />;
}
