import {
  apiRequest,
  bulkUpdateCertificateApplicationStatus,
  getCertificateApplication,
  issueCertificateApplicationCertificate,
  listCertificateApplicationCertificates,
  listCertificateApplications,
  updateCertificateApplicationStatus,
  type RequestFailure,
  type TCertificateApplicationStatus,
  type TListCertificateApplicationsQuery,
  type TUpdateCertificateApplicationStatusRequest,
} from '@registrar/shared-api';

export const PER_PAGE = 10;

export const certificateApplicationsApi = {
  list: (query: Partial<TListCertificateApplicationsQuery>, signal?: AbortSignal) =>
    apiRequest(listCertificateApplications, { query: { ...query, per_page: PER_PAGE }, signal }),
  get: (id: number, signal?: AbortSignal, onFailure?: (failure: RequestFailure) => void) =>
    apiRequest(getCertificateApplication, { params: { id }, signal, onFailure }),
  changeStatus: (
    id: number,
    body: TUpdateCertificateApplicationStatusRequest,
    onFailure: (failure: RequestFailure) => void,
  ) => apiRequest(updateCertificateApplicationStatus, { params: { id }, body, onFailure }),
  bulkChangeStatus: (ids: number[], status: TCertificateApplicationStatus) =>
    apiRequest(bulkUpdateCertificateApplicationStatus, { body: { ids, status } }),
  certificates: (id: number, signal?: AbortSignal) =>
    apiRequest(listCertificateApplicationCertificates, { params: { id }, signal }),
  issueCertificate: (
    id: number,
    templateId: number,
    onFailure: (failure: RequestFailure) => void,
  ) =>
    apiRequest(issueCertificateApplicationCertificate, {
      params: { id },
      body: { template_id: templateId },
      onFailure,
    }),
};
