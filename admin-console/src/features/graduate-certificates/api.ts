import {
  apiRequest,
  issueGraduateCertificate,
  listGraduateCertificates,
  listGraduates,
  type RequestFailure,
} from '@registrar/shared-api';
import { pageQuery } from '../../components/page-size';

export const certificatesApi = {
  findGraduates: (query: { page: number; search?: string }, signal?: AbortSignal) =>
    apiRequest(listGraduates, { query: pageQuery(query), signal }),
  list: (graduateId: number, signal?: AbortSignal) =>
    apiRequest(listGraduateCertificates, { params: { id: graduateId }, signal }),
  issue: (graduateId: number, templateId: number, onFailure: (f: RequestFailure) => void) =>
    apiRequest(issueGraduateCertificate, {
      params: { id: graduateId },
      body: { template_id: templateId },
      onFailure,
    }),
};
