import { createSlice } from '@registrar/shared-ui/redux-toolkit';
import type { TAuthUser } from '../contracts';
import { tokenStorage } from '../client/storage';
import { completeTotpLogin, fetchCurrentUser, login, logout } from './auth-thunks';

export type AuthStatus = 'idle' | 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  token: string | null;
  user: TAuthUser | null;
  status: AuthStatus;
}

/** Read when the store is created, so a reload keeps the stored token (spec §4, §9). */
const initialAuthState = (): AuthState => {
  const token = tokenStorage.get();
  return { token, user: null, status: token ? 'idle' : 'signed-out' };
};

const signOut = (state: AuthState): void => {
  state.token = null;
  state.user = null;
  state.status = 'signed-out';
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** For the client's onUnauthorized: the token is already gone from storage. */
    signedOut: signOut,
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchCurrentUser.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchCurrentUser.fulfilled, (state, { payload }) => {
        state.user = payload;
        state.token = tokenStorage.get();
        state.status = 'signed-in';
      })
      .addCase(fetchCurrentUser.rejected, signOut)
      .addCase(login.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(login.fulfilled, (state, { payload }) => {
        if ('totp_required' in payload) {
          // Password accepted, second factor still to come: not signed in yet.
          state.status = state.user ? 'signed-in' : 'signed-out';
          return;
        }
        state.token = payload.token;
        state.user = payload.user;
        state.status = 'signed-in';
      })
      .addCase(login.rejected, (state) => {
        state.status = state.user ? 'signed-in' : 'signed-out';
      })
      .addCase(completeTotpLogin.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(completeTotpLogin.fulfilled, (state, { payload }) => {
        state.token = payload.token;
        state.user = payload.user;
        state.status = 'signed-in';
      })
      .addCase(completeTotpLogin.rejected, (state) => {
        state.status = state.user ? 'signed-in' : 'signed-out';
      })
      .addCase(logout.fulfilled, signOut);
  },
  selectors: {
    selectAuthUser: (state) => state.user,
    selectAuthToken: (state) => state.token,
    selectAuthStatus: (state) => state.status,
    /** Spec §4: no token means signed out; a token counts once its user is loaded. */
    selectIsSignedIn: (state) => state.token !== null && state.user !== null,
  },
});

export const { signedOut } = authSlice.actions;
export const { selectAuthUser, selectAuthToken, selectAuthStatus, selectIsSignedIn } =
  authSlice.selectors;
