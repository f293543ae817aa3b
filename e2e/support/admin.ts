import type { Page } from '@playwright/test';
import { expect, waitForAnimations } from './fixtures';
import { server } from './servers';

/** Signs in on `main`'s login page as its first administrator, as a person would. */
export async function signInAsAdministrator(page: Page): Promise<void> {
  const main = server('main');
  await page.goto(`${main.baseURL}/login`);
  await page.getByLabel(/email/i).fill(main.adminEmail ?? '');
  await page.getByLabel(/^password/i).fill(main.adminPassword ?? '');
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);
}

/** The admin screen has rendered its data and finished its transitions. */
export async function settleAdminScreen(page: Page): Promise<void> {
  await expect(page.locator('#page-loader')).toHaveCount(0);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await waitForAnimations(page, page.url());
}
