import { expect, keepScreenshot, test } from '../support/fixtures';
import { server } from '../support/servers';

/**
 * The server's first paint (server/src/ssr): public pages arrive rendered, show without any
 * script, and the browser takes the same HTML over (hydration) without rendering it again.
 */
const pages = [
  { path: '/', heading: null, lead: /Request transcripts and certificates/ },
  { path: '/track', heading: 'Track an application', lead: /Enter the reference/ },
  { path: '/start-application', heading: 'Start application', lead: /Enter your matric number/ },
] as const;

test.describe('first paint', () => {
  test('public pages show their content with JavaScript switched off', async ({
    browser,
    request,
  }) => {
    const { baseURL } = server('main');
    const institution = (await (await request.get(`${baseURL}/api/institution`)).json()) as {
      data: { theme: { primary: string; secondary: string } };
    };
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      for (const { path, heading, lead } of pages) {
        await page.goto(`${baseURL}${path}`);
        // nothing would hide the page loader: it is not shown without scripts
        await expect(page.locator('#page-loader')).toBeHidden();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByText(lead)).toBeVisible();
        if (heading)
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // styled by the linked stylesheets, not raw HTML: the header is laid out as a bar
        const headerHeight = await page
          .getByRole('banner')
          .evaluate((element) => element.getBoundingClientRect().height);
        expect([52, 72]).toContain(Math.round(headerHeight));
        // in the institution's colours, not the design tokens' defaults
        const colours = await page.evaluate(() => {
          const style = getComputedStyle(document.documentElement);
          return [
            style.getPropertyValue('--rg-color-primary').trim(),
            style.getPropertyValue('--rg-color-secondary').trim(),
          ];
        });
        expect(colours.map((colour) => colour.toLowerCase())).toEqual([
          institution.data.theme.primary.toLowerCase(),
          institution.data.theme.secondary.toLowerCase(),
        ]);
      }
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(`${baseURL}/`);
      await keepScreenshot(page, 'first-paint-home-no-js-phone');
    } finally {
      await context.close();
    }
  });

  test('the browser hydrates the server HTML: no mismatch, no second render, working links and forms', async ({
    page,
    pageErrors,
  }) => {
    const { baseURL } = server('main');
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    for (const { path, lead } of pages) {
      await page.goto(`${baseURL}${path}`);
      // mark the server's paragraph: a page rendered again in the browser would replace it
      await page
        .getByText(lead)
        .evaluate((element) => element.setAttribute('data-from-server', ''));
      // hydrated when the submit button (disabled in the server HTML) is enabled
      if (path !== '/')
        await expect(page.getByRole('button', { name: /Track|Continue/ })).toBeEnabled();
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(lead)).toHaveAttribute('data-from-server', '');
      // the application's scripts were requested only once the page had been painted
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        main: performance
          .getEntriesByType('resource')
          .find((entry) => /\/main\.\w+\.js$/.test(entry.name))?.startTime,
      }));
      expect(timing.paint).toBeDefined();
      expect(timing.main).toBeGreaterThanOrEqual(timing.paint!);
    }
    expect(consoleErrors).toEqual([]);

    // the client router has taken over: following a link does not load a new document
    await page.goto(`${baseURL}/`);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
    await page.getByRole('link', { name: 'Track application' }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Track an application' }),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same document',
    );
    // the form's handler runs (the reference goes to the URL), not the browser's own submission
    await page.getByLabel('Reference number').fill('NOPE-0000-0000');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page).toHaveURL(/\/track\?reference=NOPE-0000-0000$/);
    await expect(
      page.getByText('We could not find an application with this reference'),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same document',
    );
    expect(pageErrors).toEqual([]);
  });

  test('admin pages are not rendered by the server', async ({ request }) => {
    const { baseURL } = server('main');
    const response = await request.get(`${baseURL}/admin/overview`, {
      headers: { accept: 'text/html' },
    });
    expect(await response.text()).toMatch(/<div id=("?)root\1><\/div>/);
  });
});
