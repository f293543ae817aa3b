/**
 * The API root the shared-api client uses by default ('/api' on the shell's origin, where the
 * portal's pages run). Receipts are plain links (a PDF download), so they are not fetched through
 * the client; `receipt_path` is a path under this root.
 */
export const API_ROOT = '/api';

export const apiUrl = (path: string): string => `${API_ROOT}${path}`;
