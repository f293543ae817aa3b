import { createAsyncThunk } from '@registrar/shared-ui/redux-toolkit';
import type { TAuthUser, TLoginChallenge, TLoginRequest, TLoginTotpRequest } from '../contracts';
import { apiRequest } from '../client/api-request';
import { authApi } from '../client/auth';
import { getApiConfig } from '../client/config';
import { clientMessages } from '../client/messages';
import { redirectStorage, tokenStorage } from '../client/storage';

import type { RequestFailure } from '../client/api-request';

/** Why a thunk was rejected; the user has already been notified where that makes sense. */
export type AuthRejection = 'no-token' | 'failed';

/** A failed login: the server's message and field errors (e.g. errors.email), for the form. */
export interface LoginRejection {
  reason: 'failed';
  failure: RequestFailure;
}

/**
 * Refreshes the signed-in user (spec §2 guard). Without a stored token it does not call the server.
 * Any failure removes the stored token (spec §4).
 */
export const fetchCurrentUser = createAsyncThunk<TAuthUser, void, { rejectValue: AuthRejection }>(
  'auth/fetchCurrentUser',
  async (_, { rejectWithValue }) => {
    if (!tokenStorage.get()) return rejectWithValue('no-token');
    const response = await authApi.user();
    if (response === false) {
      tokenStorage.clear();
      return rejectWithValue('failed');
    }
    return response.data;
  },
);

/** A signed-in session: the token (already stored) and its user. */
export interface SignedInSession {
  token: string;
  user: TAuthUser;
}

/**
 * Signs in; on success the token is stored (spec §4). The caller navigates to /admin/overview.
 * A user with a TOTP second factor gets a challenge instead (no token yet): the caller asks for
 * the code and dispatches `completeTotpLogin`.
 */
export const login = createAsyncThunk<
  SignedInSession | TLoginChallenge,
  TLoginRequest,
  { rejectValue: LoginRejection }
>('auth/login', async (payload, { rejectWithValue }) => {
  let failure: RequestFailure = {};
  const response = await authApi.login(payload, { onFailure: (f) => (failure = f) });
  if (response === false) return rejectWithValue({ reason: 'failed', failure });
  if ('totp_required' in response.data) return response.data;
  tokenStorage.set(response.data.token);
  return response.data;
});

/** Whether a login result is a TOTP challenge rather than a session. */
export const isLoginChallenge = (
  result: SignedInSession | TLoginChallenge,
): result is TLoginChallenge => 'totp_required' in result;

/** The second sign-in step: the challenge and a TOTP code or a recovery code; stores the token. */
export const completeTotpLogin = createAsyncThunk<
  SignedInSession,
  TLoginTotpRequest,
  { rejectValue: LoginRejection }
>('auth/completeTotpLogin', async (payload, { rejectWithValue }) => {
  let failure: RequestFailure = {};
  // The contract loads with the first use (see client/auth.ts).
  const { loginTotp } = await import('../contracts');
  const response = await apiRequest(loginTotp, {
    body: payload,
    onFailure: (f) => (failure = f),
  });
  if (response === false) return rejectWithValue({ reason: 'failed', failure });
  tokenStorage.set(response.data.token);
  return response.data;
});

/**
 * Spec §4 logout. Resolves to the path the caller should navigate to: the stored redirect URL if
 * there was one, else '/login'. The server revoke is best effort and silent: the local sign-out
 * happens whatever it answers, so the user never sees an error and a success at once.
 */
export const logout = createAsyncThunk<string, void>('auth/logout', async () => {
  if (!tokenStorage.get()) return '/login';
  await authApi.logout({ isSilent: true });
  const target = redirectStorage.get() || '/login';
  tokenStorage.clear();
  redirectStorage.clear();
  getApiConfig().notifier({ type: 'success', message: clientMessages.loggedOut });
  return target;
});
