import {
  apiRequest,
  submitCertificateApplication,
  type TCertificateApplication,
  type TCourier,
  type TPhoneProof,
  type TRegion,
} from '@registrar/shared-api';
import { Button, TextField } from '@registrar/shared-ui';
import styles from '../../components/page.module.css';
import { RadioGroup } from '../../components/radio-group';
import { TextareaField } from '../../components/textarea-field';
import { useSummaryForm } from '../../components/use-summary-form';
import { selectApplicant, useAppSelector } from '../../store';
import {
  certificateFields,
  certificateSchema,
  toCertificateRequest,
  type CertificateValues,
} from './certificate-schema';
import { FormErrorSummary } from '../../components/form-error-summary';
import { EmailField } from '../../components/email-field';
import { DeliveryChoice } from '../../components/delivery-choice';
import { useSmsOffered } from '../../app/institution-context';
import { SmsUpdates } from '../../components/sms-updates';
import { useState } from 'react';

const FORM_ID = 'certificate-form';

type Props = {
  regions: TRegion[];
  couriers: TCourier[];
  onSubmitted: (application: TCertificateApplication) => void;
};

/** POST /certificate-applications: the server finds the graduate and prices the request. */
export function CertificateForm({ regions, couriers, onSubmitted }: Props) {
  const stored = useAppSelector(selectApplicant);
  const [phone, setPhone] = useState<TPhoneProof | null>(null);
  const isSmsOffered = useSmsOffered();
  const { field, setValue, watch, isSubmitting, submit, showServerErrors, summary } =
    useSummaryForm({
      schema: certificateSchema,
      fields: certificateFields,
      defaultValues: {
        matric_number: stored.applicantData?.matric_number ?? '',
        email_address: stored.email_address,
        phone: '',
        kind: '',
        region_id: '',
        courier_id: '',
        recipient_name: '',
        recipient_address: '',
      },
    });

  const onValid = async (values: CertificateValues) => {
    const response = await apiRequest(submitCertificateApplication, {
      body: {
        ...toCertificateRequest(values),
        identity_token: stored.identity?.token ?? '',
        ...(phone ? { phone: phone.phone, phone_token: phone.phone_token } : {}),
      },
      onFailure: (failure) => showServerErrors(failure.errors),
    });
    if (response) onSubmitted(response.data);
  };

  return (
    <>
      <form id={FORM_ID} noValidate className={styles.form} onSubmit={submit(onValid)}>
        <FormErrorSummary {...summary} />
        <RadioGroup
          legend="What do you need?"
          options={[
            { value: 'certificate', label: 'Certificate', hint: 'Your degree certificate' },
            { value: 'attestation', label: 'Attestation', hint: 'A letter attesting your degree' },
          ]}
          {...field('kind')}
        />
        <TextField
          label="Matric number"
          autoComplete="off"
          spellCheck={false}
          {...field('matric_number')}
        />
        <EmailField label="Email address" {...field('email_address')} />
        <TextField
          label="Phone number (optional)"
          type="tel"
          autoComplete="tel"
          {...field('phone')}
        />
        <DeliveryChoice
          regions={regions}
          couriers={couriers}
          regionId={watch('region_id')}
          regionField={field('region_id', { onChange: () => setValue('courier_id', '') })}
          courierField={field('courier_id')}
        />
        <TextField label="Recipient name" autoComplete="name" {...field('recipient_name')} />
        <TextareaField
          label="Recipient address"
          rows={4}
          autoComplete="street-address"
          {...field('recipient_address')}
        />
      </form>
      {/* Outside the form: the SMS step has forms of its own; the button below submits this one. */}
      {stored.identity && isSmsOffered && (
        <SmsUpdates identityToken={stored.identity.token} value={phone} onChange={setPhone} />
      )}
      <p>The registry sets the fee; you will see the amount to pay when you submit.</p>
      <Button type="submit" form={FORM_ID} isLoading={isSubmitting}>
        Submit certificate application
      </Button>
    </>
  );
}
