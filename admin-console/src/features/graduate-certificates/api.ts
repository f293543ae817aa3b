import {
  apiRequest,
  issueGraduateCertificate,
  listGraduateCertificates,
  listGraduates,
  type RequestFailure,
} from '@registrar/shared-api';

export const PER_PAGE = 10;

export const certificatesApi = {
  findGraduates: (query: { page: number; search?: string }, signal?: AbortSignal) =>
    apiRequest(listGraduates, { query: { ...query, per_page: PER_PAGE }, signal }),
  list: (graduateId: number, signal?: AbortSignal) =>
    apiRequest(listGraduateCertificates, { params: { id: graduateId }, signal }),
  issue: (graduateId: number, templateId: number, onFailure: (f: RequestFailure) => void) =>
    apiRequest(issueGraduateCertificate, {
      params: { id: graduateId },
      body: { template_id: templateId },
      onFailure,
    }),
};
