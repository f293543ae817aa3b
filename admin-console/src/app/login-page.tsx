import { useState } from 'react';
import { Navigate, useNavigate } from '@registrar/shared-ui/router';
import { selectAuthToken, useAppSelector } from '@registrar/shared-api';
import { Card } from '@registrar/shared-ui';
import { fallbackInstitution, type InstitutionBrand } from '../hooks/institution-context';
import { LoginForm } from './login/login-form';
import { TotpForm } from './login/totp-form';
import styles from './login/login-page.module.css';

/** Where staff land after signing in (spec §2 navigation rules). */
const afterLogin = '/admin/overview';

export interface LoginPageProps {
  /** The institution the shell loaded at start-up; without it the card reads 'Registrar'. */
  institution?: InstitutionBrand | null;
}

/**
 * The staff login screen (exposed as admin_console/Login). The shell mounts it at /login inside
 * the website layout; a user who is already signed in goes straight to the dashboard.
 */
export default function LoginPage({ institution }: LoginPageProps) {
  // Spec §4: a stored token means signed in. The admin guard refreshes the user and sends an
  // expired token back here without it.
  const hasToken = useAppSelector(selectAuthToken) !== null;
  const navigate = useNavigate();
  const { name } = institution ?? fallbackInstitution;
  // Staff with a TOTP second factor: the password step answers a challenge, then the code step.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [restartMessage, setRestartMessage] = useState('');

  // Both this and the form's success handler replace: /login never stays in the history.
  if (hasToken) return <Navigate to={afterLogin} replace />;

  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <p className={styles.institution}>{name}</p>
        <h1 className={styles.title}>{challenge ? 'Two-factor authentication' : 'Staff login'}</h1>
        {challenge ? (
          <TotpForm
            challenge={challenge}
            onSuccess={() => navigate(afterLogin, { replace: true })}
            onRestart={(message) => {
              setRestartMessage(message);
              setChallenge(null);
            }}
          />
        ) : (
          <>
            {restartMessage && (
              <p className={styles.notice} role="status">
                {restartMessage}
              </p>
            )}
            <LoginForm
              onSuccess={() => navigate(afterLogin, { replace: true })}
              onChallenge={(next) => {
                setRestartMessage('');
                setChallenge(next);
              }}
            />
          </>
        )}
      </Card>
    </div>
  );
}
