import {
  apiRequest,
  getInstitution,
  updateInstitution,
  uploadInstitutionAsset,
  type RequestFailure,
  type TInstitutionAssetKind,
  type TUpdateInstitutionRequest,
} from '@registrar/shared-api';
import { uploadFile } from '../../components/file-transfer';

export const institutionApi = {
  get: (signal?: AbortSignal) => apiRequest(getInstitution, { signal }),
  update: (
    id: number,
    body: TUpdateInstitutionRequest,
    onFailure: (failure: RequestFailure) => void,
  ) => apiRequest(updateInstitution, { params: { id }, body, onFailure }),
  /** The image is the raw body; the server decides its type from the bytes. */
  uploadImage: (
    id: number,
    kind: TInstitutionAssetKind,
    file: File,
    onFailure: (failure: RequestFailure) => void,
  ) =>
    uploadFile(uploadInstitutionAsset, {
      params: { id, kind },
      file,
      contentType: file.type || 'application/octet-stream',
      onFailure,
    }),
};
