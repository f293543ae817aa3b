import {
  APPLICANT_SESSION_HEADER,
  apiRequest,
  endMyApplicationsSession,
  type TMyApplicationsCodeSent,
  type TMyApplicationsSession,
} from '@registrar/shared-api';
import { useEffect, useRef, useState } from 'react';
import styles from '../../components/page.module.css';
import { applicantSession } from './applicant-session';
import { CodeStep } from './code-step';
import { askForCode, EmailStep } from './email-step';
import { MyApplicationsList } from './my-applications-list';
import { SESSION_ENDED } from './use-my-applications';

type Step =
  | { name: 'email'; email: string; notice?: string }
  | { name: 'code'; email: string; sent: TMyApplicationsCodeSent }
  | { name: 'list'; session: TMyApplicationsSession };

const titles: Record<Step['name'], string> = {
  email: 'My applications',
  code: 'Enter the code we sent',
  list: 'My applications',
};

/**
 * /my-applications: an applicant proves they hold an email (a code sent to it) and sees every
 * application, payment and receipt made with it, on any device. The session lives in this tab
 * only (applicant-session.ts); when the server says it ended, the page starts again at the email.
 */
export default function MyApplicationsPage() {
  const [step, setStep] = useState<Step>(() => {
    const stored = applicantSession.read();
    if (!stored) return { name: 'email', email: '' };
    if (stored.isLive) return { name: 'list', session: stored.session };
    return { name: 'email', email: stored.session.email, notice: SESSION_ENDED };
  });
  const [isSigningOut, setIsSigningOut] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const isFirstStep = useRef(true);

  // Each step replaces the last without a navigation: focus its heading so it is announced.
  useEffect(() => {
    if (isFirstStep.current) {
      isFirstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [step.name]);

  const startAgain = (email: string, notice?: string) => {
    applicantSession.clear();
    setStep({ name: 'email', email, ...(notice ? { notice } : {}) });
  };

  const signOut = async (session: TMyApplicationsSession) => {
    setIsSigningOut(true);
    // Signing out ends the session on the server; the tab forgets it whatever the answer.
    await apiRequest(endMyApplicationsSession, {
      credential: { header: APPLICANT_SESSION_HEADER, value: session.session_token },
      isSilent: true,
    });
    setIsSigningOut(false);
    startAgain('');
  };

  return (
    <article className={styles.page}>
      <h1 className={styles.title} ref={heading} tabIndex={-1}>
        {titles[step.name]}
      </h1>
      {step.name === 'email' && (
        <EmailStep
          key={step.notice ?? 'email'}
          defaultEmail={step.email}
          notice={step.notice}
          onSent={(email, sent) => setStep({ name: 'code', email, sent })}
        />
      )}
      {step.name === 'code' && (
        <CodeStep
          email={step.email}
          sent={step.sent}
          askForCode={askForCode}
          onSentAgain={(sent) => setStep({ ...step, sent })}
          onVerified={(session) => {
            applicantSession.write(session);
            setStep({ name: 'list', session });
          }}
          onChangeEmail={() => startAgain('')}
        />
      )}
      {step.name === 'list' && (
        <MyApplicationsList
          session={step.session}
          onEnded={(message) => startAgain(step.session.email, message)}
          onSignOut={() => void signOut(step.session)}
          isSigningOut={isSigningOut}
        />
      )}
    </article>
  );
}
