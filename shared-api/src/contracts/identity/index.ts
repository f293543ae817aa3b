/** The identity contracts: proof that an applicant is the graduate, and staff identity checks. */
import { sendIdentityCode, verifyIdentityCode } from './identity-code';
import { decideIdentityCheck, listIdentityChecks, requestIdentityCheck } from './identity-check';
import { sendPhoneCode, verifyPhoneCode } from './phone-code';

export * from './identity-code';
export * from './identity-check';
export * from './phone-code';

export const identityEndpoints = {
  sendIdentityCode,
  verifyIdentityCode,
  requestIdentityCheck,
  listIdentityChecks,
  decideIdentityCheck,
  sendPhoneCode,
  verifyPhoneCode,
};
