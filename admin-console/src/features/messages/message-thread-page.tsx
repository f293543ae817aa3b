import { useEffect, useState } from 'react';
import { Link, useParams } from '@registrar/shared-ui/router';
import type { TApplicationDetail } from '@registrar/shared-api';
import { Spinner } from '@registrar/shared-ui';
import { PageHeading } from '../../components/page-heading';
import { RequestStatusBadge } from '../../components/request-status-badge';
import { messagesApi } from './api';
import { MessageThread } from '../../components/message-thread';
import styles from './messages.module.css';

const nameOf = ({ applicant }: TApplicationDetail) =>
  [applicant.surname, applicant.first_name, applicant.other_names].filter(Boolean).join(' ');

/** /admin/messages/:id: one application's conversation, with who it is and a link to the case. */
export default function MessageThreadPage() {
  const { id } = useParams();
  const applicationId = Number(id);
  const isValid = Number.isInteger(applicationId) && applicationId > 0;
  const [application, setApplication] = useState<TApplicationDetail | null | false>(null);

  useEffect(() => {
    if (!isValid) return;
    const controller = new AbortController();
    void messagesApi.application(applicationId, controller.signal).then((response) => {
      if (!controller.signal.aborted) setApplication(response === false ? false : response.data);
    });
    return () => controller.abort();
  }, [applicationId, isValid]);

  return (
    <section className={styles.page} aria-labelledby="admin-page-title">
      <Link className={styles.back} to="/admin/messages">
        Back to messages
      </Link>
      {!isValid || application === false ? (
        <>
          <PageHeading>Conversation</PageHeading>
          <p role="alert" className={styles.error}>
            No such application.
          </p>
        </>
      ) : application === null ? (
        <>
          <PageHeading>Conversation</PageHeading>
          <Spinner label="Loading the application" />
        </>
      ) : (
        <>
          <PageHeading>Conversation with {nameOf(application)}</PageHeading>
          <p className={styles.statusLine}>
            <Link className={styles.reference} to={`/admin/applications/${String(application.id)}`}>
              {application.tracking_id}
            </Link>
            <RequestStatusBadge status={application.status} label={application.enums.status} />
            <span className={styles.muted}>{application.applicant.email}</span>
          </p>
          <MessageThread
            applicationId={application.id}
            title="Conversation"
            emptyText="No messages yet. Write the first one below."
          />
        </>
      )}
    </section>
  );
}
