/**
 * The API root for file transfers. shared-api's client keeps its `prefixUrl` private, so this
 * module holds the same value: '/api' (what the shell and the standalone bootstrap use). Tests that
 * point the client at a local server with `configureApi({ prefixUrl })` set it here too
 * (`setupTestApi` in ./testing does both). When shared-api exports its configured root, read it
 * from there instead and delete this module.
 */
let apiRoot = '/api';

export const setFileApiRoot = (root: string): void => {
  apiRoot = root.replace(/\/+$/, '');
};

export const resetFileApiRoot = (): void => {
  apiRoot = '/api';
};

/** `path` (e.g. '/payments/export' or 'payments/…/receipt') under the API root. */
export const apiUrl = (path: string): string => `${apiRoot}/${path.replace(/^\/+/, '')}`;
