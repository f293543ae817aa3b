import {
  apiRequest,
  awaitsReceiverCheck,
  confirmCopyReceiver,
  selectAuthUser,
  useAppSelector,
  type TApplicationCopy,
  type TApplicationDetail,
  type TRequestStatus,
} from '@registrar/shared-api';
import { Button, notifyAdmin } from '@registrar/shared-ui';
import { useState } from 'react';
import { ReasonModal } from '../../../components/reason-modal';
import styles from '../../../components/request-detail.module.css';
import { REGISTRY } from './document-links-columns';

type Props = {
  application: TApplicationDetail;
  onConfirmed: (next: TApplicationDetail) => void;
};

const ENDED: readonly TRequestStatus[] = ['rejected', 'cancelled', 'refunded'];

const receiverText = (copy: TApplicationCopy) =>
  copy.format === 'soft_copy'
    ? (copy.recipient_email ?? '')
    : [copy.recipient_name, copy.recipient_address].filter(Boolean).join(', ');

/**
 * The official copies going to a receiver the applicant typed in, not one of the recipient
 * directory, that no one has confirmed yet: the application is neither sent nor dispatched until
 * registry staff confirm each (with a note of how they checked it, kept in the audit trail).
 */
export function ReceiverChecks({ application, onConfirmed }: Props) {
  const role = useAppSelector(selectAuthUser)?.role;
  const [toConfirm, setToConfirm] = useState<{ copy: TApplicationCopy; number: number } | null>(
    null,
  );
  const waiting = application.copies.flatMap((copy, index) =>
    awaitsReceiverCheck(copy) ? [{ copy, number: index + 1 }] : [],
  );
  // A request that has ended sends nothing: there is nothing to confirm.
  if (waiting.length === 0 || ENDED.includes(application.status)) return null;
  const canConfirm = role !== undefined && REGISTRY.includes(role);

  const confirm = async (note: string): Promise<string | null> => {
    if (!toConfirm) return null;
    let error = '';
    const response = await apiRequest(confirmCopyReceiver, {
      params: { id: application.id, copyId: toConfirm.copy.id },
      body: { note: note || null },
      isSilent: true,
      onFailure: (failure) => {
        error = failure.errors?.note?.[0] ?? failure.message ?? 'The receiver was not confirmed.';
      },
    });
    if (response === false) return error;
    notifyAdmin('success', `Receiver of copy ${String(toConfirm.number)} confirmed`);
    setToConfirm(null);
    onConfirmed(response.data);
    return null;
  };

  return (
    <section aria-labelledby="receiver-checks-title" className={styles.card}>
      <h2 id="receiver-checks-title" className={styles.cardTitle}>
        Receivers to confirm
      </h2>
      <p>
        These copies go to a receiver the applicant typed in, not one of the recipient directory.
        Check each receiver is genuine (its address, that it expects the transcript) before the
        application is sent.
      </p>
      <ul className={styles.checkList}>
        {waiting.map(({ copy, number }) => (
          <li key={copy.id} className={styles.checkItem}>
            <span>
              <strong>Copy {number}</strong>: {receiverText(copy)}
            </span>
            {canConfirm && (
              <Button variant="secondary" onClick={() => setToConfirm({ copy, number })}>
                Confirm receiver of copy {number}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ReasonModal
        isOpen={toConfirm !== null}
        title={toConfirm ? `Confirm the receiver of copy ${String(toConfirm.number)}?` : ''}
        description={
          toConfirm
            ? `${receiverText(toConfirm.copy)} will receive the transcript. Confirm it only once you have checked it is genuine.`
            : undefined
        }
        reasonId="receiver-check-note"
        reasonLabel="How did you check it? (optional)"
        maxLength={1000}
        confirmLabel="Confirm receiver"
        isDanger={false}
        check={(note) => ({ reason: note.trim() })}
        onClose={() => setToConfirm(null)}
        onConfirm={confirm}
      />
    </section>
  );
}
