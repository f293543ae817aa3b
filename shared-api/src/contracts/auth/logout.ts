import { defineEndpoint, ZMessageResponse } from '../common/envelope';

export const logout = defineEndpoint({
  method: 'POST',
  path: '/auth/logout',
  summary: 'Revoke the bearer token on the server',
  auth: true,
  response: ZMessageResponse,
});
