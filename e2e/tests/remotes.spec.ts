import { expect, test } from '../support/fixtures';
import { signInAsAdministrator } from '../support/admin';
import { server } from '../support/servers';

test.describe('remotes deployed on their own', () => {
  test('the applicant portal loads from another origin', async ({ page }) => {
    const { baseURL } = server('cross-origin');
    const remoteHost = server('remote-host').baseURL;
    const remoteRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${remoteHost}/`)) remoteRequests.push(r.url());
    });
    const remotes = await (await page.request.get(`${baseURL}/remotes.json`)).json();
    expect(JSON.stringify(remotes)).toContain(`${remoteHost}/mf-manifest.json`);
    await page.goto(baseURL);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /track/i }).first()).toBeVisible();
    expect(remoteRequests.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
    expect(remoteRequests.some((u) => u.endsWith('.js'))).toBe(true);
  });

  test('a dead remote shows a retryable error while the rest keeps working', async ({ page }) => {
    const { baseURL } = server('dead-remote');
    await page.goto(baseURL);
    await expect(page.getByRole('alert').filter({ hasText: /could not be loaded/i })).toBeVisible();
    await expect(page.getByRole('button', { name: /retry/i })).toBeVisible();
    // the header (shell) is still there
    await expect(page.getByRole('banner')).toBeVisible();
    // and the admin console, another remote, still works
    await page.goto(`${baseURL}/login`);
    await expect(page.getByLabel(/email/i)).toBeVisible();
    await expect(page.getByLabel(/password/i)).toBeVisible();
  });

  test('a signed-in officer whose console cannot load gets the header, the way home and Retry', async ({
    page,
  }) => {
    const { baseURL } = server('main');
    await signInAsAdministrator(page);
    // The console's files stop arriving (a failed deploy, a flaky network), then come back.
    const blocked = '**/remotes/admin-console/**';
    await page.route(blocked, (route) => route.abort('connectionfailed'));
    await page.goto(`${baseURL}/admin/overview`);
    const failure = page.getByRole('alert').filter({ hasText: /could not be loaded/i });
    await expect(failure).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    await expect(banner).toContainText(/Federal University/);
    await page.unroute(blocked);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});
