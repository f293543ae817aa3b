import { useState } from 'react';
import type { TGraduateCertificate } from '@registrar/shared-api';
import { Button, Modal } from '@registrar/shared-ui';
import formStyles from '../../../components/form-styles.module.css';
import { TextArea } from '../../../components/text-area';

export interface RevokeModalProps {
  certificate: TGraduateCertificate | null;
  onClose: () => void;
  /** Sends the revocation; resolves with an error for the reason field, or null once revoked. */
  onConfirm: (reason: string) => Promise<string | null>;
}

/**
 * Revoking asks for the reason (kept with the certificate and shown to anyone verifying it) and
 * an explicit confirmation: it cannot be undone.
 */
export function RevokeModal({ certificate, onClose, onConfirm }: RevokeModalProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);

  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const confirm = async () => {
    const text = reason.trim();
    if (text === '') {
      setError('This field is required');
      document.getElementById('revoke-reason')?.focus();
      return;
    }
    setError(undefined);
    setIsSaving(true);
    const failure = await onConfirm(text);
    setIsSaving(false);
    if (failure !== null) setError(failure || undefined);
    else setReason('');
  };

  return (
    <Modal
      isOpen={certificate !== null}
      onClose={close}
      title="Revoke this certificate?"
      description={
        certificate
          ? `${certificate.serial_number} (${certificate.template_name}) will show as revoked to anyone who verifies it. This cannot be undone.`
          : undefined
      }
      footer={
        <div className={formStyles.actions}>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button variant="danger" isLoading={isSaving} onClick={() => void confirm()}>
            Revoke certificate
          </Button>
        </div>
      }
    >
      <TextArea
        id="revoke-reason"
        label="Reason for revoking"
        maxLength={1000}
        value={reason}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
}
