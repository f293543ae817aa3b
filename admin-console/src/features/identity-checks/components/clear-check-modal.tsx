import { useEffect, useState } from 'react';
import type { TIdentityCheck } from '@registrar/shared-api';
import { Modal, TextField } from '@registrar/shared-ui';
import { ModalActions } from '../../../components/form-actions';
import { TextArea } from '../../../components/text-area';

export interface ClearCheckModalProps {
  check: TIdentityCheck | null;
  onClose: () => void;
  /** Clears the check; resolves with the field errors, or null once done. */
  onConfirm: (email: string, note: string) => Promise<Record<string, string[]> | null>;
}

/**
 * Clearing says the registry has confirmed who the applicant is (ID seen, questions answered)
 * and puts a contact on the record; the code then goes there. Staff confirm the address first.
 */
export function ClearCheckModal({ check, onClose, onConfirm }: ClearCheckModalProps) {
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [isSaving, setIsSaving] = useState(false);
  useEffect(() => {
    setEmail(check?.email ?? '');
    setNote('');
    setErrors({});
  }, [check]);

  const confirm = async () => {
    setIsSaving(true);
    const failure = await onConfirm(email, note);
    setIsSaving(false);
    if (failure) {
      setErrors(failure);
      document.getElementById(failure.email ? 'clear-check-email' : 'clear-check-note')?.focus();
    }
  };

  return (
    <Modal
      isOpen={check !== null}
      onClose={onClose}
      title="Clear this identity check?"
      description={
        check
          ? `Only when you have confirmed that ${check.full_name} is the graduate of ${check.graduate.matric_number}. The email below goes on the record and receives the code.`
          : undefined
      }
      footer={
        <ModalActions
          confirmLabel="Clear and update the record"
          isBusy={isSaving}
          onCancel={onClose}
          onConfirm={() => void confirm()}
        />
      }
    >
      <TextField
        id="clear-check-email"
        label="Email to put on the record"
        type="email"
        value={email}
        error={errors.email?.[0]}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextArea
        id="clear-check-note"
        label="How the identity was confirmed (optional)"
        maxLength={1000}
        value={note}
        error={errors.note?.[0]}
        onChange={(event) => setNote(event.target.value)}
      />
    </Modal>
  );
}
