import { ZRefundPaymentBody, type TPaymentDetail } from '@registrar/shared-api';
import { formatMoney } from '@registrar/shared-ui';
import { ReasonModal, type ReasonCheck } from '../../../components/reason-modal';

export interface RefundModalProps {
  payment: TPaymentDetail | null;
  onClose: () => void;
  /** Sends the refund; resolves with the server's reason error, or null once it is marked. */
  onConfirm: (reason: string) => Promise<string | null>;
}

/** The reason checked by the contract's own schema (the server's message on the field). */
const checkReason = (reason: string): ReasonCheck => {
  const parsed = ZRefundPaymentBody.safeParse({ reason });
  return parsed.success
    ? { reason: parsed.data.reason }
    : { error: parsed.error.issues[0]?.message };
};

/**
 * "Mark refunded" asks for the reason and a second, explicit confirmation: the money goes back
 * outside Registrar, so this only records it (audited, and cannot be undone here).
 */
export function RefundModal({ payment, onClose, onConfirm }: RefundModalProps) {
  return (
    <ReasonModal
      isOpen={payment !== null}
      title="Mark this payment refunded?"
      description={
        payment
          ? `${payment.reference}: ${formatMoney(payment.amount, { currency: 'NGN' })} paid by ${payment.payer_name}. Return the money through the provider first; this records the refund and cannot be undone.`
          : undefined
      }
      reasonId="refund-reason"
      reasonLabel="Reason for the refund"
      maxLength={500}
      confirmLabel="Mark refunded"
      check={checkReason}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
