export { apiFile, apiRequest, request } from './api-request';
export type {
  ApiFile,
  ApiRequestOptions,
  ApiResponse,
  RequestControl,
  RequestFailure,
  SuccessBody,
} from './api-request';
export { configureApi, resetApiConfig } from './config';
export { bytesOf } from './http';
export { fileNameOf } from './file-name';
export type { ApiOptions, ClientNotification, NotificationType, Notifier } from './config';
export { errorMessages, isAbortError, isUnauthorizedResponse } from './error-catalogue';
export type { ErrorOutcome } from './error-catalogue';
export { clientMessages, emailNotSentMessage } from './messages';
export type { ClientMessageKey } from './messages';
export { redirectStorage, storageKeys, tokenStorage } from './storage';
export type { KeyStorage } from './storage';
export { authApi } from './auth';
export { institutionApi } from './institution';
export * from './institution-time';
export * from './file-size';
