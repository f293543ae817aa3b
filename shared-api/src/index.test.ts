import * as api from './index';
import { login as loginEndpoint } from './contracts';

it('exports the contract, the client and the store from the package root', () => {
  const expected = [
    // contract
    'ZInstitution',
    'ZAuthUser',
    'ZErrorResponse',
    'getInstitution',
    'updateInstitution',
    'getAuthUser',
    'success',
    'endpoints',
    // client
    'configureApi',
    'apiRequest',
    'request',
    'tokenStorage',
    'redirectStorage',
    'errorMessages',
    'emailNotSentMessage',
    'authApi',
    'institutionApi',
    // store
    'rootReducer',
    'authSlice',
    'fetchCurrentUser',
    'login',
    'logout',
    'selectAuthUser',
    'selectIsSignedIn',
    'selectAuthStatus',
    'useAppDispatch',
    'useAppSelector',
    'createAppStore',
  ];
  expect(Object.keys(api)).toEqual(expect.arrayContaining(expected));
});

it('root login/logout are the thunks; the endpoint objects stay reachable', () => {
  expect(api.login.typePrefix).toBe('auth/login');
  expect(api.logout.typePrefix).toBe('auth/logout');
  expect(api.endpoints.login).toBe(loginEndpoint);
  expect(api.endpoints.logout.path).toBe('/auth/logout');
});
