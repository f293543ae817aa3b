import type { TTranscriptRate } from '@registrar/shared-api';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';

export interface DeleteRateModalProps {
  rate: TTranscriptRate | null;
  isDeleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function DeleteRateModal({ rate, isDeleting, onConfirm, onClose }: DeleteRateModalProps) {
  return (
    <ConfirmDeleteModal
      isOpen={rate !== null}
      title="Delete this rate?"
      description={
        rate
          ? `${rate.purpose}, ${rate.type} will no longer be offered to applicants. Applications already submitted keep their price.`
          : undefined
      }
      confirmLabel="Delete rate"
      isDeleting={isDeleting}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
