import { useState } from 'react';
import { ZRefundPaymentBody, type TPaymentDetail } from '@registrar/shared-api';
import { Button, Modal, formatMoney } from '@registrar/shared-ui';
import { TextArea } from '../../../components/text-area';
import formStyles from '../../../components/form-styles.module.css';

export interface RefundModalProps {
  payment: TPaymentDetail | null;
  onClose: () => void;
  /** Sends the refund; resolves with the server's reason error, or null once it is marked. */
  onConfirm: (reason: string) => Promise<string | null>;
}

/**
 * "Mark refunded" asks for the reason and a second, explicit confirmation: the money goes back
 * outside Registrar, so this only records it (audited, and cannot be undone here).
 */
export function RefundModal({ payment, onClose, onConfirm }: RefundModalProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);

  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };

  const confirm = async () => {
    const parsed = ZRefundPaymentBody.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById('refund-reason')?.focus();
      return;
    }
    setError(undefined);
    setIsSaving(true);
    const failure = await onConfirm(parsed.data.reason);
    setIsSaving(false);
    if (failure !== null) {
      setError(failure || undefined);
      return;
    }
    setReason('');
  };

  return (
    <Modal
      isOpen={payment !== null}
      onClose={close}
      title="Mark this payment refunded?"
      description={
        payment
          ? `${payment.reference}: ${formatMoney(payment.amount, { currency: 'NGN' })} paid by ${payment.payer_name}. Return the money through the provider first; this records the refund and cannot be undone.`
          : undefined
      }
      footer={
        <div className={formStyles.actions}>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button variant="danger" isLoading={isSaving} onClick={() => void confirm()}>
            Mark refunded
          </Button>
        </div>
      }
    >
      <TextArea
        id="refund-reason"
        label="Reason for the refund"
        maxLength={500}
        value={reason}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
}
