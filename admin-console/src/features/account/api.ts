import {
  apiRequest,
  confirmTotpEnrolment,
  disableTotp,
  getTotpStatus,
  startTotpEnrolment,
  type RequestFailure,
  type TDisableTotpRequest,
} from '@registrar/shared-api';

type OnFailure = (failure: RequestFailure) => void;

/** The signed-in user's TOTP second factor (server/src/modules/auth). */
export const accountApi = {
  status: (signal?: AbortSignal) => apiRequest(getTotpStatus, { signal }),
  start: () => apiRequest(startTotpEnrolment, {}),
  confirm: (code: string, onFailure: OnFailure) =>
    apiRequest(confirmTotpEnrolment, { body: { code }, onFailure }),
  disable: (body: TDisableTotpRequest, onFailure: OnFailure) =>
    apiRequest(disableTotp, { body, onFailure }),
};
