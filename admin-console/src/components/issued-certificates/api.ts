import {
  apiRequest,
  downloadGraduateCertificate,
  downloadGraduateCertificateCredential,
  listCertificateTemplates,
  revokeGraduateCertificate,
  type RequestFailure,
  type TGraduateCertificate,
} from '@registrar/shared-api';
import { downloadFile } from '../file-transfer';

const fileSafe = (serial: string) => serial.replace(/[^\w-]+/g, '-');

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
      fallbackName: `certificate-${fileSafe(certificate.serial_number)}.pdf`,
    }),
  /** The same certificate as an Open Badges 3.0 verifiable credential, for the graduate's wallet. */
  downloadCredential: (certificate: TGraduateCertificate) =>
    downloadFile(downloadGraduateCertificateCredential, {
      params: { id: certificate.id },
      fallbackName: `certificate-${fileSafe(certificate.serial_number)}.credential.json`,
    }),
};
