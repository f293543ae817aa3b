import { test as base, expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export const screenshotDir = path.join(__dirname, '..', 'artifacts', 'screenshots');

/** Keeps a named screenshot as a CI artifact (e2e/artifacts/screenshots). */
export const keepScreenshot = async (page: Page, name: string): Promise<void> => {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
};

/**
 * Fails the test on any uncaught page error or console error the test did not expect, so a
 * broken bundle cannot pass silently.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };
