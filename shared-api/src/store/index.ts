export { authSlice, signedOut } from './auth-slice';
export { selectAuthStatus, selectAuthToken, selectAuthUser, selectIsSignedIn } from './auth-slice';
export type { AuthState, AuthStatus } from './auth-slice';
export {
  completeTotpLogin,
  fetchCurrentUser,
  isLoginChallenge,
  login,
  logout,
} from './auth-thunks';
export type { AuthRejection, LoginRejection, SignedInSession } from './auth-thunks';
export { rootReducer } from './root-reducer';
export type { LazyLoadedSlices, RootState } from './root-reducer';
export { createAppStore } from './store';
export type { AppDispatch, AppStore } from './store';
export { useAppDispatch, useAppSelector } from './hooks';
