import type { TTranscriptRate } from '@registrar/shared-api';
import { Button, Modal } from '@registrar/shared-ui';
import screenStyles from '../../../components/screen-styles.module.css';

export interface DeleteRateModalProps {
  rate: TTranscriptRate | null;
  isDeleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function DeleteRateModal({ rate, isDeleting, onConfirm, onClose }: DeleteRateModalProps) {
  return (
    <Modal
      isOpen={rate !== null}
      onClose={onClose}
      title="Delete this rate?"
      description={
        rate
          ? `${rate.purpose}, ${rate.type} will no longer be offered to applicants. Applications already submitted keep their price.`
          : undefined
      }
      size="sm"
      footer={
        <div className={screenStyles.rowActions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" isLoading={isDeleting} onClick={onConfirm}>
            Delete rate
          </Button>
        </div>
      }
    />
  );
}
