import {
  apiRequest,
  downloadGraduateCertificate,
  issueGraduateCertificate,
  listCertificateTemplates,
  listGraduateCertificates,
  listGraduates,
  revokeGraduateCertificate,
  type RequestFailure,
  type TGraduateCertificate,
} from '@registrar/shared-api';
import { downloadFile } from '../../components/file-transfer';

export const PER_PAGE = 10;

export const certificatesApi = {
  findGraduates: (query: { page: number; search?: string }, signal?: AbortSignal) =>
    apiRequest(listGraduates, { query: { ...query, per_page: PER_PAGE }, signal }),
  list: (graduateId: number, signal?: AbortSignal) =>
    apiRequest(listGraduateCertificates, { params: { id: graduateId }, signal }),
  /** Templates to issue from; the largest page the contract allows (templates are few). */
  templates: (signal?: AbortSignal) =>
    apiRequest(listCertificateTemplates, { query: { page: 1, per_page: 100 }, signal }),
  issue: (graduateId: number, templateId: number, onFailure: (f: RequestFailure) => void) =>
    apiRequest(issueGraduateCertificate, {
      params: { id: graduateId },
      body: { template_id: templateId },
      onFailure,
    }),
  revoke: (id: number, reason: string, onFailure: (f: RequestFailure) => void) =>
    apiRequest(revokeGraduateCertificate, { params: { id }, body: { reason }, onFailure }),
  download: (certificate: TGraduateCertificate) =>
    downloadFile(downloadGraduateCertificate, {
      params: { id: certificate.id },
      fallbackName: `certificate-${certificate.serial_number.replace(/[^\w-]+/g, '-')}.pdf`,
    }),
};
