import { refundTooLarge, ZRefundPaymentBody, type TPaymentDetail } from '@registrar/shared-api';
import { Modal, TextField, formatMoney } from '@registrar/shared-ui';
import { useState } from 'react';
import { ModalActions } from '../../../components/form-actions';
import { nairaInput, parseNaira } from '../../../components/settings-crud/naira';
import { TextArea } from '../../../components/text-area';

/** What the bursary asks back: the amount (kobo) and the reason. */
export interface RefundRequest {
  amount: number;
  reason: string;
}

/** The server's messages for the two fields, or null once the refund was asked. */
export type RefundErrors = { amount?: string; reason?: string } | null;

export interface RefundModalProps {
  payment: TPaymentDetail | null;
  onClose: () => void;
  onConfirm: (request: RefundRequest) => Promise<RefundErrors>;
}

const money = (kobo: number) => formatMoney(kobo, { currency: 'NGN' });

/**
 * "Refund" asks how much (all that is left, unless the bursary types less) and why, then sends
 * it to the payment provider: the money goes back the way it was paid. The reason is what the
 * payer reads, in the email and from the provider.
 */
export function RefundModal({ payment, onClose, onConfirm }: RefundModalProps) {
  const refundable = payment?.refundable_amount ?? 0;
  const [amount, setAmount] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [isSaving, setIsSaving] = useState(false);
  const amountText = amount ?? nairaInput(refundable);

  const close = () => {
    setAmount(null);
    setReason('');
    setErrors({});
    onClose();
  };
  const confirm = async () => {
    const price = parseNaira(amountText);
    const kobo = 'kobo' in price ? price.kobo : null;
    const found: { amount?: string; reason?: string } = {};
    // The contract's own rules and messages: above zero, and no more than is left.
    const amountCheck = ZRefundPaymentBody.shape.amount.safeParse(kobo ?? 0);
    if ('error' in price) found.amount = price.error;
    else if (!amountCheck.success) found.amount = amountCheck.error.issues[0]?.message;
    else if (kobo !== null && kobo > refundable) found.amount = refundTooLarge(money(refundable));
    const parsed = ZRefundPaymentBody.shape.reason.safeParse(reason);
    if (!parsed.success) found.reason = parsed.error.issues[0]?.message;
    setErrors(found);
    if (found.amount || found.reason || kobo === null || !parsed.success) {
      document.getElementById(found.amount ? 'refund-amount' : 'refund-reason')?.focus();
      return;
    }
    setIsSaving(true);
    const failure = await onConfirm({ amount: kobo, reason: parsed.data });
    setIsSaving(false);
    if (failure) setErrors(failure);
    else close();
  };

  return (
    <Modal
      isOpen={payment !== null}
      onClose={close}
      title="Refund this payment?"
      description={
        payment
          ? `${payment.reference}: ${money(payment.amount)} paid by ${payment.payer_name}. The payment provider returns the money the way it was paid; ${money(refundable)} can still be refunded.`
          : undefined
      }
      footer={
        <ModalActions
          confirmLabel="Refund"
          isBusy={isSaving}
          isDanger
          onCancel={close}
          onConfirm={() => void confirm()}
        />
      }
    >
      <TextField
        id="refund-amount"
        label="Amount to refund (₦)"
        hint="All that is left, unless you refund only a part."
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        error={errors.amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextArea
        id="refund-reason"
        label="Reason for the refund (the payer reads it)"
        maxLength={500}
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
}
