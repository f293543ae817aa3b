import type { TApplicantRecord } from '@registrar/shared-api';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BackLink } from '../../components/back-link';
import styles from '../../components/page.module.css';
import { confirmApplicant, useAppDispatch } from '../../store';
import { ApplicantConfirmation } from './applicant-confirmation';
import { CheckMatricForm, type CheckedApplicant } from './check-matric-form';

/** Copy types a /student-copy or /official-copy journey presets. */
const presetTypes = new Set(['student', 'official']);

/**
 * Start application: matric number and email are checked against the graduate records, then the
 * record is shown for the applicant to confirm it is theirs before they add copies.
 */
export default function StartApplicationPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [checked, setChecked] = useState<CheckedApplicant | null>(null);
  const type = params.get('type') ?? '';

  const onConfirm = (record: TApplicantRecord, email: string) => {
    dispatch(confirmApplicant(record, email));
    navigate(presetTypes.has(type) ? `/apply/copy/new?type=${type}` : '/apply');
  };

  return (
    <article className={styles.page}>
      <BackLink to={checked ? '/start-application' : '/'} />
      {checked ? (
        <ApplicantConfirmation
          record={checked.record}
          email={checked.email}
          onConfirm={() => onConfirm(checked.record, checked.email)}
          onReject={() => setChecked(null)}
        />
      ) : (
        <>
          <h1 className={styles.title}>Start application</h1>
          <p className={styles.lead}>
            Enter your matric number and the email address we should use to contact you about this
            application.
          </p>
          <CheckMatricForm defaultValues={checked ?? undefined} onFound={setChecked} />
        </>
      )}
    </article>
  );
}
