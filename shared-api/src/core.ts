/**
 * '@registrar/shared-api/core': the browser client and the shared Redux store without the contract
 * (zod). The shell's first load imports only this (zod is ~30 KB gzip); the contract
 * arrives with the first screen or call that needs it. '@registrar/shared-api' is this plus the
 * contract; both are Module Federation singletons provided by the shell, so they share one store
 * and one client configuration.
 */
// Before any zod schema exists on the page (see the module).
import './client/zod-jitless';

export * from './client';
// The tracking id's one formatter, without zod (the codec stays in the contract).
export { formatTrackingId, normalizeTrackingId } from './contracts/requests/tracking-id-text';
export {
  authSlice,
  completeTotpLogin,
  createAppStore,
  fetchCurrentUser,
  isLoginChallenge,
  login,
  logout,
  rootReducer,
  selectAuthStatus,
  selectAuthToken,
  selectAuthUser,
  selectIsSignedIn,
  signedOut,
  useAppDispatch,
  useAppSelector,
} from './store';
export type {
  AppDispatch,
  AppStore,
  AuthRejection,
  LoginRejection,
  SignedInSession,
  AuthState,
  AuthStatus,
  LazyLoadedSlices,
  RootState,
} from './store';
