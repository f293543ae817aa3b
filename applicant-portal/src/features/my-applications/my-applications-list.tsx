import { formatInstitutionTime, type TMyApplicationsSession } from '@registrar/shared-api';
import { Button } from '@registrar/shared-ui';
import { LoadError, LoadingState, Notice } from '../../components/notice';
import styles from '../../components/page.module.css';
import list from './my-applications.module.css';
import { PaymentDetails } from './payment-details';
import { RequestItem } from './request-item';
import { useMyApplications } from './use-my-applications';

type Props = {
  session: TMyApplicationsSession;
  /** The server ended the session (expired, or signed out elsewhere), with its message. */
  onEnded: (message: string) => void;
  onSignOut: () => void;
  isSigningOut: boolean;
};

/** Step 3: everything made with the email, newest first, each application with its payments. */
export function MyApplicationsList({ session, onEnded, onSignOut, isSigningOut }: Props) {
  const { state, reload } = useMyApplications(session.session_token, onEnded);
  const signedIn = (
    <div className={list.signedIn}>
      <p>
        Signed in as <strong>{session.email}</strong>. This ends at{' '}
        {formatInstitutionTime(session.expires_at)}, or when you close this tab or sign out.
      </p>
      <Button variant="secondary" isLoading={isSigningOut} onClick={onSignOut}>
        Sign out
      </Button>
    </div>
  );
  if (state.status === 'loading')
    return (
      <>
        {signedIn}
        <LoadingState label="Finding your applications" />
      </>
    );
  if (state.status === 'error')
    return (
      <>
        {signedIn}
        <LoadError what="your applications" onRetry={reload} />
      </>
    );

  const { data } = state;
  const isEmpty = data.applications.length === 0 && data.other_payments.length === 0;
  return (
    <>
      {signedIn}
      {isEmpty && (
        <Notice title="No applications use this email">
          <p>
            Nothing was applied for or paid with {data.email}. If you used another email, sign out
            and ask for a code to that one.
          </p>
        </Notice>
      )}
      {data.truncated && (
        <Notice title={`Only the newest ${String(data.limit)} are shown`}>
          <p>Older applications and payments are not listed here. Ask the registry about them.</p>
        </Notice>
      )}
      {data.applications.length > 0 && (
        <section aria-labelledby="my-applications-requests">
          <h2 id="my-applications-requests" className={styles.sectionTitle}>
            Applications
          </h2>
          <ul className={list.list}>
            {data.applications.map((request) => (
              <RequestItem
                key={request.tracking_id}
                request={request}
                email={data.email}
                onChecked={reload}
              />
            ))}
          </ul>
        </section>
      )}
      {data.other_payments.length > 0 && (
        <section aria-labelledby="my-applications-other-payments">
          <h2 id="my-applications-other-payments" className={styles.sectionTitle}>
            Other payments
          </h2>
          <ul className={list.list}>
            {data.other_payments.map((payment) => (
              <li key={payment.reference} className={list.item}>
                <h3 className={list.itemTitle}>{payment.description}</h3>
                <PaymentDetails
                  payment={payment}
                  email={data.email}
                  extraRows={[{ key: 'Paid by', value: payment.payer_name }]}
                  onChecked={reload}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
