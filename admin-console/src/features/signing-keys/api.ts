import { apiRequest, listSigningKeys, retireSigningKey } from '@registrar/shared-api';

/** The institution's signing keys (administrators). */
export const signingKeysApi = {
  list: (signal?: AbortSignal) => apiRequest(listSigningKeys, { signal }),
  retire: (fingerprint: string, reason: string) =>
    apiRequest(retireSigningKey, { params: { fingerprint }, body: { reason } }),
};
