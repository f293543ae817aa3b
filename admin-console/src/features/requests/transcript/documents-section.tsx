import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  apiRequest,
  listDocumentLinks,
  resendDocumentLink,
  revokeDocumentLink,
  selectAuthUser,
  useAppSelector,
  type TApplicationDetail,
  type TDocumentLink,
} from '@registrar/shared-api';
import { Modal, Spinner, notifyAdmin } from '@registrar/shared-ui';
import { ModalActions } from '../../../components/form-actions';
import { ListTable } from '../../../components/list-table';
import { LoadError } from '../../../components/load-error';
import formStyles from '../../../components/form-styles.module.css';
import { ReasonModal } from '../../../components/reason-modal';
import styles from '../../../components/request-detail.module.css';
import { useApiData } from '../../../hooks/use-api-data';
import { RESENDABLE, REGISTRY, columnsFor, newestBy, printed } from './document-links-columns';

export interface DocumentsSectionProps {
  application: TApplicationDetail;
}

/**
 * The Documents section of a transcript application with soft copies, for registry staff: every
 * download link sent
 * (newest first) with its verification code, downloads and expiry; "Send again" gives a copy a
 * new link (confirmed first: the recipient gets another email) once the application is sent;
 * "Revoke" withdraws a document with a reason (its links stop, verification says revoked).
 * Reloads when the status changes (moving to Sent creates the links).
 */
export function DocumentsSection({ application }: DocumentsSectionProps) {
  const { id, status } = application;
  const role = useAppSelector(selectAuthUser)?.role;
  const isShown =
    role !== undefined &&
    REGISTRY.includes(role) &&
    application.copies.some((copy) => copy.format === 'soft_copy');
  const [toResend, setToResend] = useState<TDocumentLink | null>(null);
  const [resendError, setResendError] = useState<string | null>(null);
  const [isResending, setIsResending] = useState(false);
  const [toRevoke, setToRevoke] = useState<TDocumentLink | null>(null);

  const fetchLinks = useCallback(
    (signal?: AbortSignal) =>
      isShown
        ? apiRequest(listDocumentLinks, { params: { id }, signal, isSilent: true })
        : Promise.resolve({ data: [] as TDocumentLink[] }),
    [id, isShown],
  );
  const { data: links, load } = useApiData(fetchLinks);
  // A change of status (to Sent above all, which creates the links) reads them again.
  const shownStatus = useRef(status);
  useEffect(() => {
    if (shownStatus.current === status) return;
    shownStatus.current = status;
    void load();
  }, [status, load]);

  const closeResend = () => {
    setToResend(null);
    setResendError(null);
  };
  const resend = async () => {
    if (!toResend) return;
    setIsResending(true);
    let message = 'The link could not be sent. Please try again.';
    const response = await apiRequest(resendDocumentLink, {
      params: { id },
      body: { copy_id: toResend.copy_id },
      isSilent: true,
      onFailure: (failure) => {
        message = failure.errors?.copy_id?.[0] ?? failure.message ?? message;
      },
    });
    setIsResending(false);
    if (response === false) {
      setResendError(message);
      return;
    }
    notifyAdmin(
      'success',
      `${response.message ?? 'A new download link was sent'} to ${toResend.recipient}`,
    );
    closeResend();
    void load();
  };

  const revoke = async (reason: string): Promise<string | null> => {
    if (!toRevoke) return null;
    let error = '';
    const response = await apiRequest(revokeDocumentLink, {
      params: { id, linkId: toRevoke.id },
      body: { reason },
      isSilent: true,
      onFailure: (failure) => {
        error =
          failure.errors?.reason?.[0] ?? failure.message ?? 'The document could not be revoked.';
      },
    });
    if (response === false) return error;
    notifyAdmin('success', `Document ${printed(response.data.verification_code)} revoked`);
    setToRevoke(null);
    void load();
    return null;
  };

  const columns = useMemo(
    () =>
      columnsFor({
        canResend: RESENDABLE.includes(status),
        newestOfCopy: newestBy(links || [], (link) => link.copy_id),
        newestOfDocument: newestBy(links || [], (link) => link.verification_code),
        onResend: setToResend,
        onRevoke: setToRevoke,
      }),
    [links, status],
  );

  if (!isShown) return null;

  let body;
  if (links === null) body = <Spinner label="Loading documents" />;
  else if (links === false)
    body = (
      <LoadError what="The documents" onRetry={() => void load()} className={styles.inlineError} />
    );
  else if (links.length === 0)
    body = (
      <p className={styles.muted}>
        No download link sent yet. Each soft copy gets one by email when the application is Sent.
      </p>
    );
  else body = <ListTable caption="Download links" columns={columns} data={links} />;

  return (
    <section aria-labelledby="documents-title" className={styles.card}>
      <h2 id="documents-title" className={styles.cardTitle}>
        Documents
      </h2>
      {body}
      <Modal
        isOpen={toResend !== null}
        onClose={closeResend}
        title="Send this soft copy again?"
        description={
          toResend
            ? `${toResend.recipient} gets a new download link by email. Earlier links of this copy stop working.`
            : undefined
        }
        footer={
          <ModalActions
            confirmLabel="Send again"
            isBusy={isResending}
            onCancel={closeResend}
            onConfirm={() => void resend()}
          />
        }
      >
        {resendError && (
          <div role="alert" className={formStyles.error}>
            <p>{resendError}</p>
          </div>
        )}
      </Modal>
      <ReasonModal
        isOpen={toRevoke !== null}
        title="Revoke this document?"
        description={
          toRevoke
            ? `${toRevoke.document_title} (${printed(toRevoke.verification_code)}) sent to ${toRevoke.recipient} will show as revoked to anyone who verifies it, and its download links stop working. This cannot be undone.`
            : undefined
        }
        reasonId="revoke-document-reason"
        reasonLabel="Reason for revoking"
        maxLength={1000}
        confirmLabel="Revoke document"
        onClose={() => setToRevoke(null)}
        onConfirm={revoke}
      />
    </section>
  );
}
