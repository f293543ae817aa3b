import {
  apiRequest,
  createCertificateTemplate,
  deleteCertificateTemplate,
  listCertificateTemplates,
  previewCertificateTemplate,
  updateCertificateTemplate,
  type RequestFailure,
  type TCertificateTemplateInput,
} from '@registrar/shared-api';
import { pageQuery } from '../../components/page-size';

export const templatesApi = {
  list: (query: { page: number; search?: string }, signal?: AbortSignal) =>
    apiRequest(listCertificateTemplates, { query: pageQuery(query), signal }),
  create: (body: TCertificateTemplateInput, onFailure: (failure: RequestFailure) => void) =>
    apiRequest(createCertificateTemplate, { body, onFailure }),
  update: (
    id: number,
    body: TCertificateTemplateInput,
    onFailure: (failure: RequestFailure) => void,
  ) => apiRequest(updateCertificateTemplate, { params: { id }, body, onFailure }),
  remove: (id: number, onFailure: (failure: RequestFailure) => void) =>
    apiRequest(deleteCertificateTemplate, { params: { id }, onFailure }),
  preview: (id: number, signal?: AbortSignal) =>
    apiRequest(previewCertificateTemplate, { params: { id }, signal }),
};
