import {
  apiRequest,
  downloadGraduateCertificate,
  listCertificateTemplates,
  revokeGraduateCertificate,
  type RequestFailure,
  type TGraduateCertificate,
} from '@registrar/shared-api';
import { downloadFile } from '../file-transfer';

/** What every list of issued certificates does with one, whoever it was issued for. */
export const issuedCertificatesApi = {
  /** Templates to issue from; the largest page the contract allows (templates are few). */
  templates: (signal?: AbortSignal) =>
    apiRequest(listCertificateTemplates, { query: { page: 1, per_page: 100 }, signal }),
  revoke: (id: number, reason: string, onFailure: (f: RequestFailure) => void) =>
    apiRequest(revokeGraduateCertificate, { params: { id }, body: { reason }, onFailure }),
  download: (certificate: TGraduateCertificate) =>
    downloadFile(downloadGraduateCertificate, {
      params: { id: certificate.id },
      fallbackName: `certificate-${certificate.serial_number.replace(/[^\w-]+/g, '-')}.pdf`,
    }),
};
