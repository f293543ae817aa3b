/**
 * `@registrar/shared-ui/router`: the part of react-router the apps use, shared by Module Federation
 * as one singleton (one router context for the shell and every remote). A shared module keeps all
 * its exports, so sharing react-router whole would put all of it (data routers, forms, fetchers,
 * SSR helpers: ~60 KB gzip) on the home page's first load; re-exporting only these names lets
 * webpack drop the rest.
 *
 * Rule: shipped app code imports react-router only from here (ESLint no-restricted-imports), and
 * this list is exactly what it imports (`npm run lint` runs scripts/check-vendor-exports.mjs).
 * A remote that needs another name adds it here, and the shell is deployed before that remote:
 * an older shell would hand the remote `undefined` for it. Tests may import react-router itself.
 */
export {
  BrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { NavigateFunction, RouteObject } from 'react-router';
