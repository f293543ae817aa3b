import { Button, buttonClassName, fieldMessages, TextField } from '@registrar/shared-ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styles from '../../components/page.module.css';
import { Notice } from '../../components/notice';
import { selectApplicant, selectDraftCopies, useAppSelector } from '../../store';

/**
 * Continue an application: the unfinished one kept on this device (draft copies), or a submitted
 * one looked up by reference (its status, and payment once online payment opens).
 */
export default function OngoingApplicationPage() {
  const copies = useAppSelector(selectDraftCopies);
  const { applicantData } = useAppSelector(selectApplicant);
  const navigate = useNavigate();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string>();

  const find = (event: FormEvent) => {
    event.preventDefault();
    if (!reference.trim()) return setError(fieldMessages.required);
    navigate(`/track?reference=${encodeURIComponent(reference.trim())}`);
  };

  return (
    <article className={styles.page}>
      <h1 className={styles.title}>Continue an application</h1>
      <h2 className={styles.sectionTitle}>On this device</h2>
      {copies.length > 0 || applicantData ? (
        <Notice title="You have an application in progress">
          <p>
            {copies.length === 1 ? '1 copy' : `${String(copies.length)} copies`} added
            {applicantData ? ` for matric number ${applicantData.matric_number}` : ''}. It has not
            been submitted yet.
          </p>
          <Link
            to={applicantData ? '/apply' : '/start-application'}
            className={buttonClassName({ variant: 'primary' })}
          >
            Continue your application
          </Link>
        </Notice>
      ) : (
        <p>
          There is no unfinished application on this device.{' '}
          <Link to="/start-application">Start an application</Link>.
        </p>
      )}
      <h2 className={styles.sectionTitle}>Already submitted?</h2>
      <p>Enter your reference to see your application and what is left to do.</p>
      <form noValidate className={styles.form} onSubmit={find}>
        <TextField
          id="ongoing-reference"
          label="Reference number"
          autoComplete="off"
          spellCheck={false}
          value={reference}
          error={error}
          onChange={(event) => setReference(event.target.value)}
        />
        <Button type="submit">Find application</Button>
      </form>
    </article>
  );
}
