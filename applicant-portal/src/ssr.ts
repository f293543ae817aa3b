/**
 * The portal's server entry (README "First paint"): built for Node by tools/webpack
 * (createServerRenderConfig, `sharedFromHost`) into applicant-portal/dist-ssr/portal.js. The
 * server renders PortalApp inside the shell's server render; React, the router, the store and the
 * workspace libraries come from the shell's build, as Module Federation shares them in the browser.
 */
import { matchRoutes, type RouteObject } from '@registrar/shared-ui/router';
import { portalRoutes } from './app/portal-routes';

export { default as PortalApp } from './app/portal-app';

/** The exposed module: its chunk group holds the portal's own layout CSS. */
const EXPOSED_MODULE = 'applicant-portal/src/app/portal-app.tsx';

const routeObjects: RouteObject[] = [
  {
    path: '/',
    children: portalRoutes.map((route) =>
      route.path ? { path: route.path, id: route.module } : { index: true, id: route.module },
    ),
  },
];

/**
 * Modules (ssr-assets.json keys) whose chunk groups the browser loads to show `pathname`: the
 * exposed PortalApp and the matched screen (none for a path no screen matches: Page not found).
 * Null for a screen the server does not render (its first render depends on browser storage).
 */
export function modulesFor(pathname: string): string[] | null {
  const matches = matchRoutes(routeObjects, pathname) ?? [];
  const id = matches.at(-1)?.route.id;
  if (!id) return [EXPOSED_MODULE];
  const screen = portalRoutes.find((route) => route.module === id);
  return screen?.isServerRendered ? [EXPOSED_MODULE, id] : null;
}
