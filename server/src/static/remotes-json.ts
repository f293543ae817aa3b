/** Where this server hosts the portal's manifest (plugins/static.ts). */
export const HOSTED_PORTAL_MANIFEST = '/remotes/applicant-portal/mf-manifest.json';

export interface RemoteUrls {
  applicantPortalUrl?: string;
  adminConsoleUrl?: string;
}

/**
 * Where the shell finds each remote: the full URL of its mf-manifest.json from the environment
 * (a remote deployed on its own origin), else the copy this server hosts (root-relative; the
 * shell resolves it against location.origin).
 */
export const remotesJson = (urls: RemoteUrls) => ({
  remotes: [
    {
      name: 'applicant_portal',
      entry: urls.applicantPortalUrl ?? HOSTED_PORTAL_MANIFEST,
    },
    {
      name: 'admin_console',
      entry: urls.adminConsoleUrl ?? '/remotes/admin-console/mf-manifest.json',
    },
  ],
});
