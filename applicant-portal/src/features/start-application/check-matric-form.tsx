import type { TMaskedApplicantRecord } from '@registrar/shared-api';
import { apiRequest } from '@registrar/shared-api/core';
import { Button, fieldMessages } from '@registrar/shared-ui';
import { z } from 'zod';
import { CodeField } from '../../components/code-field';
import { EmailField } from '../../components/email-field';
import { FormErrorSummary } from '../../components/form-error-summary';
import type { FieldInfo } from '../../components/form-errors';
import styles from '../../components/page.module.css';
import { useSummaryForm } from '../../components/use-summary-form';
import { loadContract, selectApplicant, useAppSelector } from '../../store';

export const NOT_FOUND_MESSAGE = 'We could not find this matric number';

const schema = z.object({
  matric_number: z.string().trim().min(1, fieldMessages.required).max(50),
  email_address: z
    .string()
    .trim()
    .min(1, fieldMessages.required)
    .max(254)
    .pipe(z.email(fieldMessages.email)),
});
type Values = z.infer<typeof schema>;

const fields: FieldInfo<keyof Values>[] = [
  { name: 'matric_number', id: 'start-matric-number', label: 'Matric number' },
  { name: 'email_address', id: 'start-email', label: 'Email address' },
];

/** What the check found (masked until the code step) and the email the applicant gave. */
export interface CheckedApplicant {
  masked: TMaskedApplicantRecord;
  email: string;
}

type Props = {
  defaultValues?: CheckedApplicant;
  onFound: (found: CheckedApplicant) => void;
};

// A failure here is reported by the call that needs the contract.
const preloadContract = () => void loadContract().catch(() => undefined);

/** GET /check-matric-number; an unknown number is said on the field (no toast, spec §8). */
export function CheckMatricForm({ onFound }: Props) {
  const stored = useAppSelector(selectApplicant);
  const { field, isSubmitting, submit, showServerErrors, summary } = useSummaryForm({
    schema,
    fields,
    defaultValues: {
      matric_number: stored.applicantData?.matric_number ?? '',
      email_address: stored.email_address,
    },
  });

  const onValid = async (values: Values) => {
    const { checkMatricNumber } = await loadContract();
    const response = await apiRequest(checkMatricNumber, {
      query: { matric_number: values.matric_number },
      onFailure: (failure) =>
        showServerErrors(
          failure.status === 404 ? { matric_number: [NOT_FOUND_MESSAGE] } : failure.errors,
        ),
    });
    if (response) onFound({ masked: response.data, email: values.email_address });
  };

  return (
    <form
      noValidate
      // The contract is loaded on the first call (store/contract.ts): start it when the
      // applicant starts on the form, so the call does not wait for it.
      onFocus={preloadContract}
      className={styles.form}
      onSubmit={submit(onValid)}
    >
      <FormErrorSummary {...summary} />
      <CodeField
        label="Matric number"
        hint="As printed on your statement of result, for example FUTD/10/0001"
        {...field('matric_number')}
      />
      <EmailField
        label="Email address"
        hint="We will send your reference and updates here"
        {...field('email_address')}
      />
      <Button type="submit" isLoading={isSubmitting}>
        Continue
      </Button>
    </form>
  );
}
