import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@registrar/shared-ui/router';

/** '//track///x' → '/track/x'. */
export const collapseSlashes = (pathname: string) => pathname.replace(/\/{2,}/g, '/');

/**
 * A path with repeated slashes is redirected, replacing the history entry, to its
 * single-slash form; the query string and hash are kept.
 */
export function CollapseSlashes({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const collapsed = collapseSlashes(pathname);
  if (collapsed !== pathname)
    return <Navigate replace to={{ pathname: collapsed, search, hash }} />;
  return <>{children}</>;
}
