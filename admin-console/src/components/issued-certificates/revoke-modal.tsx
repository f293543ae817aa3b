import type { TGraduateCertificate } from '@registrar/shared-api';
import { ReasonModal } from '../reason-modal';

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
  return (
    <ReasonModal
      isOpen={certificate !== null}
      title="Revoke this certificate?"
      description={
        certificate
          ? `${certificate.serial_number} (${certificate.template_name}) will show as revoked to anyone who verifies it. This cannot be undone.`
          : undefined
      }
      reasonId="revoke-reason"
      reasonLabel="Reason for revoking"
      maxLength={1000}
      confirmLabel="Revoke certificate"
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
