/**
 * @registrar/shared-api: the contract (zod schemas, also at '@registrar/shared-api/contracts'),
 * the browser client and the shared Redux store.
 *
 * Name clash on purpose: the contract's `login` / `logout` endpoint objects are shadowed here by the
 * store thunks of the same names (an explicit export wins over `export *`). Use `endpoints.login` /
 * `endpoints.logout` or the '/contracts' entry for the endpoint objects.
 */
export * from './contracts';
export * from './client';
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
