import { type ComponentType, lazy } from 'react';

type PageModule = { default: ComponentType };

/**
 * A screen loaded on demand. `module` names its source (repo-relative, as the build's
 * ssr-assets.json keys it), so the server's first paint links the screen's stylesheets
 * (src/ssr.test.tsx checks it is the module `load` imports). `isServerRendered`: the server
 * sends the screen rendered (README "Server build"); only for screens whose first render does
 * not depend on what this browser stored (drafts, remembered payments), which the server cannot
 * know, and that show more than a loading state before their data arrives.
 */
function page(
  module: string,
  load: () => Promise<PageModule>,
  { isServerRendered = false }: { isServerRendered?: boolean } = {},
) {
  return { module: `applicant-portal/src/${module}.tsx`, load, Page: lazy(load), isServerRendered };
}

const serverRendered = { isServerRendered: true };

/**
 * Every public screen of spec §2 except /login (the admin console's), each loaded on demand.
 * Paths are relative (the shell mounts PortalApp at '/*'); '' is the index route (home).
 */
export const portalRoutes = [
  {
    path: '',
    ...page('features/home/home-page', () => import('../features/home/home-page'), serverRendered),
  },
  {
    path: 'track',
    ...page(
      'features/track/track-page',
      () => import('../features/track/track-page'),
      serverRendered,
    ),
  },
  {
    path: 'start-application',
    ...page(
      'features/start-application/start-application-page',
      () => import('../features/start-application/start-application-page'),
      serverRendered,
    ),
  },
  {
    path: 'apply/*',
    ...page('features/apply/apply-page', () => import('../features/apply/apply-page')),
  },
  {
    path: 'student-copy',
    ...page(
      'features/transcript-copies/student-copy-page',
      () => import('../features/transcript-copies/student-copy-page'),
    ),
  },
  {
    path: 'official-copy',
    ...page(
      'features/transcript-copies/official-copy-page',
      () => import('../features/transcript-copies/official-copy-page'),
    ),
  },
  {
    path: 'certificate-application',
    ...page(
      'features/certificates/certificate-application-page',
      () => import('../features/certificates/certificate-application-page'),
    ),
  },
  {
    path: 'other-payments/*',
    ...page(
      'features/other-payments/other-payments-page',
      () => import('../features/other-payments/other-payments-page'),
    ),
  },
  {
    path: 'ongoing-application',
    ...page(
      'features/ongoing-application/ongoing-application-page',
      () => import('../features/ongoing-application/ongoing-application-page'),
    ),
  },
  {
    path: 'my-applications',
    ...page(
      'features/my-applications/my-applications-page',
      () => import('../features/my-applications/my-applications-page'),
    ),
  },
  {
    path: 'track/:tracking_id/messages',
    ...page('features/messages/messages-page', () => import('../features/messages/messages-page')),
  },
  {
    path: 'messages',
    ...page('features/messages/messages-page', () => import('../features/messages/messages-page')),
  },
  {
    path: 'auth/tertiary-user',
    ...page(
      'features/tertiary-user/tertiary-user-page',
      () => import('../features/tertiary-user/tertiary-user-page'),
      serverRendered,
    ),
  },
  {
    path: 'payment-confirmation',
    ...page(
      'features/payments/payment-confirmation-page',
      () => import('../features/payments/payment-confirmation-page'),
    ),
  },
  {
    path: 'callback/platinum',
    ...page(
      'features/payments/payment-callback-page',
      () => import('../features/payments/payment-callback-page'),
    ),
  },
  {
    path: 'callback/:provider',
    ...page(
      'features/payments/payment-callback-page',
      () => import('../features/payments/payment-callback-page'),
    ),
  },
  {
    path: 'verify',
    ...page(
      'features/verify/verify-page',
      () => import('../features/verify/verify-page'),
      serverRendered,
    ),
  },
  {
    path: 'documents/:token',
    ...page(
      'features/documents/document-link-page',
      () => import('../features/documents/document-link-page'),
    ),
  },
  {
    path: 'verify/:code',
    ...page(
      'features/verify/verify-result-page',
      () => import('../features/verify/verify-result-page'),
    ),
  },
];
