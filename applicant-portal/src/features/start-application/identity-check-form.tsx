import { ZRequestIdentityCheckRequest } from '@registrar/shared-api';
import { apiRequest } from '@registrar/shared-api/core';
import { Button, TextField } from '@registrar/shared-ui';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { EmailField } from '../../components/email-field';
import { FormErrorSummary } from '../../components/form-error-summary';
import type { FieldInfo } from '../../components/form-errors';
import { Notice } from '../../components/notice';
import styles from '../../components/page.module.css';
import { TextareaField } from '../../components/textarea-field';
import { useSummaryForm } from '../../components/use-summary-form';
import { loadContract } from '../../store';

/** The form's fields are the request's, less the matric number the applicant already gave. */
const schema = ZRequestIdentityCheckRequest.omit({ matric_number: true });
type Values = z.input<typeof schema>;

const fields: FieldInfo<keyof Values>[] = [
  { name: 'full_name', id: 'check-full-name', label: 'Full name' },
  { name: 'email_address', id: 'check-email', label: 'Email address' },
  { name: 'phone_number', id: 'check-phone', label: 'Phone number' },
  { name: 'note', id: 'check-note', label: 'Anything that helps us' },
];

type Props = {
  matricNumber: string;
  email: string;
  /** Why the applicant is here: the record has no email, or they cannot use it. */
  reason: 'no_contact' | 'no_access';
};

/** Asks registry staff to confirm who the applicant is; they reply by email. */
export function IdentityCheckForm({ matricNumber, email, reason }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [sent, setSent] = useState<string | null>(null);
  const { field, isSubmitting, submit, showServerErrors, summary } = useSummaryForm({
    schema,
    fields,
    defaultValues: { full_name: '', email_address: email, phone_number: '', note: '' },
  });
  useEffect(() => heading.current?.focus(), [sent]);

  const onValid = async (values: Values) => {
    const { requestIdentityCheck } = await loadContract();
    const response = await apiRequest(requestIdentityCheck, {
      body: { ...values, matric_number: matricNumber },
      onFailure: (failure) => showServerErrors(failure.errors),
    });
    if (response) setSent(response.message);
  };

  if (sent)
    return (
      <>
        <h1 className={styles.title} ref={heading} tabIndex={-1}>
          Request sent
        </h1>
        <Notice title="What happens next" variant="success" role="status">
          <p>{sent}</p>
          <p>
            When the registry has confirmed who you are, start your application again: the code will
            go to the email they put on your record.
          </p>
        </Notice>
      </>
    );

  return (
    <form noValidate className={styles.form} onSubmit={submit(onValid)}>
      <h1 className={styles.title} ref={heading} tabIndex={-1}>
        Ask the registry to check your identity
      </h1>
      <p className={styles.lead}>
        {reason === 'no_contact'
          ? 'Your record has no email we can send a code to.'
          : 'You cannot use the email on your record.'}{' '}
        The registry will contact you, may ask for proof such as an ID document, and then put your
        current email on your record. Nothing from your record is released before that.
      </p>
      <FormErrorSummary {...summary} />
      <TextField
        label="Full name"
        hint="As it appears on your certificate"
        autoComplete="name"
        {...field('full_name')}
      />
      <EmailField
        label="Email address"
        hint="Where the registry can reach you now"
        {...field('email_address')}
      />
      <TextField
        label="Phone number (optional)"
        type="tel"
        autoComplete="tel"
        {...field('phone_number')}
      />
      <TextareaField
        label="Anything that helps us (optional)"
        hint="For example the email you used as a student, or why you cannot use it"
        {...field('note')}
      />
      <Button type="submit" isLoading={isSubmitting}>
        Send the request
      </Button>
    </form>
  );
}
