import { adminRoutes, publicRoutes, remoteForPath } from './routes';

describe('route table', () => {
  it('lists every public route once', () => {
    const paths = publicRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/track',
        '/login',
        '/callback/platinum',
        '/track/:tracking_id/messages',
      ]),
    );
  });

  it('lists the sixteen admin child routes under /admin', () => {
    expect(adminRoutes).toHaveLength(16);
    expect(adminRoutes.every((r) => r.path.startsWith('/admin/'))).toBe(true);
  });

  it.each([
    ['/', 'applicant_portal/PortalApp'],
    ['/track/AB12/messages', 'applicant_portal/PortalApp'],
    ['/administration', 'applicant_portal/PortalApp'],
    ['/login', 'admin_console/Login'],
    ['/admin', 'admin_console/AdminApp'],
    ['/admin/overview', 'admin_console/AdminApp'],
  ])('%s is rendered by %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('sends every listed route to a remote that owns it', () => {
    for (const { path } of publicRoutes)
      expect(remoteForPath(path)).not.toBe('admin_console/AdminApp');
    for (const { path } of adminRoutes) expect(remoteForPath(path)).toBe('admin_console/AdminApp');
  });
});
