import { holdActionButtons, type TRequestHold } from '@registrar/shared-api';
import { formatInstitutionDay, formatInstitutionTime } from '@registrar/shared-api/core';
import { buttonClassName } from '@registrar/shared-ui';
import { Link } from '@registrar/shared-ui/router';
import { Notice } from '../../components/notice';
import styles from '../../components/page.module.css';

/**
 * Why the application is on hold and what to do, as the registry said it (shown with the
 * applicant's email only), and the day it is cancelled and refunded if nothing changes. A hold
 * that needs a reply or a document links to the message thread, where both are sent.
 */
export function HoldNotice({ hold, reference }: { hold: TRequestHold; reference: string }) {
  return (
    <Notice title={`On hold: ${hold.reason}`} variant="warning">
      <p>{hold.instructions}</p>
      <p>Since {formatInstitutionTime(hold.since)}.</p>
      {hold.cancels_at && (
        <p>
          If it is still on hold on {formatInstitutionDay(hold.cancels_at)}, the request is
          cancelled and any payment refunded.
        </p>
      )}
      {hold.applicant_action !== 'none' && (
        <div className={styles.actions}>
          <Link
            to={`/track/${encodeURIComponent(reference)}/messages`}
            className={buttonClassName({ variant: 'primary' })}
          >
            {holdActionButtons[hold.applicant_action]}
          </Link>
        </div>
      )}
    </Notice>
  );
}
