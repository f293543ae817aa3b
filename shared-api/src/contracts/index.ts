/**
 * The contract: zod schemas and types of every endpoint. Imported by the server (validation and
 * serialisation) and by the client (response parsing). Zod only: no browser or server code here.
 */
import './common/zod-config';
export * from './common/envelope';
export * from './common/idempotency';
export * from './common/messages';
export * from './requests/request';
export * from './requests/status';
export * from './requests/expected-completion';
export * from './requests/tracking-id';
export * from './requests/any-request';
export * from './auth/auth-user';
export * from './auth/login';
export * from './auth/get-auth-user';
export * from './auth/logout';
export * from './auth/login-totp';
export * from './auth/totp';
export * from './institution/get-institution';
export * from './institution/time-zone';
export * from './institution/update-institution';
export * from './institution/upload-institution-asset';
export * from './institution/get-institution-asset';
export * from './rates/transcript-rate';
export * from './rates/delivery-rate';
export * from './reference-data/reference-data';
export * from './reference-data/get-application-data';
export * from './graduates/check-matric-number';

export * from './settings';
export * from './applications';
export * from './records';
export * from './identity';
export * from './my-applications';
export * from './payments';
export * from './documents';
export * from './records-sync';

import { installContractMessages } from './common/messages';
import { applicationsEndpoints } from './applications';
import { recordsEndpoints } from './records';
import { paymentsEndpoints } from './payments';
import { documentsEndpoints } from './documents';
import { recordsSyncEndpoints } from './records-sync';
import { identityEndpoints } from './identity';
import { myApplicationsEndpoints } from './my-applications';
import { settingsEndpoints } from './settings';
import { getAuthUser } from './auth/get-auth-user';
import { login } from './auth/login';
import { logout } from './auth/logout';
import { loginTotp } from './auth/login-totp';
import { confirmTotpEnrolment, disableTotp, getTotpStatus, startTotpEnrolment } from './auth/totp';
import { getInstitution } from './institution/get-institution';
import { updateInstitution } from './institution/update-institution';
import { uploadInstitutionAsset } from './institution/upload-institution-asset';
import { getInstitutionAsset } from './institution/get-institution-asset';
import { getApplicationData } from './reference-data/get-application-data';
import { checkMatricNumber } from './graduates/check-matric-number';

installContractMessages();

/** Every endpoint, so the server can prove each route has a shared schema. */
export const endpoints = {
  login,
  getAuthUser,
  logout,
  loginTotp,
  getTotpStatus,
  startTotpEnrolment,
  confirmTotpEnrolment,
  disableTotp,
  getInstitution,
  updateInstitution,
  uploadInstitutionAsset,
  getInstitutionAsset,
  getApplicationData,
  checkMatricNumber,
  ...settingsEndpoints,
  ...applicationsEndpoints,
  ...recordsEndpoints,
  ...paymentsEndpoints,
  ...documentsEndpoints,
  ...identityEndpoints,
  ...myApplicationsEndpoints,
  ...recordsSyncEndpoints,
} as const;
