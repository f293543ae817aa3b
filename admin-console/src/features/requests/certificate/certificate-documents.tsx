import { useCallback } from 'react';
import {
  apiRequest,
  requestStatusLabels,
  issueCertificateApplicationCertificate,
  listCertificateApplicationCertificates,
  type TCertificateApplication,
  type TRequestStatus,
} from '@registrar/shared-api';
import { IssuedCertificates } from '../../../components/issued-certificates';
import styles from '../../../components/request-detail.module.css';
import { applicantName } from '../applicant-name';

/** The server issues while the application is paid and not yet dispatched (and not closed). */
const ISSUABLE: readonly TRequestStatus[] = ['paid', 'processing', 'on_hold'];

const cannotIssueWhile = (status: TRequestStatus): string | undefined => {
  if (ISSUABLE.includes(status)) return undefined;
  if (status === 'pending_payment')
    return 'The certificate is issued once the application is paid.';
  return `The application is ${requestStatusLabels[status]}: no certificate is issued now.`;
};

export interface CertificateDocumentsProps {
  application: TCertificateApplication;
}

/**
 * The certificate issued for this application (server: graduate-certificates): issue it from a
 * template while the application is paid, processing or on hold, download the PDF with its
 * verification code, revoke a wrong one (then issue the corrected one). It travels on paper by
 * courier, so there is no emailed link to send again.
 */
export function CertificateDocuments({ application }: CertificateDocumentsProps) {
  const fetchCertificates = useCallback(
    (signal?: AbortSignal) =>
      apiRequest(listCertificateApplicationCertificates, {
        params: { id: application.id },
        signal,
      }),
    [application.id],
  );
  return (
    <section aria-labelledby="documents-title" className={styles.card}>
      <h2 id="documents-title" className={styles.cardTitle}>
        Documents
      </h2>
      <IssuedCertificates
        fetchCertificates={fetchCertificates}
        issue={(templateId, onFailure) =>
          apiRequest(issueCertificateApplicationCertificate, {
            params: { id: application.id },
            body: { template_id: templateId },
            onFailure,
          })
        }
        issuedTo={applicantName(application)}
        caption={`Certificates issued for ${application.tracking_id}`}
        cannotIssue={cannotIssueWhile(application.status)}
        isOneValidAtATime
      />
    </section>
  );
}
