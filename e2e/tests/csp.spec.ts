import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { server } from '../support/servers';

/**
 * Issue 8: the strict Content-Security-Policy (server/src/plugins/security-headers.ts) breaks
 * nothing. Every public route, the main admin routes, a portal loaded from another origin and
 * the API docs load in Chromium; any CSP violation (a `securitypolicyviolation` event or a CSP
 * console error) fails the test with the blocked URL and directive.
 */

const publicRoutes = [
  '/',
  '/track',
  '/start-application',
  '/apply',
  '/student-copy',
  '/official-copy',
  '/certificate-application',
  '/other-payments',
  '/ongoing-application',
  '/messages',
  '/auth/tertiary-user',
  '/payment-confirmation',
  '/verify',
  '/login',
];

const adminRoutes = [
  '/admin/overview',
  '/admin/applications',
  '/admin/certificate-applications',
  '/admin/messages',
  '/admin/application-types',
  '/admin/transcript-rates',
  '/admin/payment-types',
  '/admin/certificate-templates',
  '/admin/configurations',
  '/admin/courier-agents',
  '/admin/graduate-copy',
  '/admin/graduate-certificate',
  '/admin/payments',
  '/admin/mail',
  '/admin/staff-users',
];

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Records violations from the first script on, before the app's own code runs. */
const watchCsp = async (page: Page): Promise<string[]> => {
  const consoleViolations: string[] = [];
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) {
      consoleViolations.push(message.text());
    }
  });
  return consoleViolations;
};

const visit = async (page: Page, url: string): Promise<string[]> => {
  const response = await page.goto(url);
  expect(response?.headers()['content-security-policy'], `CSP header on ${url}`).toContain(
    "object-src 'none'",
  );
  await page.waitForLoadState('networkidle');
  // Something from a remote is on screen: the app really ran under the policy.
  await expect(page.locator('main, h1, h2').first()).toBeVisible();
  return page.evaluate(() => window.cspViolations.map((v) => `${location.pathname}: ${v}`));
};

test.describe('Content-Security-Policy', () => {
  test('no violation on any public route', async ({ page, pageErrors }) => {
    const main = server('main');
    const consoleViolations = await watchCsp(page);
    const violations: string[] = [];
    for (const route of publicRoutes) violations.push(...(await visit(page, main.baseURL + route)));
    expect([...violations, ...consoleViolations]).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('no violation on the admin routes, signed in', async ({ page, pageErrors }) => {
    const main = server('main');
    const consoleViolations = await watchCsp(page);
    await page.goto(`${main.baseURL}/login`);
    await page.getByLabel(/email/i).fill(main.adminEmail ?? '');
    await page.getByLabel(/^password/i).fill(main.adminPassword ?? '');
    await page.getByRole('button', { name: /sign in|log in|login/i }).click();
    await expect(page).toHaveURL(/\/admin\/overview$/);
    const violations: string[] = [];
    for (const route of adminRoutes) violations.push(...(await visit(page, main.baseURL + route)));
    expect([...violations, ...consoleViolations]).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('a portal served from another origin is allowed by the policy', async ({
    page,
    pageErrors,
  }) => {
    const crossOrigin = server('cross-origin');
    const remoteHost = server('remote-host');
    const consoleViolations = await watchCsp(page);
    const response = await page.goto(`${crossOrigin.baseURL}/track`);
    expect(response?.headers()['content-security-policy']).toContain(
      `script-src 'self' ${remoteHost.baseURL}`,
    );
    const violations = await visit(page, `${crossOrigin.baseURL}/track`);
    expect([...violations, ...consoleViolations]).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('Swagger UI at /api/docs works under its own policy', async ({ page }) => {
    const main = server('main');
    const consoleViolations = await watchCsp(page);
    const response = await page.goto(`${main.baseURL}/api/docs/`);
    expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval');
    await expect(page.getByText('Registrar API').first()).toBeVisible();
    const violations = await page.evaluate(() => window.cspViolations);
    expect([...violations, ...consoleViolations]).toEqual([]);
  });
});
