import {
  apiRequest,
  createGraduate,
  importGraduates,
  listGraduates,
  updateGraduate,
  type RequestFailure,
  type TGraduateInput,
} from '@registrar/shared-api';

export const PER_PAGE = 10;

export const graduatesApi = {
  list: (query: { page: number; search?: string }, signal?: AbortSignal) =>
    apiRequest(listGraduates, { query: { ...query, per_page: PER_PAGE }, signal }),
  create: (body: TGraduateInput, onFailure: (failure: RequestFailure) => void) =>
    apiRequest(createGraduate, { body, onFailure }),
  update: (id: number, body: TGraduateInput, onFailure: (failure: RequestFailure) => void) =>
    apiRequest(updateGraduate, { params: { id }, body, onFailure }),
  importCsv: (csv: string, onFailure: (failure: RequestFailure) => void) =>
    apiRequest(importGraduates, { body: { csv }, onFailure }),
};
