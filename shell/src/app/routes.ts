/**
 * Every route of the product, in one place: which part of the product owns it. The shell mounts the
 * remotes at the patterns below (`shellMounts`); the remotes' nested <Routes> render the screens.
 * Tests and docs use the lists; keep them in step with applicant-portal and admin-console.
 */
export type RemoteId =
  'applicant_portal/PortalApp' | 'admin_console/AdminApp' | 'admin_console/Login';

export type RouteEntry = { path: string; screen: string };

/** Public routes: one website layout, all loaded on demand. */
export const publicRoutes: readonly RouteEntry[] = [
  { path: '/', screen: 'Home' },
  { path: '/track', screen: 'Track an application' },
  { path: '/start-application', screen: 'Start application' },
  { path: '/apply', screen: 'New application' },
  { path: '/login', screen: 'Login' },
  { path: '/student-copy', screen: 'Student copy' },
  { path: '/official-copy', screen: 'Official copy' },
  { path: '/certificate-application', screen: 'Certificate application' },
  { path: '/other-payments', screen: 'Other payments' },
  { path: '/ongoing-application', screen: 'Ongoing application' },
  { path: '/my-applications', screen: 'My applications' },
  { path: '/track/:tracking_id/messages', screen: 'Application messages' },
  { path: '/messages', screen: 'Application messages without a tracking id' },
  { path: '/auth/tertiary-user', screen: 'Tertiary user' },
  { path: '/payment-confirmation', screen: 'Payment confirmation' },
  { path: '/callback/platinum', screen: 'Payment provider return point' },
  { path: '/callback/:provider', screen: 'Payment provider return point' },
];

/** Admin area: behind the sign-in guard, with its own layout (no website header). */
export const adminRoutes: readonly RouteEntry[] = [
  { path: '/admin/overview', screen: 'Dashboard' },
  { path: '/admin/applications', screen: 'Transcript applications' },
  { path: '/admin/certificate-applications', screen: 'Certificate applications' },
  { path: '/admin/compose-message', screen: 'Compose message' },
  { path: '/admin/messages', screen: 'Messages' },
  { path: '/admin/transcript-rates', screen: 'Transcript rates' },
  { path: '/admin/manage-regions', screen: 'Regions' },
  { path: '/admin/courier-agents', screen: 'Courier services' },
  { path: '/admin/configurations', screen: 'Configuration (institution)' },
  { path: '/admin/graduate-copy', screen: 'Graduation copies' },
  { path: '/admin/graduate-certificate', screen: 'Graduation certificates' },
  { path: '/admin/certificate-templates', screen: 'Certificate templates' },
  { path: '/admin/application-types', screen: 'Application types' },
  { path: '/admin/payment-types', screen: 'Payment types' },
  { path: '/admin/payments', screen: 'Payments' },
  { path: '/admin/standalone-payments', screen: 'Standalone payments' },
];

/** Where the shell mounts each remote module (the remote renders nested routes below it). */
export const shellMounts = {
  login: { path: '/login', remote: 'admin_console/Login' },
  admin: { path: '/admin/*', remote: 'admin_console/AdminApp' },
  portal: { path: '/*', remote: 'applicant_portal/PortalApp' },
} as const satisfies Record<string, { path: string; remote: RemoteId }>;

/** Which remote renders a concrete path. */
export function remoteForPath(pathname: string): RemoteId {
  if (pathname === '/login') return shellMounts.login.remote;
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return shellMounts.admin.remote;
  return shellMounts.portal.remote;
}
