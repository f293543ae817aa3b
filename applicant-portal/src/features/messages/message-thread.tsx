import {
  apiRequest,
  formatBytes,
  listTrackedMessages,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENT_TOO_LARGE,
  MESSAGE_ATTACHMENT_TYPES,
  MESSAGE_ATTACHMENT_WRONG_TYPE,
  normalizeTrackingId,
  postTrackedMessage,
  type TMessage,
  type TMessageAttachmentUpload,
  type TThreadOwnerKind,
  formatInstitutionTime,
} from '@registrar/shared-api';
import { Button, FileField, notify } from '@registrar/shared-ui';
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

/** The file as the server takes it (checked here first; the server checks again). */
async function attachmentOf(file: File): Promise<TMessageAttachmentUpload | string> {
  const type = MESSAGE_ATTACHMENT_TYPES.find((allowed) => allowed === file.type);
  if (!type) return MESSAGE_ATTACHMENT_WRONG_TYPE;
  if (file.size === 0) return 'The file is empty';
  if (file.size > MESSAGE_ATTACHMENT_MAX_BYTES) return MESSAGE_ATTACHMENT_TOO_LARGE;
  const dataUrl = await new Promise<string | null>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
  const content = dataUrl?.slice(dataUrl.indexOf(',') + 1);
  if (!content) return 'The file could not be read: choose it again';
  return { file_name: file.name, content_type: type, content_base64: content };
}

export interface MessageThreadProps {
  threadKey: ThreadKey;
  /** What the reference turned out to be: a transcript or a certificate application. */
  onKind?: (kind: TThreadOwnerKind) => void;
}

/**
 * The thread of one application (a transcript or a certificate application, found by the same
 * reference): list (GET), new-message indicator, and send (POST) with a document if the
 * registry asked for one.
 */
export function MessageThread({ threadKey, onKind }: MessageThreadProps) {
  const { reference, email } = threadKey;
  const [messages, setMessages] = useState<TMessage[] | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [seen] = useState(() => readSeen(reference));
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  // A new key empties the file input once its file is sent.
  const [fileKey, setFileKey] = useState(0);
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
    setError(undefined);
    setFileError(undefined);
    if (!body.trim() && !file) return setError('Enter your message, or attach a document');
    setIsSending(true);
    const attachment = file ? await attachmentOf(file) : undefined;
    if (typeof attachment === 'string') {
      setIsSending(false);
      return setFileError(attachment);
    }
    const response = await apiRequest(postTrackedMessage, {
      params: { reference },
      body: { email, body, ...(attachment ? { attachment } : {}) },
      onFailure: (failure) => {
        const errors = failure.errors ?? {};
        setError(errors.body?.[0]);
        const onFile = Object.entries(errors).find(([field]) => field.startsWith('attachment'));
        setFileError(onFile?.[1][0] ?? (failure.status === 413 ? failure.message : undefined));
      },
    });
    setIsSending(false);
    if (!response) return;
    setMessages((current) => [...(current ?? []), response.data]);
    setBody('');
    setFile(null);
    setFileKey((key) => key + 1);
    notify({
      type: 'success',
      message: response.data.attachment ? 'Document sent' : 'Message sent',
    });
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
              {message.body && <p className={styles.body}>{message.body}</p>}
              {message.attachment && (
                <p className={styles.attachment}>
                  Attached: {message.attachment.file_name} (
                  {formatBytes(message.attachment.size_bytes)})
                </p>
              )}
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
        <FileField
          key={fileKey}
          id="message-attachment"
          label="Attach a document (optional)"
          hint={`If the registry asked you for a document: a PDF, JPEG or PNG of at most ${formatBytes(MESSAGE_ATTACHMENT_MAX_BYTES)}.`}
          accept={MESSAGE_ATTACHMENT_TYPES.join(',')}
          error={fileError}
          onChange={setFile}
        />
        <Button type="submit" isLoading={isSending}>
          Send message
        </Button>
      </form>
    </>
  );
}
