import { lazy } from 'react';

/**
 * Every public screen of spec §2 except /login (the admin console's), each loaded on demand.
 * Paths are relative (the shell mounts PortalApp at '/*'); '' is the index route (home).
 */
export const portalRoutes = [
  { path: '', Page: lazy(() => import('../features/home/home-page')) },
  { path: 'track', Page: lazy(() => import('../features/track/track-page')) },
  {
    path: 'start-application',
    Page: lazy(() => import('../features/start-application/start-application-page')),
  },
  { path: 'apply/*', Page: lazy(() => import('../features/apply/apply-page')) },
  {
    path: 'student-copy',
    Page: lazy(() => import('../features/transcript-copies/student-copy-page')),
  },
  {
    path: 'official-copy',
    Page: lazy(() => import('../features/transcript-copies/official-copy-page')),
  },
  {
    path: 'certificate-application',
    Page: lazy(() => import('../features/certificates/certificate-application-page')),
  },
  {
    path: 'other-payments/*',
    Page: lazy(() => import('../features/other-payments/other-payments-page')),
  },
  {
    path: 'ongoing-application',
    Page: lazy(() => import('../features/ongoing-application/ongoing-application-page')),
  },
  {
    path: 'track/:tracking_id/messages',
    Page: lazy(() => import('../features/messages/messages-page')),
  },
  { path: 'messages', Page: lazy(() => import('../features/messages/messages-page')) },
  {
    path: 'auth/tertiary-user',
    Page: lazy(() => import('../features/tertiary-user/tertiary-user-page')),
  },
  {
    path: 'payment-confirmation',
    Page: lazy(() => import('../features/payments/payment-confirmation-page')),
  },
  {
    path: 'callback/platinum',
    Page: lazy(() => import('../features/payments/payment-callback-page')),
  },
  {
    path: 'callback/:provider',
    Page: lazy(() => import('../features/payments/payment-callback-page')),
  },
  { path: 'verify', Page: lazy(() => import('../features/verify/verify-page')) },
  { path: 'verify/:code', Page: lazy(() => import('../features/verify/verify-result-page')) },
];
