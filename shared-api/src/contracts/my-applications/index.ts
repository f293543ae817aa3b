/** "My applications": an applicant's own list, from any device, after a code sent to their email. */
import { listMyApplications } from './list-my-applications';
import {
  endMyApplicationsSession,
  sendMyApplicationsCode,
  verifyMyApplicationsCode,
} from './my-applications-code';

export * from './my-applications-code';
export * from './list-my-applications';

export const myApplicationsEndpoints = {
  sendMyApplicationsCode,
  verifyMyApplicationsCode,
  listMyApplications,
  endMyApplicationsSession,
} as const;
