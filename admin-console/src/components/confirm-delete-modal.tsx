import { Modal } from '@registrar/shared-ui';
import { ModalActions } from './form-actions';
import formStyles from './form-styles.module.css';

export interface ConfirmDeleteModalProps {
  isOpen: boolean;
  /** 'Delete this template?' */
  title: string;
  /** What goes, and what to do instead when the server refuses. */
  description?: string;
  /** The danger button: 'Delete template'. */
  confirmLabel: string;
  isDeleting: boolean;
  /** Why the server refused (shown in the modal, which stays open). */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before deleting a row; the server's refusal is shown inside as an alert. */
export function ConfirmDeleteModal({
  isOpen,
  title,
  description,
  confirmLabel,
  isDeleting,
  error,
  onConfirm,
  onClose,
}: ConfirmDeleteModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      description={description}
      size="sm"
      footer={
        <ModalActions
          confirmLabel={confirmLabel}
          isBusy={isDeleting}
          isDanger
          onCancel={onClose}
          onConfirm={onConfirm}
        />
      }
    >
      {error && (
        <div role="alert" className={formStyles.error}>
          <p>{error}</p>
        </div>
      )}
    </Modal>
  );
}
