import { copyFormatLabels } from '@registrar/shared-api';
import { Button, formatMoney, notify, Select, TextField } from '@registrar/shared-ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorSummary } from '../../components/error-summary';
import { summarise } from '../../components/form-errors';
import styles from '../../components/page.module.css';
import { RadioGroup } from '../../components/radio-group';
import { TextareaField } from '../../components/textarea-field';
import { zodResolver } from '../../components/zod-resolver';
import { saveDraftCopy, useAppDispatch, type DraftCopy } from '../../store';
import { copyFields } from './copy-fields';
import { copySchema, type CopyFormValues } from './copy-schema';
import { couriersFor, previewDelivery, previewRate, type PricingData } from './pricing-preview';
import { CopyFeePreview } from './copy-fee-preview';

const fieldId = (name: keyof CopyFormValues) =>
  copyFields.find((field) => field.name === name)?.id ?? name;

const toValues = (copy: DraftCopy | undefined, presetType: string): CopyFormValues => ({
  purpose: copy?.purpose ?? '',
  type: copy?.type ?? presetType,
  format: copy?.format ?? '',
  region_id: copy?.region_id ? String(copy.region_id) : '',
  courier_id: copy?.courier_id ? String(copy.courier_id) : '',
  recipient_name: copy?.recipient_name ?? '',
  recipient_address: copy?.recipient_address ?? '',
  recipient_email: copy?.recipient_email ?? '',
  reference_number: copy?.reference_number ?? '',
});

type Props = {
  data: PricingData;
  copy?: DraftCopy;
  presetType: string;
  onSaved: () => void;
};

/** Add or change one copy: purpose, type, format, then delivery details for the format. */
export function CopyForm({ data, copy, presetType, onSaved }: Props) {
  const dispatch = useAppDispatch();
  const [failedSubmits, setFailedSubmits] = useState(0);
  const schema = useMemo(() => copySchema(data), [data]);
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    watch,
    formState: { errors },
  } = useForm<CopyFormValues>({
    resolver: zodResolver(schema),
    defaultValues: toValues(copy, presetType),
    shouldFocusError: false,
  });
  const [purpose, type, format, regionId, courierId] = watch([
    'purpose',
    'type',
    'format',
    'region_id',
    'courier_id',
  ]);

  const purposes = [...new Set(data.transcript_rates.map((rate) => rate.purpose))];
  const region = data.regions.find((item) => String(item.id) === regionId);
  const couriers = couriersFor(data.couriers, region);
  const isFormat = format === 'soft_copy' || format === 'hard_copy';
  const ids = { region_id: Number(regionId) || null, courier_id: Number(courierId) || null };
  const rate =
    isFormat && purpose && type ? previewRate(data.transcript_rates, purpose, type, format) : null;
  const delivery = isFormat ? previewDelivery(data, { format, ...ids }) : null;
  const formatHint = (value: 'soft_copy' | 'hard_copy') => {
    const price = purpose && type ? previewRate(data.transcript_rates, purpose, type, value) : null;
    const how = value === 'soft_copy' ? 'Sent by email' : 'Printed, sealed and sent by courier';
    return price === null ? how : `${how}: ${formatMoney(price, { currency: 'NGN' })} per copy`;
  };

  const onValid = (values: CopyFormValues) => {
    const isHard = values.format === 'hard_copy';
    dispatch(
      saveDraftCopy({
        ...(copy ? { id: copy.id } : {}),
        purpose: values.purpose,
        type: values.type,
        format: values.format as DraftCopy['format'],
        rate,
        delivery,
        recipient_email: isHard ? null : values.recipient_email,
        recipient_name: isHard ? values.recipient_name : null,
        recipient_address: isHard ? values.recipient_address : null,
        region_id: isHard ? ids.region_id : null,
        courier_id: isHard ? ids.courier_id : null,
        reference_number: values.reference_number || null,
      }),
    );
    notify({ type: 'success', message: copy ? 'Copy updated' : 'Copy added' });
    onSaved();
  };

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={handleSubmit(onValid, () => setFailedSubmits((count) => count + 1))}
    >
      <ErrorSummary
        errors={summarise(errors, copyFields)}
        focusKey={failedSubmits}
        onSelect={(id) => {
          const field = copyFields.find((item) => item.id === id);
          if (field) setFocus(field.name);
        }}
      />
      <Select
        id={fieldId('purpose')}
        label="What is the transcript for?"
        placeholder="Choose a purpose"
        options={purposes.map((name) => ({ value: name, label: name }))}
        error={errors.purpose?.message}
        {...register('purpose')}
      />
      <RadioGroup
        id={fieldId('type')}
        legend="Type of copy"
        options={[
          {
            value: 'official',
            label: 'Official copy',
            hint: 'Sent by the registry to a university, employer or other organisation',
          },
          { value: 'student', label: 'Student copy', hint: 'For your own records' },
        ]}
        error={errors.type?.message}
        {...register('type')}
      />
      <RadioGroup
        id={fieldId('format')}
        legend="Format"
        options={(['soft_copy', 'hard_copy'] as const).map((value) => ({
          value,
          label: copyFormatLabels[value],
          hint: formatHint(value),
        }))}
        error={errors.format?.message}
        {...register('format')}
      />
      {format === 'soft_copy' && (
        <TextField
          id={fieldId('recipient_email')}
          label="Recipient email"
          hint="Where the registry should send the transcript"
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          error={errors.recipient_email?.message}
          {...register('recipient_email')}
        />
      )}
      {format === 'hard_copy' && (
        <>
          <Select
            id={fieldId('region_id')}
            label="Destination region"
            placeholder="Choose a region"
            options={data.regions.map((item) => ({
              value: String(item.id),
              label: `${item.name} (${item.type === 1 ? 'within Nigeria' : 'international'})`,
            }))}
            error={errors.region_id?.message}
            {...register('region_id', {
              onChange: () => setValue('courier_id', ''),
            })}
          />
          <Select
            id={fieldId('courier_id')}
            label="Courier"
            hint={region ? undefined : 'Choose a region first'}
            placeholder={
              couriers.length > 0 || !region ? 'Choose a courier' : 'No courier serves this region'
            }
            options={couriers.map((item) => ({
              value: String(item.id),
              label: `${item.name} (${formatMoney(item.rate, { currency: 'NGN' })})`,
            }))}
            error={errors.courier_id?.message}
            {...register('courier_id')}
          />
          <TextField
            id={fieldId('recipient_name')}
            label="Recipient name"
            hint="The person or organisation receiving the transcript"
            autoComplete="off"
            error={errors.recipient_name?.message}
            {...register('recipient_name')}
          />
          <TextareaField
            id={fieldId('recipient_address')}
            label="Recipient address"
            rows={4}
            autoComplete="off"
            error={errors.recipient_address?.message}
            {...register('recipient_address')}
          />
        </>
      )}
      <TextField
        id={fieldId('reference_number')}
        label="Reference number (optional)"
        hint="For example the evaluator's or employer's reference, if they gave you one"
        autoComplete="off"
        error={errors.reference_number?.message}
        {...register('reference_number')}
      />
      <CopyFeePreview rate={rate} delivery={delivery} isHardCopy={format === 'hard_copy'} />
      <Button type="submit">{copy ? 'Save changes' : 'Add this copy'}</Button>
    </form>
  );
}
