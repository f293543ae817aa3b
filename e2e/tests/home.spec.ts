import { expect, keepScreenshot, test } from '../support/fixtures';
import { server } from '../support/servers';

test.describe('public home', () => {
  test('renders with the institution branding at phone and desktop widths', async ({
    page,
    pageErrors,
    request,
  }) => {
    const { baseURL } = server('main');
    const institution = (await (await request.get(`${baseURL}/api/institution`)).json()) as {
      data: { name: string; theme: { primary: string } };
    };

    for (const [label, size] of [
      ['phone', { width: 360, height: 780 }],
      ['desktop', { width: 1366, height: 900 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto(baseURL);
      await expect(
        page.getByRole('heading', { level: 1, name: institution.data.name }),
      ).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('link', { name: /track/i }).first()).toBeVisible();
      // the page loader goes away on its own (2000 ms + 300 ms)
      await expect(page.locator('#page-loader')).toHaveCount(0);
      const primary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--rg-color-primary').trim(),
      );
      expect(primary.toLowerCase()).toBe(institution.data.theme.primary.toLowerCase());
      await keepScreenshot(page, `home-${label}`);
    }
    expect(pageErrors).toEqual([]);
  });

  test('loads React exactly once across the shell and the remote', async ({ page }) => {
    const { baseURL } = server('main');
    // Every script body is read before the checks: a listener that pushes after its own await can
    // finish after networkidle, and a large chunk (React DOM) was seen missing that way in CI.
    const reads: Promise<{ url: string; body: string } | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      reads.push(
        response.text().then(
          (body) => ({ url: response.url(), body }),
          () => null, // redirects and aborted responses have no body
        ),
      );
    });
    // The heading is in the server's HTML and the application's scripts are requested only after
    // the first paint, so neither the heading nor networkidle says they have loaded. React DOM has
    // run once the root container carries its root, and the portal once its exposed module (as a
    // script, not the server HTML's preload hint) has arrived.
    const portalLoaded = page.waitForResponse(
      (response) =>
        response.request().resourceType() === 'script' &&
        response.url().includes('/remotes/applicant-portal/__federation_expose_PortalApp'),
    );
    await page.goto(baseURL);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    });
    await portalLoaded;
    await page.waitForLoadState('networkidle');
    const bodies = (await Promise.all(reads)).filter((b) => b !== null);
    const reactDom = bodies.filter((b) => /rendererPackageName:\s*"react-dom"/.test(b.body));
    const react = bodies.filter((b) =>
      /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=/.test(b.body),
    );
    expect(reactDom.map((b) => b.url)).toHaveLength(1);
    expect(react.map((b) => b.url)).toHaveLength(1);
    // the portal's code did come from the remote
    expect(bodies.some((b) => b.url.includes('/remotes/applicant-portal/'))).toBe(true);
  });

  test('collapses repeated slashes and shows Back to Home away from home', async ({ page }) => {
    const { baseURL } = server('main');
    await page.goto(`${baseURL}//track`);
    await expect(page).toHaveURL(`${baseURL}/track`);
    await page
      .getByRole('link', { name: 'Back to Home' })
      .or(page.getByRole('button', { name: 'Back to Home' }))
      .click();
    await expect(page).toHaveURL(`${baseURL}/`);
  });
});
