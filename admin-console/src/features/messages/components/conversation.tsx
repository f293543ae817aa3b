import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { TStaffMessage } from '@registrar/shared-api';
import { Button, Spinner, formatDate, notifyAdmin } from '@registrar/shared-ui';
import { TextArea } from '../../../components/text-area';
import { messagesApi } from '../api';
import styles from '../messages.module.css';

/**
 * One application's thread (loading it marks the applicant's messages read) and the reply box.
 * New messages are appended after the server accepts them.
 */
export function Conversation({ applicationId }: { applicationId: number }) {
  const [messages, setMessages] = useState<TStaffMessage[] | null | false>(null);
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSending, setIsSending] = useState(false);
  const replyRef = useRef<HTMLTextAreaElement>(null);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setMessages(null);
      const response = await messagesApi.thread(applicationId, signal);
      if (!signal?.aborted) setMessages(response === false ? false : response.data);
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
      replyRef.current?.focus();
      return;
    }
    setError(undefined);
    setIsSending(true);
    const response = await messagesApi.reply(applicationId, reply.trim(), (failure) =>
      setError(failure.errors?.body?.[0]),
    );
    setIsSending(false);
    if (response === false) return;
    setMessages((current) => [...(current || []), response.data]);
    setReply('');
    notifyAdmin('success', response.message ?? 'Reply sent');
  };

  let thread;
  if (messages === false) {
    thread = (
      <div role="alert" className={styles.error}>
        <p>The messages could not be loaded.</p>
        <Button variant="secondary" size="sm" onClick={() => void load()}>
          Try again
        </Button>
      </div>
    );
  } else if (messages === null) {
    thread = <Spinner label="Loading messages" />;
  } else if (messages.length === 0) {
    thread = <p className={styles.muted}>No messages yet. Write the first one below.</p>;
  } else {
    thread = (
      <ol className={styles.conversation}>
        {messages.map((message) => (
          <li
            key={message.id}
            className={message.sender === 'staff' ? styles.fromStaff : styles.fromApplicant}
          >
            <p className={styles.meta}>
              {message.sender === 'staff' ? (message.staff_name ?? 'Staff') : 'Applicant'}
              {' · '}
              <time dateTime={message.created_at}>{formatDate(message.created_at)}</time>
              {message.sender === 'staff' && message.read_at ? ' · Read' : ''}
            </p>
            <p className={styles.body}>{message.body}</p>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section aria-labelledby="conversation-title" className={styles.card}>
      <h2 id="conversation-title" className={styles.cardTitle}>
        Conversation
      </h2>
      {thread}
      <form className={styles.form} onSubmit={(event) => void send(event)} noValidate>
        <TextArea
          ref={replyRef}
          label="Reply to the applicant"
          value={reply}
          onChange={(event) => setReply(event.target.value)}
          error={error}
          maxLength={2000}
          rows={4}
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
