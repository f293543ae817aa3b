import {
  copyFormatLabels,
  receiverReferenceProblem,
  receiverTakes,
  referenceExample,
  toSubmitCopy,
  type TCopyFormat,
  type TRecipient,
} from '@registrar/shared-api';
import { Button, formatMoney, Select, TextField } from '@registrar/shared-ui';
import { useEffect, useEffectEvent, useState } from 'react';
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
import { RecipientPicker } from './recipient-picker';
import {
  copySchema,
  isCopyFormat,
  toCopyFormValues,
  toDraftCopy,
  type CopyFormValues,
} from './copy-schema';
import { copyErrors, useQuote } from './use-quote';
import { findReceiver } from './use-recipient-search';

const FORMATS = ['soft_copy', 'hard_copy'] as const;
const LOCKED_HINT = 'Set by the recipient directory';

/** A reference number's label and hint: the receiver's own words when it asks for one. */
const referenceField = (receiver: TRecipient | null) => {
  if (!receiver?.reference_required)
    return {
      label: 'Reference number (optional)',
      hint: "For example the evaluator's or employer's reference, if they gave you one",
    };
  const name = receiver.reference_label ?? 'Reference number';
  return {
    label: name.charAt(0).toUpperCase() + name.slice(1),
    hint: receiver.reference_format
      ? `${receiver.name} asks for it. Write it as ${referenceExample(receiver.reference_format)}`
      : `${receiver.name} asks for it`,
  };
};

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
  const { field, setValue, setError, watch, submit, countFailure, errors, summary } =
    useSummaryForm({
      schema: copySchema,
      fields: copyFields,
      defaultValues: toCopyFormValues(copy, presetType),
    });
  const values = watch();
  const { purpose, type, format, region_id: regionId } = values;
  const [receiver, setReceiver] = useState<TRecipient | null>(null);

  /** A receiver fills in (and locks) where the copy goes; undoing the choice empties it again. */
  const chooseReceiver = (chosen: TRecipient | null) => {
    const undone = chosen === null && (receiver !== null || values.recipient_id !== '');
    setReceiver(chosen);
    setValue('recipient_id', chosen ? String(chosen.id) : '');
    if (chosen) {
      const taken = FORMATS.filter((option) => receiverTakes(chosen, option));
      if (taken.length === 1 && taken[0]) setValue('format', taken[0]);
      setValue('recipient_name', chosen.name);
      setValue('recipient_email', chosen.email ?? '');
      setValue('recipient_address', chosen.address ?? '');
      const region = data.regions.find((item) => String(item.id) === regionId);
      if (region && (region.type === 2) !== chosen.abroad) {
        setValue('region_id', '');
        setValue('courier_id', '');
      }
    } else if (undone) {
      for (const name of ['recipient_name', 'recipient_email', 'recipient_address'] as const)
        setValue(name, '');
    }
  };
  // A saved copy's receiver, found again: its details as the directory now has them. One no
  // longer offered is let go (the copy's receiver becomes the applicant's to give, as it was
  // saved). The answer is ignored once the applicant has chosen otherwise meanwhile.
  const savedReceiverId = copy?.recipient_id ?? null;
  const savedReceiverName = copy?.recipient_name ?? '';
  const onLookedUp = useEffectEvent((found: TRecipient | null) => {
    if (receiver !== null || values.recipient_id !== String(savedReceiverId)) return;
    if (found) chooseReceiver(found);
    else setValue('recipient_id', '');
  });
  useEffect(() => {
    if (savedReceiverId === null) return undefined;
    let isCancelled = false;
    void findReceiver(savedReceiverId, savedReceiverName).then((found) => {
      if (!isCancelled && found !== undefined) onLookedUp(found);
    });
    return () => {
      isCancelled = true;
    };
  }, [savedReceiverId, savedReceiverName]);
  const isOfficial = type === 'official';
  const locked = receiver !== null;
  const regions = receiver
    ? data.regions.filter((region) => (region.type === 2) === receiver.abroad)
    : data.regions;
  const reference = referenceField(receiver);

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
  const formatHint = (value: TCopyFormat) => {
    if (receiver && !receiverTakes(receiver, value))
      return `${receiver.name} does not take ${copyFormatLabels[value].toLowerCase()}`;
    const price = purpose && type ? listedRate(data.transcript_rates, purpose, type, value) : null;
    const how = value === 'soft_copy' ? 'Sent by email' : 'Printed, sealed and sent by courier';
    return price === null ? how : `${how}: ${formatMoney(price, { currency: 'NGN' })} per copy`;
  };

  const onValid = (valid: CopyFormValues) => {
    const referenceProblem = receiver
      ? receiverReferenceProblem(receiver, valid.reference_number)
      : null;
    if (referenceProblem) setError('reference_number', { message: referenceProblem });
    if (
      !isCopyFormat(valid.format) ||
      Object.keys(serverErrors).length > 0 ||
      referenceProblem !== null
    ) {
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
        {...input('type', {
          onChange: (event: { target: { value: string } }) => {
            if (event.target.value !== 'official') chooseReceiver(null);
          },
        })}
      />
      {isOfficial && (
        <RecipientPicker
          id="copy-recipient"
          receiver={receiver}
          hasChoice={receiver !== null || values.recipient_id !== ''}
          error={input('recipient_id').error}
          onChoose={chooseReceiver}
        />
      )}
      <RadioGroup
        legend="Format"
        options={FORMATS.map((value) => ({
          value,
          label: copyFormatLabels[value],
          hint: formatHint(value),
          disabled: receiver !== null && !receiverTakes(receiver, value),
        }))}
        {...input('format')}
      />
      {format === 'soft_copy' && (
        <EmailField
          label="Recipient email"
          hint={locked ? LOCKED_HINT : 'Where the registry should send the transcript'}
          autoComplete="off"
          readOnly={locked}
          {...input('recipient_email')}
        />
      )}
      {format === 'hard_copy' && (
        <>
          <DeliveryChoice
            regions={regions}
            couriers={data.couriers}
            regionId={regionId}
            regionField={input('region_id', { onChange: () => setValue('courier_id', '') })}
            courierField={input('courier_id')}
          />
          <TextField
            label="Recipient name"
            hint={locked ? LOCKED_HINT : 'The person or organisation receiving the transcript'}
            autoComplete="off"
            readOnly={locked}
            {...input('recipient_name')}
          />
          <TextareaField
            label="Recipient address"
            hint={locked ? LOCKED_HINT : undefined}
            rows={4}
            autoComplete="off"
            readOnly={locked}
            {...input('recipient_address')}
          />
        </>
      )}
      <TextField
        label={reference.label}
        hint={reference.hint}
        autoComplete="off"
        {...input('reference_number')}
      />
      <CopyFeePreview quote={quote} />
      <Button type="submit">{copy ? 'Save changes' : 'Add this copy'}</Button>
    </form>
  );
}
