import { apiRequest, trackApplication, type TTrackedApplication } from '@registrar/shared-api';
import { Button, fieldMessages, formatMoney, TextField } from '@registrar/shared-ui';
import { useState, type FormEvent } from 'react';
import { Link } from '@registrar/shared-ui/router';
import styles from '../../components/page.module.css';
import { PayForApplication } from '../../components/payment/pay-for-application';
import { SummaryList } from '../../components/summary-list';

type Lookup =
  | { status: 'idle' | 'loading' }
  | { status: 'found'; application: TTrackedApplication }
  | { status: 'failed'; error?: string };

/** A submitted application by reference: what is left to do, and "Pay now" when it is unpaid. */
export function SubmittedLookup() {
  const [reference, setReference] = useState('');
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const [fieldError, setFieldError] = useState<string>();

  const find = async (event: FormEvent) => {
    event.preventDefault();
    const typed = reference.trim();
    if (!typed) return setFieldError(fieldMessages.required);
    setFieldError(undefined);
    setLookup({ status: 'loading' });
    let notFound = false;
    const response = await apiRequest(trackApplication, {
      params: { reference: typed },
      query: {},
      onFailure: (failure) => {
        notFound = failure.status === 404 || failure.status === 422;
      },
    });
    if (response) return setLookup({ status: 'found', application: response.data });
    setLookup({ status: 'failed' });
    if (notFound) setFieldError('We could not find an application with this reference');
  };

  return (
    <>
      <form noValidate className={styles.form} onSubmit={(event) => void find(event)}>
        <TextField
          id="ongoing-reference"
          label="Reference number"
          hint="For example ABCD-1234-EFGH"
          autoComplete="off"
          spellCheck={false}
          value={reference}
          error={fieldError}
          onChange={(event) => setReference(event.target.value)}
        />
        <Button type="submit" isLoading={lookup.status === 'loading'}>
          Find application
        </Button>
      </form>
      {lookup.status === 'found' && <Found application={lookup.application} />}
    </>
  );
}

function Found({ application }: { application: TTrackedApplication }) {
  const shown = application.tracking_id;
  const trackHref = `/track?reference=${encodeURIComponent(shown)}`;
  return (
    <section aria-labelledby="ongoing-found-heading">
      <h3 id="ongoing-found-heading" className={styles.sectionTitle}>
        Application {shown}
      </h3>
      <SummaryList
        rows={[
          { key: 'Status', value: application.enums.status },
          { key: 'Total', value: formatMoney(application.total, { currency: 'NGN' }) },
        ]}
      />
      {application.status === 'pending_payment' ? (
        <PayForApplication kind="application" application={application} trackHref={trackHref} />
      ) : (
        <p>Nothing is left for you to pay.</p>
      )}
      <p>
        <Link to={trackHref}>See the progress of this application</Link>
      </p>
    </section>
  );
}
