import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@registrar/shared-ui/router';
import type { TApplicationSummary } from '@registrar/shared-api';
import { Button, ErrorSummary, Spinner, TextField, notifyAdmin } from '@registrar/shared-ui';
import { PageHeading } from '../../components/page-heading';
import { RequestStatusBadge } from '../../components/request-status-badge';
import { TextArea } from '../../components/text-area';
import { messagesApi } from './api';
import styles from './messages.module.css';

const nameOf = ({ applicant }: TApplicationSummary) =>
  [applicant.surname, applicant.first_name, applicant.other_names].filter(Boolean).join(' ');

type Found = TApplicationSummary[] | null | 'loading' | false;

/**
 * /admin/compose-message: find a transcript application (tracking id, matric number or name),
 * then write to its applicant. The message starts or continues that application's thread.
 */
export default function ComposeMessagePage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [searchError, setSearchError] = useState<string | undefined>();
  const [found, setFound] = useState<Found>(null);
  const [chosen, setChosen] = useState<TApplicationSummary | null>(null);
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ application?: string; body?: string }>({});
  const [focusKey, setFocusKey] = useState(0);
  const [isSending, setIsSending] = useState(false);
  const bodyRef = useRef<HTMLTextAreaElement>(null);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    if (!search.trim()) {
      setSearchError('Enter a tracking id, matric number or name');
      return;
    }
    setSearchError(undefined);
    setFound('loading');
    const response = await messagesApi.findApplications(search.trim());
    setFound(response === false ? false : response.data.data);
  };

  const choose = (application: TApplicationSummary) => {
    setChosen(application);
    setErrors({});
    requestAnimationFrame(() => bodyRef.current?.focus());
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      ...(!chosen && { application: 'Choose the application to write about' }),
      ...(!body.trim() && { body: 'This field is required' }),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !chosen) {
      setFocusKey((key) => key + 1);
      return;
    }
    setIsSending(true);
    const response = await messagesApi.reply(chosen.id, body.trim(), (failure) =>
      setErrors({ body: failure.errors?.body?.[0] }),
    );
    setIsSending(false);
    if (response === false) return;
    notifyAdmin('success', 'Message sent');
    navigate(`/admin/messages/${String(chosen.id)}`);
  };

  const summary = [
    ...(errors.application
      ? [{ fieldId: 'compose-search', label: 'Application', message: errors.application }]
      : []),
    ...(errors.body ? [{ fieldId: 'compose-body', label: 'Message', message: errors.body }] : []),
  ];

  return (
    <section className={styles.page} aria-labelledby="admin-page-title">
      <Link className={styles.back} to="/admin/messages">
        Back to messages
      </Link>
      <PageHeading>Compose Message</PageHeading>
      <ErrorSummary
        errors={summary}
        focusKey={focusKey}
        onSelect={(id) => document.getElementById(id)?.focus()}
      />
      <section aria-labelledby="find-title" className={styles.card}>
        <h2 id="find-title" className={styles.cardTitle}>
          1. Find the application
        </h2>
        <form
          className={styles.filters}
          role="search"
          aria-label="Applications"
          onSubmit={(e) => void find(e)}
        >
          <TextField
            id="compose-search"
            label="Tracking id, matric number or name"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            error={searchError ?? errors.application}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="secondary">
              Find
            </Button>
          </div>
        </form>
        {found === 'loading' && <Spinner label="Finding applications" />}
        {found === false && (
          <p role="alert" className={styles.error}>
            The applications could not be searched. Try again.
          </p>
        )}
        {Array.isArray(found) && found.length === 0 && (
          <p className={styles.muted}>No application matches. Check the tracking id or name.</p>
        )}
        {Array.isArray(found) && found.length > 0 && (
          <ul className={styles.threads} aria-label="Matching applications">
            {found.map((application) => {
              const isChosen = chosen?.id === application.id;
              return (
                <li key={application.id} className={styles.thread}>
                  <div className={styles.threadHead}>
                    <span className={styles.reference}>{application.tracking_id}</span>
                    <span className={styles.name}>{nameOf(application)}</span>
                    <span className={styles.muted}>{application.applicant.matric_number}</span>
                    <RequestStatusBadge
                      status={application.status}
                      label={application.enums.status}
                    />
                  </div>
                  <div>
                    <Button
                      size="sm"
                      variant={isChosen ? 'primary' : 'secondary'}
                      aria-pressed={isChosen}
                      aria-label={`Write to ${nameOf(application)} about ${application.tracking_id}`}
                      onClick={() => choose(application)}
                    >
                      {isChosen ? 'Chosen' : 'Write to this applicant'}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="write-title" className={styles.card}>
        <h2 id="write-title" className={styles.cardTitle}>
          2. Write the message
        </h2>
        <p className={styles.muted} aria-live="polite">
          {chosen
            ? `To ${nameOf(chosen)} (${chosen.applicant.email}) about ${chosen.tracking_id}.`
            : 'Choose an application first.'}
        </p>
        <form className={styles.form} onSubmit={(event) => void send(event)} noValidate>
          <TextArea
            ref={bodyRef}
            id="compose-body"
            label="Message"
            value={body}
            onChange={(event) => setBody(event.target.value)}
            error={errors.body}
            maxLength={2000}
            rows={6}
          />
          <div>
            <Button type="submit" isLoading={isSending}>
              Send message
            </Button>
          </div>
        </form>
      </section>
    </section>
  );
}
