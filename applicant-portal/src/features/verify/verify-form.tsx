import { Button } from '@registrar/shared-ui';
import { useNavigate } from '@registrar/shared-ui/router';
import { CodeField } from '../../components/code-field';
import { FormErrorSummary } from '../../components/form-error-summary';
import { useSummaryForm } from '../../components/use-summary-form';
import { verificationCodeSchema } from '../../components/verification-code';
import page from '../../components/page.module.css';
import styles from './verify.module.css';

const schema = verificationCodeSchema(/^[0-9A-Za-z\s-]+$/);
const fields = [{ name: 'code', id: 'verification-code', label: 'Verification code' }] as const;

type Props = {
  /** The code shown in the field at first (e.g. the one just checked). */
  defaultCode?: string;
  submitLabel?: string;
};

/**
 * The verification code → /verify/{code}. Case, spaces and dashes do not matter (the server reads
 * Crockford base32), so the code is only tidied: upper case, no spaces.
 */
export function VerifyForm({ defaultCode = '', submitLabel = 'Check the document' }: Props) {
  const navigate = useNavigate();
  const { field, submit, summary } = useSummaryForm({
    schema,
    fields,
    defaultValues: { code: defaultCode },
  });
  return (
    <form
      noValidate
      onSubmit={submit(({ code }) =>
        navigate(`/verify/${encodeURIComponent(code.replace(/[\s-]+/g, '').toUpperCase())}`),
      )}
    >
      <FormErrorSummary {...summary} />
      <div className={`${page.inline} ${styles.form}`}>
        <CodeField
          label="Verification code"
          hint="16 letters and numbers, printed next to the QR code, for example 7K3M-9QXD-2F8H-TB4N."
          {...field('code')}
        />
        <Button type="submit">{submitLabel}</Button>
      </div>
    </form>
  );
}
