import { copyFormatLabels, toSubmitCopy } from '@registrar/shared-api';
import { Button, formatMoney, Select, TextField } from '@registrar/shared-ui';
import { EmailField } from '../../components/email-field';
import { FormErrorSummary } from '../../components/form-error-summary';
import styles from '../../components/page.module.css';
import { RadioGroup } from '../../components/radio-group';
import { DeliveryChoice } from '../../components/delivery-choice';
import { TextareaField } from '../../components/textarea-field';
import { useSummaryForm } from '../../components/use-summary-form';
import { saveDraftCopy, useAppDispatch, type DraftCopy } from '../../store';
import type { ApplyData } from './apply-data';
import { CopyFeePreview } from './copy-fee-preview';
import { copyFields } from './copy-fields';
import { listedRate } from './copy-options';
import {
  copySchema,
  isCopyFormat,
  toCopyFormValues,
  toDraftCopy,
  type CopyFormValues,
} from './copy-schema';
import { copyErrors, useQuote } from './use-quote';

type Props = {
  data: ApplyData;
  copy?: DraftCopy;
  presetType: string;
  /** Called once the copy is saved, with what to tell the applicant. */
  onSaved: (message: string) => void;
};

/** Add or change one copy: purpose, type, format, then delivery details for the format. */
export function CopyForm({ data, copy, presetType, onSaved }: Props) {
  const dispatch = useAppDispatch();
  const { field, setValue, watch, submit, countFailure, errors, summary } = useSummaryForm({
    schema: copySchema,
    fields: copyFields,
    defaultValues: toCopyFormValues(copy, presetType),
  });
  const values = watch();
  const { purpose, type, format, region_id: regionId } = values;

  const purposes = [...new Set(data.transcript_rates.map((rate) => rate.purpose))];
  // The server prices the copy as it is filled in; its messages about fields the applicant has
  // filled in show on those fields (empty ones are this form's own "required" errors on submit).
  const quote = useQuote(
    purpose && type && isCopyFormat(format) ? [toSubmitCopy(toDraftCopy(values, format))] : null,
  );
  const serverErrors = Object.fromEntries(
    Object.entries(copyErrors(quote, 0)).filter(
      ([name]) => (values as Record<string, string | undefined>)[name],
    ),
  ) as Partial<Record<keyof CopyFormValues, string>>;
  /** A field's props, with the server's message when the form has none. */
  const input: typeof field = (name, options) => {
    const props = field(name, options);
    return { ...props, error: props.error ?? serverErrors[name] };
  };
  const summaryErrors = {
    ...Object.fromEntries(
      Object.entries(serverErrors).map(([name, message]) => [name, { message }]),
    ),
    ...errors,
  } as typeof errors;
  const formatHint = (value: 'soft_copy' | 'hard_copy') => {
    const price = purpose && type ? listedRate(data.transcript_rates, purpose, type, value) : null;
    const how = value === 'soft_copy' ? 'Sent by email' : 'Printed, sealed and sent by courier';
    return price === null ? how : `${how}: ${formatMoney(price, { currency: 'NGN' })} per copy`;
  };

  const onValid = (valid: CopyFormValues) => {
    if (!isCopyFormat(valid.format) || Object.keys(serverErrors).length > 0) {
      countFailure();
      return;
    }
    dispatch(
      saveDraftCopy({ ...(copy ? { id: copy.id } : {}), ...toDraftCopy(valid, valid.format) }),
    );
    onSaved(copy ? 'Copy updated' : 'Copy added');
  };

  return (
    <form noValidate className={styles.form} onSubmit={submit(onValid)}>
      <FormErrorSummary {...summary} errors={summaryErrors} />
      <Select
        label="What is the transcript for?"
        placeholder="Choose a purpose"
        options={purposes.map((name) => ({ value: name, label: name }))}
        {...input('purpose')}
      />
      <RadioGroup
        legend="Type of copy"
        options={[
          {
            value: 'official',
            label: 'Official copy',
            hint: 'Sent by the registry to a university, employer or other organisation',
          },
          { value: 'student', label: 'Student copy', hint: 'For your own records' },
        ]}
        {...input('type')}
      />
      <RadioGroup
        legend="Format"
        options={(['soft_copy', 'hard_copy'] as const).map((value) => ({
          value,
          label: copyFormatLabels[value],
          hint: formatHint(value),
        }))}
        {...input('format')}
      />
      {format === 'soft_copy' && (
        <EmailField
          label="Recipient email"
          hint="Where the registry should send the transcript"
          autoComplete="off"
          {...input('recipient_email')}
        />
      )}
      {format === 'hard_copy' && (
        <>
          <DeliveryChoice
            regions={data.regions}
            couriers={data.couriers}
            regionId={regionId}
            regionField={input('region_id', { onChange: () => setValue('courier_id', '') })}
            courierField={input('courier_id')}
          />
          <TextField
            label="Recipient name"
            hint="The person or organisation receiving the transcript"
            autoComplete="off"
            {...input('recipient_name')}
          />
          <TextareaField
            label="Recipient address"
            rows={4}
            autoComplete="off"
            {...input('recipient_address')}
          />
        </>
      )}
      <TextField
        label="Reference number (optional)"
        hint="For example the evaluator's or employer's reference, if they gave you one"
        autoComplete="off"
        {...input('reference_number')}
      />
      <CopyFeePreview quote={quote} />
      <Button type="submit">{copy ? 'Save changes' : 'Add this copy'}</Button>
    </form>
  );
}
