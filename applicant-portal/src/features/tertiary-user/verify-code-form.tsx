import { Button } from '@registrar/shared-ui';
import { useNavigate } from '@registrar/shared-ui/router';
import { CodeField } from '../../components/code-field';
import { FormErrorSummary } from '../../components/form-error-summary';
import { useSummaryForm } from '../../components/use-summary-form';
import { verificationCodeSchema } from '../../components/verification-code';
import styles from '../../components/page.module.css';

const schema = verificationCodeSchema(/^[0-9A-Za-z-]+$/);
const fields = [{ name: 'code', id: 'verify-code', label: 'Verification code' }] as const;

/** The code printed on a transcript or certificate → its verification page, /verify/{code}. */
export function VerifyCodeForm() {
  const navigate = useNavigate();
  const { field, submit, summary } = useSummaryForm({
    schema,
    fields,
    defaultValues: { code: '' },
  });
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={submit(({ code }) => navigate(`/verify/${encodeURIComponent(code.toUpperCase())}`))}
    >
      <FormErrorSummary {...summary} />
      <CodeField
        label="Verification code"
        hint="Printed at the foot of each page of the transcript or certificate."
        {...field('code')}
      />
      <Button type="submit">Check the document</Button>
    </form>
  );
}
