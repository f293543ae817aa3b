import {
  apiRequest,
  getInstitution,
  updateInstitution,
  type RequestFailure,
  type TUpdateInstitutionRequest,
} from '@registrar/shared-api';

export const institutionApi = {
  get: (signal?: AbortSignal) => apiRequest(getInstitution, { signal }),
  update: (
    id: number,
    body: TUpdateInstitutionRequest,
    onFailure: (failure: RequestFailure) => void,
  ) => apiRequest(updateInstitution, { params: { id }, body, onFailure }),
};
