import { useCallback, useState } from 'react';
import {
  fetchCurrentUser,
  selectAuthUser,
  useAppDispatch,
  useAppSelector,
  type TTotpEnrolment,
  formatInstitutionTime,
} from '@registrar/shared-api';
import { Button, Spinner, notifyAdmin } from '@registrar/shared-ui';
import { PageHeading } from '../../components/page-heading';
import { useApiData } from '../../hooks/use-api-data';
import { accountApi } from './api';
import { CodeForm, codeCheck } from './code-form';
import styles from './account.module.css';

const passwordCheck = (value: string) => (value ? null : 'Enter your password.');

/**
 * /admin/account (every staff role): the signed-in user's two-factor authentication. Set up:
 * scan the QR code (or type the secret), confirm with a first code, save the 10 recovery codes
 * shown once. Turn off: password and a current code. Either way other sessions are signed out.
 */
export default function AccountPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectAuthUser);
  const { data: status, load } = useApiData(accountApi.status);
  const [enrolment, setEnrolment] = useState<TTotpEnrolment | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const start = async () => {
    setIsStarting(true);
    const response = await accountApi.start();
    setIsStarting(false);
    if (response !== false) setEnrolment(response.data);
  };

  const finish = useCallback(() => {
    setRecoveryCodes(null);
    void load();
  }, [load]);

  let body;
  if (recoveryCodes) {
    body = (
      <section className={styles.section} aria-labelledby="recovery-codes-title">
        <h2 id="recovery-codes-title">Save your recovery codes</h2>
        <p className={styles.notice}>
          These codes are shown only once. Keep them somewhere safe: each one signs you in once if
          you lose your authenticator app.
        </p>
        <ul className={styles.codes} aria-label="Recovery codes">
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <div>
          <Button onClick={finish}>I have saved my recovery codes</Button>
        </div>
      </section>
    );
  } else if (status === null) {
    body = <Spinner label="Loading two-factor authentication" />;
  } else if (status === false) {
    body = (
      <section className={styles.section}>
        <p>Two-factor authentication could not be loaded.</p>
        <div>
          <Button variant="secondary" onClick={() => void load()}>
            Try again
          </Button>
        </div>
      </section>
    );
  } else if (status.enabled) {
    body = (
      <section className={styles.section} aria-labelledby="totp-title">
        <h2 id="totp-title">Two-factor authentication is on</h2>
        <p>
          {status.enabled_at ? `Set up on ${formatInstitutionTime(status.enabled_at)}. ` : ''}
          {`Recovery codes left: ${String(status.recovery_codes_remaining)}.`}
        </p>
        <h3>Turn off two-factor authentication</h3>
        <p className={styles.muted}>
          Enter your password and a current code. Your other sessions will be signed out.
        </p>
        <CodeForm
          fields={[
            {
              name: 'password',
              id: 'disable-password',
              label: 'Password',
              type: 'password',
              check: passwordCheck,
            },
            { name: 'code', id: 'disable-code', label: 'Authentication code', check: codeCheck },
          ]}
          submitLabel="Turn off two-factor authentication"
          variant="danger"
          onSubmit={async (values, onFailure) => {
            const response = await accountApi.disable(
              { password: values.password ?? '', code: values.code ?? '' },
              onFailure,
            );
            if (response === false) return false;
            notifyAdmin('success', response.message);
            void dispatch(fetchCurrentUser());
            void load();
            return true;
          }}
        />
      </section>
    );
  } else if (enrolment) {
    body = (
      <section className={styles.section} aria-labelledby="enrol-title">
        <h2 id="enrol-title">Set up two-factor authentication</h2>
        <ol>
          <li>Open an authenticator app on your phone (for example Google Authenticator).</li>
          <li>Scan this QR code, or enter the key below.</li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        <img
          className={styles.qr}
          src={enrolment.qr_data_url}
          alt="QR code to scan with your authenticator app"
          width={240}
          height={240}
        />
        <p>
          Key: <code className={styles.secret}>{enrolment.secret}</code>
        </p>
        <CodeForm
          fields={[
            {
              name: 'code',
              id: 'enrol-code',
              label: 'Authentication code',
              hint: 'The code your app shows for this account.',
              check: codeCheck,
            },
          ]}
          submitLabel="Turn on two-factor authentication"
          onSubmit={async (values, onFailure) => {
            const response = await accountApi.confirm(values.code ?? '', onFailure);
            if (response === false) return false;
            notifyAdmin('success', response.message ?? 'Two-factor authentication is now on.');
            setEnrolment(null);
            setRecoveryCodes(response.data.recovery_codes);
            void dispatch(fetchCurrentUser());
            return true;
          }}
        />
      </section>
    );
  } else {
    body = (
      <section className={styles.section} aria-labelledby="totp-title">
        <h2 id="totp-title">Two-factor authentication is off</h2>
        {status.must_enrol && (
          <p className={styles.notice} role="status">
            Administrators must use two-factor authentication. Set it up to continue.
          </p>
        )}
        <p>
          With two-factor authentication, signing in also needs a code from an app on your phone.
        </p>
        <div>
          <Button isLoading={isStarting} onClick={() => void start()}>
            Set up two-factor authentication
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="admin-page-title">
      <PageHeading>Account</PageHeading>
      {user && (
        <p className={styles.muted}>
          {user.name} ({user.email})
        </p>
      )}
      {body}
    </section>
  );
}
