import { useState } from 'react';
import { Modal } from '@registrar/shared-ui';
import { ModalActions } from '../form-actions';
import { TextArea } from '../text-area';

/** A checked reason, or the message to show on the field. */
export type ReasonCheck = { reason: string } | { error: string | undefined };

/** Required, trimmed: the default check of a reason. */
export const requiredReason = (reason: string): ReasonCheck => {
  const text = reason.trim();
  return text === '' ? { error: 'This field is required' } : { reason: text };
};

export interface ReasonModalProps {
  isOpen: boolean;
  title: string;
  /** What will happen, said before the reason is asked for. */
  description?: string;
  /** The reason field: its id, label and longest length. */
  reasonId: string;
  reasonLabel: string;
  maxLength: number;
  /** The confirm button's text. */
  confirmLabel: string;
  /** Whether the action ends or withdraws something (a danger button); default true. */
  isDanger?: boolean;
  /** Checks the reason before sending (default: required). */
  check?: (reason: string) => ReasonCheck;
  onClose: () => void;
  /** Sends the action; resolves with an error for the reason field, or null once done. */
  onConfirm: (reason: string) => Promise<string | null>;
}

/**
 * An action that cannot be undone (revoke, refund): asks for the reason and an explicit
 * confirmation. A missing reason or the server's error lands on the field, which takes focus.
 */
export function ReasonModal({
  isOpen,
  title,
  description,
  reasonId,
  reasonLabel,
  maxLength,
  confirmLabel,
  isDanger = true,
  check = requiredReason,
  onClose,
  onConfirm,
}: ReasonModalProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);

  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const confirm = async () => {
    const checked = check(reason);
    if ('error' in checked) {
      setError(checked.error);
      document.getElementById(reasonId)?.focus();
      return;
    }
    setError(undefined);
    setIsSaving(true);
    const failure = await onConfirm(checked.reason);
    setIsSaving(false);
    if (failure !== null) setError(failure || undefined);
    else setReason('');
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={title}
      description={description}
      footer={
        <ModalActions
          confirmLabel={confirmLabel}
          isBusy={isSaving}
          isDanger={isDanger}
          onCancel={close}
          onConfirm={() => void confirm()}
        />
      }
    >
      <TextArea
        id={reasonId}
        label={reasonLabel}
        maxLength={maxLength}
        value={reason}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
}
