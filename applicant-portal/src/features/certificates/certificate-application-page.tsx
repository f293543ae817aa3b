import type { TCertificateApplication } from '@registrar/shared-api';
import { buttonClassName, formatMoney, notify } from '@registrar/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@registrar/shared-ui/router';
import styles from '../../components/page.module.css';
import { LoadError, LoadingState } from '../../components/notice';
import { PaymentDueSection } from '../../components/payment/pay-for-application';
import { SummaryList } from '../../components/summary-list';
import { selectApplicant, useAppSelector, useApplicationData } from '../../store';
import { CertificateForm } from './certificate-form';

/** Certificate application: a certificate or an attestation, delivered by courier. */
export default function CertificateApplicationPage() {
  const data = useApplicationData();
  const { identity } = useAppSelector(selectApplicant);
  const [submitted, setSubmitted] = useState<TCertificateApplication | null>(null);
  return (
    <article className={styles.page}>
      {submitted ? (
        <Submitted application={submitted} />
      ) : (
        <>
          <h1 className={styles.title}>Certificate application</h1>
          <p className={styles.lead}>
            Request your degree certificate or an attestation, sent by courier to you or to an
            organisation.
          </p>
          {!identity ? (
            <ConfirmIdentityFirst />
          ) : data.status === 'failed' ? (
            <LoadError what="the form" onRetry={data.retry} />
          ) : data.status !== 'ready' ? (
            <LoadingState label="Loading the form" />
          ) : (
            <CertificateForm
              regions={data.regions}
              couriers={data.couriers}
              onSubmitted={(application) => {
                notify({ type: 'success', title: 'Certificate application submitted' });
                setSubmitted(application);
              }}
            />
          )}
        </>
      )}
    </article>
  );
}

/** A certificate is a graduate's record too: it is ordered only after the identity step. */
function ConfirmIdentityFirst() {
  return (
    <>
      <p>
        First confirm who you are: we send a code to the email on your graduate record, then bring
        you back here.
      </p>
      <Link className={buttonClassName()} to="/start-application?next=certificate">
        Confirm my identity
      </Link>
    </>
  );
}

function Submitted({ application }: { application: TCertificateApplication }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const naira = (kobo: number) => formatMoney(kobo, { currency: 'NGN' });
  const reference = application.tracking_id;
  return (
    <>
      <h1 className={styles.title} ref={heading} tabIndex={-1}>
        Certificate application submitted
      </h1>
      <p className={styles.lead}>
        Your reference number is <strong data-testid="certificate-reference">{reference}</strong>.
        Keep it: you need it to pay and to follow your request.
      </p>
      <SummaryList
        rows={[
          { key: 'Request', value: application.enums.kind },
          { key: 'Status', value: application.enums.status },
          { key: 'Certificate fee', value: naira(application.certificate_fee) },
          { key: 'Delivery fee', value: naira(application.delivery_fee) },
          { key: 'Total', value: naira(application.total) },
        ]}
      />
      <p>
        The registry will contact you at {application.applicant.email}. To ask about your request,{' '}
        <Link to={`/track/${encodeURIComponent(reference)}/messages`}>write to the registry</Link>{' '}
        with this reference and your email address.
      </p>
      <PaymentDueSection
        headingId="certificate-pay-heading"
        title="Pay for your request"
        kind="certificate_application"
        application={application}
      />
      <p>
        <Link to={`/track?reference=${encodeURIComponent(reference)}`}>Track this application</Link>
      </p>
      <p>
        <Link to="/">Back to home</Link>
      </p>
    </>
  );
}
