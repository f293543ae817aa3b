import type { TUpdateInstitutionRequest } from '../contracts';
import { apiRequest, type RequestControl } from './api-request';

/** The contract (zod) is downloaded on the first call, not with the page (see ./auth.ts). */
const contracts = () => import('../contracts');

/** Institution branding calls (spec §1, §7). */
export const institutionApi = {
  get: async (control?: RequestControl) => apiRequest((await contracts()).getInstitution, control),
  update: async (id: number, body: TUpdateInstitutionRequest, control?: RequestControl) =>
    apiRequest((await contracts()).updateInstitution, { params: { id }, body, ...control }),
};
