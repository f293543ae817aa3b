import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  apiRequest,
  listApplicationMessages,
  postApplicationMessage,
  type TStaffMessage,
} from '@registrar/shared-api';
import { Button, Spinner, formatDate, notifyAdmin } from '@registrar/shared-ui';
import { TextArea } from '../../../components/text-area';
import styles from './detail.module.css';

/** GET/POST /applications/:id/messages: the thread with the applicant and a reply box. */
export function MessageThread({ applicationId }: { applicationId: number }) {
  const [messages, setMessages] = useState<TStaffMessage[] | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSending, setIsSending] = useState(false);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setHasFailed(false);
      const response = await apiRequest(listApplicationMessages, {
        params: { id: applicationId },
        signal,
        isSilent: true,
      });
      if (signal?.aborted) return;
      if (response === false) setHasFailed(true);
      else setMessages(response.data);
    },
    [applicationId],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!reply.trim()) {
      setError('This field is required');
      return;
    }
    setError(undefined);
    setIsSending(true);
    const response = await apiRequest(postApplicationMessage, {
      params: { id: applicationId },
      body: { body: reply.trim() },
      onFailure: (failure) => setError(failure.errors?.body?.[0]),
    });
    setIsSending(false);
    if (response === false) return;
    setMessages((current) => [...(current ?? []), response.data]);
    setReply('');
    notifyAdmin('success', response.message ?? 'Reply sent');
  };

  let thread;
  if (hasFailed) {
    thread = (
      <div role="alert" className={styles.inlineError}>
        <p>The messages could not be loaded.</p>
        <Button variant="secondary" size="sm" onClick={() => void load()}>
          Try again
        </Button>
      </div>
    );
  } else if (messages === null) {
    thread = <Spinner label="Loading messages" />;
  } else if (messages.length === 0) {
    thread = <p className={styles.muted}>No messages yet.</p>;
  } else {
    thread = (
      <ol className={styles.messages}>
        {messages.map((message) => (
          <li
            key={message.id}
            className={message.sender === 'staff' ? styles.staffMessage : styles.applicantMessage}
          >
            <p className={styles.messageMeta}>
              {message.sender === 'staff' ? (message.staff_name ?? 'Staff') : 'Applicant'}
              {' · '}
              <time dateTime={message.created_at}>{formatDate(message.created_at)}</time>
            </p>
            <p className={styles.messageBody}>{message.body}</p>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section aria-labelledby="messages-title" className={styles.card}>
      <h2 id="messages-title" className={styles.cardTitle}>
        Messages
      </h2>
      {thread}
      <form className={styles.form} onSubmit={(event) => void send(event)} noValidate>
        <TextArea
          label="Reply to the applicant"
          value={reply}
          onChange={(event) => setReply(event.target.value)}
          error={error}
          maxLength={2000}
        />
        <div>
          <Button type="submit" isLoading={isSending}>
            Send reply
          </Button>
        </div>
      </form>
    </section>
  );
}
