import { useState } from 'react';
import type { TMailMessage } from '@registrar/shared-api';
import { Modal } from '@registrar/shared-ui';
import { ModalActions } from '../../../components/form-actions';
import { mailErrorText } from '../api';

export interface RetryModalProps {
  message: TMailMessage | null;
  onClose: () => void;
  /** Queues the email again; resolves true once the server accepted. */
  onConfirm: (message: TMailMessage) => Promise<boolean>;
}

/** Sending a failed email again is confirmed first: the recipient may get it twice otherwise. */
export function RetryModal({ message, onClose, onConfirm }: RetryModalProps) {
  const [isSaving, setIsSaving] = useState(false);
  const confirm = async () => {
    if (!message) return;
    setIsSaving(true);
    const isDone = await onConfirm(message);
    setIsSaving(false);
    if (isDone) onClose();
  };
  return (
    <Modal
      isOpen={message !== null}
      onClose={onClose}
      title="Send this email again?"
      description={
        message
          ? `“${message.subject}” to ${message.to} will be queued again with fresh attempts.`
          : undefined
      }
      footer={
        <ModalActions
          confirmLabel="Queue again"
          isBusy={isSaving}
          onCancel={onClose}
          onConfirm={() => void confirm()}
        />
      }
    >
      {message?.error && (
        <p>
          It failed with: <strong>{mailErrorText(message.error)}</strong> A retry goes to the same
          address.
        </p>
      )}
    </Modal>
  );
}
