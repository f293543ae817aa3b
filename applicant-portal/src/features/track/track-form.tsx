import { Button, fieldMessages } from '@registrar/shared-ui';
import { z } from 'zod';

import page from '../../components/page.module.css';
import { CodeField } from '../../components/code-field';
import { FormErrorSummary } from '../../components/form-error-summary';
import { useSummaryForm } from '../../components/use-summary-form';
import { loadContract } from '../../store';

const schema = z.object({
  reference: z
    .string()
    .trim()
    .min(1, fieldMessages.required)
    .max(30, 'Must be at most 30 characters'),
});
const fields = [{ name: 'reference', id: 'track-reference', label: 'Reference number' }] as const;

type Props = {
  defaultReference: string;
  /** Set when the last lookup found nothing: shown on the field. */
  notFound?: string;
  isLoading: boolean;
  onSubmit: (reference: string) => void;
};

// A failure here is reported by the call that needs the contract.
const preloadContract = () => void loadContract().catch(() => undefined);

/** The reference input (any case, dashes optional: the server normalises it). */
export function TrackForm({ defaultReference, notFound, isLoading, onSubmit }: Props) {
  const { field, submit, summary } = useSummaryForm({
    schema,
    fields,
    defaultValues: { reference: defaultReference },
  });
  const reference = field('reference');
  return (
    <form
      noValidate
      // The contract is loaded on the first call (store/contract.ts): start it when the
      // applicant starts on the form, so the call does not wait for it.
      onFocus={preloadContract}
      onSubmit={submit((values) => onSubmit(values.reference))}
    >
      <FormErrorSummary {...summary} />
      <div className={`${page.form} ${page.inline}`}>
        <CodeField
          label="Reference number"
          hint="For example ABCD-1234-EFGH. You will find it in your confirmation email."
          {...reference}
          error={reference.error ?? notFound}
        />
        <Button type="submit" isLoading={isLoading}>
          Track
        </Button>
      </div>
    </form>
  );
}
