import { expect, keepScreenshot, test, waitForAnimations } from '../support/fixtures';
import { server } from '../support/servers';

test.describe('staff sign-in', () => {
  test('guard → login → overview → logout', async ({ page, pageErrors }) => {
    const main = server('main');
    expect(main.adminEmail, 'first-start banner names the admin email').toBeTruthy();
    expect(main.adminPassword, 'first-start banner prints a password').toBeTruthy();

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${main.baseURL}/admin/overview`);
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel(/email/i).fill(main.adminEmail ?? '');
    await page.getByLabel(/^password/i).fill('not-the-password');
    await page.getByRole('button', { name: /sign in|log in|login/i }).click();
    await expect(page.getByText(/credentials do not match/i).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel(/^password/i).fill(main.adminPassword ?? '');
    await page.getByRole('button', { name: /sign in|log in|login/i }).click();
    await expect(page).toHaveURL(/\/admin\/overview$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await keepScreenshot(page, 'admin-overview-desktop');

    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(
      page.getByRole('dialog').getByRole('link', { name: 'Dashboard' }),
    ).toBeInViewport();
    await waitForAnimations(page, 'the navigation drawer');
    await keepScreenshot(page, 'admin-overview-phone-drawer');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // a reload keeps the session (token stored, user refreshed)
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: /log ?out/i }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Logged out successfully.')).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('auth.token'));
    expect(token).toBeNull();

    // the revoked session cannot come back
    await page.goto(`${main.baseURL}/admin/overview`);
    await expect(page).toHaveURL(/\/login$/);
    expect(pageErrors).toEqual([]);
  });
});
