import { useState } from 'react';
import type { TThreadOwnerKind } from '@registrar/shared-api';
import { Link, useParams } from '@registrar/shared-ui/router';
import { BackLink } from '../../components/back-link';
import styles from '../../components/page.module.css';
import { selectApplicant, useAppSelector } from '../../store';
import { FindThreadForm, type ThreadKey } from './find-thread-form';
import { MessageThread } from './message-thread';

/** /track/:tracking_id/messages and /messages (reference asked for). */
export default function MessagesPage() {
  const { tracking_id: trackingId } = useParams();
  const { email_address } = useAppSelector(selectApplicant);
  const [key, setKey] = useState<ThreadKey | null>(null);
  const [kind, setKind] = useState<TThreadOwnerKind | null>(null);

  return (
    <article className={styles.page}>
      <BackLink to={trackingId ? `/track?reference=${encodeURIComponent(trackingId)}` : '/'} />
      <h1 className={styles.title}>Application messages</h1>
      <p className={styles.lead}>
        {trackingId
          ? `Read and send messages about application ${trackingId}.`
          : 'Read and send messages about your application.'}
      </p>
      {key ? (
        <>
          <MessageThread threadKey={key} onKind={setKind} />
          {/* Once the thread is found: the track page follows transcript and certificate
              applications alike. */}
          {kind !== null && (
            <p>
              <Link to={`/track?reference=${encodeURIComponent(key.reference)}`}>
                Track this application
              </Link>
            </p>
          )}
        </>
      ) : (
        <FindThreadForm reference={trackingId} defaultEmail={email_address} onSubmit={setKey} />
      )}
    </article>
  );
}
