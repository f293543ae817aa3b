import type { TApplicationData } from '@registrar/shared-api';
import { Button, formatMoney, TextField } from '@registrar/shared-ui';
import { useEffect } from 'react';
import { useLocation } from '@registrar/shared-ui/router';
import { EmailField } from '../../components/email-field';
import { FormErrorSummary } from '../../components/form-error-summary';
import styles from '../../components/page.module.css';
import { RadioGroup } from '../../components/radio-group';
import { useSummaryForm } from '../../components/use-summary-form';
import {
  otherPaymentFields,
  otherPaymentSchema,
  type OtherPaymentValues,
} from './other-payment-schema';

type Props = {
  types: TApplicationData['payment_types'];
  defaultValues: OtherPaymentValues;
  onContinue: (values: OtherPaymentValues) => void;
};

/** What is paid for and who pays: one page, then "check your answers". */
export function OtherPaymentForm({ types, defaultValues, onContinue }: Props) {
  const { field, setFocus, submit, summary } = useSummaryForm({
    schema: otherPaymentSchema,
    fields: otherPaymentFields,
    defaultValues,
  });
  // A "Change" link from check your answers lands on its question (/other-payments#field-id).
  const { hash } = useLocation();
  useEffect(() => {
    const field = otherPaymentFields.find((item) => `#${item.id}` === hash);
    if (field) setFocus(field.name);
  }, [hash, setFocus]);
  return (
    <form noValidate className={styles.form} onSubmit={submit(onContinue)}>
      <FormErrorSummary {...summary} />
      <RadioGroup
        legend="What are you paying for?"
        options={types.map((type) => ({
          value: String(type.id),
          label: `${type.name}: ${formatMoney(type.amount, { currency: 'NGN' })}`,
          ...(type.description ? { hint: type.description } : {}),
        }))}
        {...field('payment_type_id')}
      />
      <TextField label="Full name" autoComplete="name" {...field('payer_name')} />
      <EmailField
        label="Email address"
        hint="We send the receipt and any questions about the payment here."
        {...field('payer_email')}
      />
      <TextField
        label="Matric number (optional)"
        hint="If you studied here, it helps the registry match the payment to your records."
        autoComplete="off"
        spellCheck={false}
        {...field('payer_matric_number')}
      />
      <Button type="submit">Continue</Button>
    </form>
  );
}
