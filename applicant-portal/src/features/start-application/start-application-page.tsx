import type { TIdentityProof } from '@registrar/shared-api';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from '@registrar/shared-ui/router';
import { BackLink } from '../../components/back-link';
import { LoadingState } from '../../components/notice';
import styles from '../../components/page.module.css';
import { confirmApplicant, useAppDispatch } from '../../store';
import { ApplicantConfirmation } from './applicant-confirmation';
import { CheckMatricForm, type CheckedApplicant } from './check-matric-form';
import { IdentityCodeStep } from '../../components/identity-code-step';

// Few applicants need it: its contract stays out of the page's first download.
const IdentityCheckForm = lazy(() =>
  import('./identity-check-form').then((module) => ({ default: module.IdentityCheckForm })),
);

/** Copy types a /student-copy or /official-copy journey presets. */
const presetTypes = new Set(['student', 'official']);
/** Where a confirmed applicant continues, by `?next=` (default: the transcript application). */
const nextRoutes: Record<string, string> = { certificate: '/certificate-application' };

type Step =
  | { name: 'check' }
  | { name: 'code'; checked: CheckedApplicant }
  | { name: 'staff'; checked: CheckedApplicant; reason: 'no_contact' | 'no_access' }
  | { name: 'confirm'; checked: CheckedApplicant; proof: TIdentityProof };

/**
 * Start application: the matric number finds the graduate record (masked), the applicant proves
 * it is theirs with a code sent to the email on the record, sees the record and confirms it.
 * Without a usable email they ask the registry to check their identity instead.
 */
export default function StartApplicationPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>({ name: 'check' });
  const type = params.get('type') ?? '';
  const next = nextRoutes[params.get('next') ?? ''];

  const onFound = (checked: CheckedApplicant) =>
    setStep(
      checked.masked.identity_route === 'code'
        ? { name: 'code', checked }
        : { name: 'staff', checked, reason: 'no_contact' },
    );

  const onConfirm = (checked: CheckedApplicant, proof: TIdentityProof) => {
    dispatch(
      confirmApplicant({ ...proof.graduate, email_address: checked.email }, checked.email, {
        token: proof.identity_token,
        expires_at: proof.expires_at,
      }),
    );
    navigate(next ?? (presetTypes.has(type) ? `/apply/copy/new?type=${type}` : '/apply'));
  };

  return (
    <article className={styles.page}>
      <BackLink to={step.name === 'check' ? '/' : '/start-application'} />
      {step.name === 'check' && (
        <>
          <h1 className={styles.title}>Start application</h1>
          <p className={styles.lead}>
            Enter your matric number and the email address we should use to contact you about this
            application.
          </p>
          <CheckMatricForm onFound={onFound} />
        </>
      )}
      {step.name === 'code' && (
        <IdentityCodeStep
          masked={step.checked.masked}
          onProven={(proof) => setStep({ name: 'confirm', checked: step.checked, proof })}
          onNoAccess={() => setStep({ name: 'staff', checked: step.checked, reason: 'no_access' })}
        />
      )}
      {step.name === 'staff' && (
        <Suspense fallback={<LoadingState label="Loading the form" />}>
          <IdentityCheckForm
            matricNumber={step.checked.masked.matric_number}
            email={step.checked.email}
            reason={step.reason}
          />
        </Suspense>
      )}
      {step.name === 'confirm' && (
        <ApplicantConfirmation
          record={{ ...step.proof.graduate, email_address: step.checked.email }}
          email={step.checked.email}
          onConfirm={() => onConfirm(step.checked, step.proof)}
          onReject={() => setStep({ name: 'check' })}
        />
      )}
    </article>
  );
}
