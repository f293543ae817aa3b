import {
  apiRequest,
  listTrackedMessages,
  normalizeTrackingId,
  postTrackedMessage,
  type TMessage,
  type TThreadOwnerKind,
  formatInstitutionTime,
} from '@registrar/shared-api';
import { Button, notify } from '@registrar/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import pageStyles from '../../components/page.module.css';
import { LoadError, LoadingState, Notice } from '../../components/notice';
import { TextareaField } from '../../components/textarea-field';
import type { ThreadKey } from './find-thread-form';
import styles from './messages.module.css';

/** One key per application, however its reference was typed. */
const seenKey = (reference: string) =>
  `applicant-portal.messages_seen.${normalizeTrackingId(reference) ?? reference.toUpperCase()}`;

/** Ids of messages already seen on this device, for the "New" indicator on staff replies. */
const readSeen = (reference: string): number => {
  try {
    return Number(localStorage.getItem(seenKey(reference)) ?? 0);
  } catch {
    return 0;
  }
};

export interface MessageThreadProps {
  threadKey: ThreadKey;
  /** What the reference turned out to be: a transcript or a certificate application. */
  onKind?: (kind: TThreadOwnerKind) => void;
}

/**
 * The thread of one application (a transcript or a certificate application, found by the same
 * reference): list (GET), new-message indicator, and send (POST).
 */
export function MessageThread({ threadKey, onKind }: MessageThreadProps) {
  const { reference, email } = threadKey;
  const [messages, setMessages] = useState<TMessage[] | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [seen] = useState(() => readSeen(reference));
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const [isSending, setIsSending] = useState(false);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setStatus('loading');
      const response = await apiRequest(listTrackedMessages, {
        params: { reference },
        query: { email },
        ...(signal ? { signal } : {}),
      });
      if (signal?.aborted) return;
      if (!response) return setStatus('failed');
      setMessages(response.data);
      onKind?.(response.kind ?? 'application');
      setStatus('ready');
      const newest = Math.max(0, ...response.data.map((message) => message.id));
      try {
        localStorage.setItem(seenKey(reference), String(newest));
      } catch {
        // no storage: every staff reply stays "new"
      }
    },
    [reference, email, onKind],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const send = async () => {
    if (!body.trim()) return setError('Enter your message');
    setError(undefined);
    setIsSending(true);
    const response = await apiRequest(postTrackedMessage, {
      params: { reference },
      body: { email, body },
      onFailure: (failure) => setError(failure.errors?.body?.[0]),
    });
    setIsSending(false);
    if (!response) return;
    setMessages((current) => [...(current ?? []), response.data]);
    setBody('');
    notify({ type: 'success', message: 'Message sent' });
  };

  if (status === 'loading' && !messages) return <LoadingState label="Loading messages" />;
  if (status === 'failed') return <LoadError what="the messages" onRetry={() => void load()} />;

  return (
    <>
      {messages && messages.length === 0 ? (
        <Notice title="No messages yet">
          <p>Write to the registry below if you have a question about this application.</p>
        </Notice>
      ) : (
        <ol className={styles.thread} aria-label="Messages">
          {messages?.map((message) => (
            <li
              key={message.id}
              className={`${styles.message} ${message.sender === 'staff' ? styles.fromStaff : styles.fromApplicant}`}
            >
              <p className={styles.meta}>
                {message.sender === 'staff' ? 'Registry' : 'You'} ·{' '}
                <time dateTime={message.created_at}>
                  {formatInstitutionTime(message.created_at)}
                </time>
                {message.sender === 'staff' && message.id > seen && (
                  <span className={styles.newBadge}>New</span>
                )}
              </p>
              <p className={styles.body}>{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form
        noValidate
        className={pageStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <TextareaField
          id="message-body"
          label="Your message"
          rows={5}
          maxLength={2000}
          value={body}
          error={error}
          onChange={(event) => setBody(event.target.value)}
        />
        <Button type="submit" isLoading={isSending}>
          Send message
        </Button>
      </form>
    </>
  );
}
