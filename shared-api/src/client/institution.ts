import { getInstitution, updateInstitution, type TUpdateInstitutionRequest } from '../contracts';
import { apiRequest, type RequestControl } from './api-request';

/** Institution branding calls (spec §1, §7). */
export const institutionApi = {
  get: (control?: RequestControl) => apiRequest(getInstitution, control),
  update: (id: number, body: TUpdateInstitutionRequest, control?: RequestControl) =>
    apiRequest(updateInstitution, { params: { id }, body, ...control }),
};
