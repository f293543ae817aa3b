import {
  apiRequest,
  confirmTotpEnrolment,
  disableTotp,
  getTotpStatus,
  startTotpEnrolment,
  type TDisableTotpRequest,
} from '@registrar/shared-api';
import type { OnFailure } from '../../components/form-errors';

/** The signed-in user's TOTP second factor (server/src/modules/auth). */
export const accountApi = {
  status: (signal?: AbortSignal) => apiRequest(getTotpStatus, { signal }),
  start: () => apiRequest(startTotpEnrolment, {}),
  confirm: (code: string, onFailure: OnFailure) =>
    apiRequest(confirmTotpEnrolment, { body: { code }, onFailure }),
  disable: (body: TDisableTotpRequest, onFailure: OnFailure) =>
    apiRequest(disableTotp, { body, onFailure }),
};
