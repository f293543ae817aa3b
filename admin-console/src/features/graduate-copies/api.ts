import {
  apiRequest,
  createGraduate,
  deleteGraduateCopy,
  downloadGraduateCopy,
  listGraduateCopies,
  uploadGraduateCopy,
  importGraduates,
  listGraduates,
  updateGraduate,
  type RequestFailure,
  type TGraduateCopy,
  type TGraduateInput,
} from '@registrar/shared-api';
import { downloadFile, uploadFile } from '../../components/file-transfer';
import { pageQuery } from '../../components/page-size';

export const graduatesApi = {
  list: (
    query: { page: number; search?: string; graduation_session?: string },
    signal?: AbortSignal,
  ) => apiRequest(listGraduates, { query: pageQuery(query), signal }),
  create: (body: TGraduateInput, onFailure: (failure: RequestFailure) => void) =>
    apiRequest(createGraduate, { body, onFailure }),
  update: (id: number, body: TGraduateInput, onFailure: (failure: RequestFailure) => void) =>
    apiRequest(updateGraduate, { params: { id }, body, onFailure }),
  importCsv: (csv: string, onFailure: (failure: RequestFailure) => void) =>
    apiRequest(importGraduates, { body: { csv }, onFailure }),
};

/** A graduate's transcript documents (PDF bytes travel as the raw body / a Blob). */
export const copiesApi = {
  list: (graduateId: number, signal?: AbortSignal) =>
    apiRequest(listGraduateCopies, { params: { id: graduateId }, signal }),
  upload: (
    graduateId: number,
    { title, file }: { title: string; file: File },
    onFailure: (failure: RequestFailure) => void,
  ) =>
    uploadFile(uploadGraduateCopy, {
      params: { id: graduateId },
      query: { title, file_name: file.name },
      file,
      contentType: 'application/pdf',
      onFailure,
    }),
  download: (copy: TGraduateCopy) =>
    downloadFile(downloadGraduateCopy, { params: { id: copy.id }, fallbackName: copy.file_name }),
  remove: (copy: TGraduateCopy, onFailure: (failure: RequestFailure) => void) =>
    apiRequest(deleteGraduateCopy, { params: { id: copy.id }, onFailure }),
};
