import { formatInstitutionTime } from '@registrar/shared-api/core';
import { Link } from '@registrar/shared-ui/router';
import type { TMessageThread } from '@registrar/shared-api';
import { VisuallyHidden } from '@registrar/shared-ui';
import { RequestStatusBadge } from '../../../components/request-status-badge';
import styles from '../messages.module.css';

/**
 * Where a thread is read: a transcript application's on its conversation page, a certificate
 * application's on that application's page (its thread is there).
 */
const threadHref = (thread: TMessageThread) =>
  thread.kind === 'certificate_application'
    ? `/admin/certificate-applications/${String(thread.application_id)}`
    : String(thread.application_id);

/** The inbox rows: unread first (the server's order), each a link to its conversation. */
export function ThreadList({ threads }: { threads: readonly TMessageThread[] }) {
  return (
    <ul className={styles.threads}>
      {threads.map((thread) => {
        const isUnread = thread.unread_count > 0;
        return (
          <li
            key={`${thread.kind}-${String(thread.application_id)}`}
            className={isUnread ? styles.unread : styles.thread}
          >
            <div className={styles.threadHead}>
              <Link className={styles.reference} to={threadHref(thread)}>
                {thread.tracking_id}
                {thread.kind === 'certificate_application' && (
                  <VisuallyHidden>, certificate application</VisuallyHidden>
                )}
                <VisuallyHidden>
                  {isUnread ? `, ${String(thread.unread_count)} unread` : ''}
                </VisuallyHidden>
              </Link>
              <span className={styles.name}>{thread.applicant_name}</span>
              {thread.kind === 'certificate_application' && (
                <span className={styles.kind} aria-hidden>
                  Certificate
                </span>
              )}
              {isUnread && (
                <span className={styles.badge} aria-hidden>
                  {thread.unread_count} unread
                </span>
              )}
              <RequestStatusBadge status={thread.status} label={thread.enums.status} />
            </div>
            <p className={styles.excerpt}>
              <span className={styles.sender}>
                {thread.last_message.sender === 'staff' ? 'Staff: ' : 'Applicant: '}
              </span>
              {thread.last_message.excerpt}
            </p>
            <p className={styles.muted}>
              <time dateTime={thread.last_message.created_at}>
                {formatInstitutionTime(thread.last_message.created_at)}
              </time>
              {` · ${String(thread.message_count)} ${thread.message_count === 1 ? 'message' : 'messages'}`}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
