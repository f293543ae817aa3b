import { useCallback, useRef, useState, type FormEvent } from 'react';
import {
  apiRequest,
  downloadMessageAttachment,
  formatBytes,
  listApplicationMessages,
  listCertificateApplicationMessages,
  postApplicationMessage,
  postCertificateApplicationMessage,
  type TThreadOwnerKind,
  formatInstitutionTime,
} from '@registrar/shared-api';
import { Button, Spinner, notifyAdmin } from '@registrar/shared-ui';
import { downloadFile } from '../file-transfer';
import { TextArea } from '../text-area';
import styles from '../request-detail.module.css';
import { useApiData } from '../../hooks/use-api-data';

/** The thread endpoints of each kind of application (same bodies and answers). */
const endpoints = {
  application: { list: listApplicationMessages, post: postApplicationMessage },
  certificate_application: {
    list: listCertificateApplicationMessages,
    post: postCertificateApplicationMessage,
  },
} as const;

export interface MessageThreadProps {
  applicationId: number;
  /** A transcript application's thread (default) or a certificate application's. */
  kind?: TThreadOwnerKind;
  /** The section's heading ('Messages' on the application, 'Conversation' on its thread page). */
  title?: string;
  /** What an empty thread says. */
  emptyText?: string;
}

/**
 * GET/POST /applications/:id/messages (or /certificate-applications/:id/messages): one
 * application's thread with the applicant (loading it marks the applicant's messages read on the
 * server) and the reply box. A reply is appended once
 * the server accepts it; a staff message the applicant has opened says "Read".
 */
export function MessageThread({
  applicationId,
  kind = 'application',
  title = 'Messages',
  emptyText = 'No messages yet.',
}: MessageThreadProps) {
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSending, setIsSending] = useState(false);
  const replyRef = useRef<HTMLTextAreaElement>(null);
  const titleId = `message-thread-title-${kind}-${String(applicationId)}`;

  const fetchMessages = useCallback(
    (signal?: AbortSignal) =>
      apiRequest(endpoints[kind].list, {
        params: { id: applicationId },
        signal,
        isSilent: true,
      }),
    [applicationId, kind],
  );
  const { data: messages, setData: setMessages, load } = useApiData(fetchMessages);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!reply.trim()) {
      setError('This field is required');
      replyRef.current?.focus();
      return;
    }
    setError(undefined);
    setIsSending(true);
    const response = await apiRequest(endpoints[kind].post, {
      params: { id: applicationId },
      body: { body: reply.trim() },
      onFailure: (failure) => setError(failure.errors?.body?.[0]),
    });
    setIsSending(false);
    if (response === false) return;
    setMessages((current) => [...(current || []), response.data]);
    setReply('');
    notifyAdmin('success', response.message ?? 'Reply sent');
  };

  let thread;
  if (messages === false) {
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
    thread = <p className={styles.muted}>{emptyText}</p>;
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
              <time dateTime={message.created_at}>{formatInstitutionTime(message.created_at)}</time>
              {message.sender === 'staff' && message.read_at ? ' · Read' : ''}
            </p>
            {message.body && <p className={styles.messageBody}>{message.body}</p>}
            {message.attachment && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  const file = message.attachment!;
                  void downloadFile(downloadMessageAttachment, {
                    params: { id: file.id },
                    fallbackName: file.file_name,
                  });
                }}
              >
                Download {message.attachment.file_name} (
                {formatBytes(message.attachment.size_bytes)})
              </Button>
            )}
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section aria-labelledby={titleId} className={styles.card}>
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
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
