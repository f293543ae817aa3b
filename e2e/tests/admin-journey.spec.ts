import type { Page } from '@playwright/test';
import { expect, keepScreenshot, test } from '../support/fixtures';
import { proveIdentityInPortal } from '../support/identity';
import { initializePayment, submitHardCopyApplication } from '../support/seed';
import { server } from '../support/servers';

/**
 * A registry office runs on the admin console. One journey, in order:
 * an applicant pays → staff find it, process and dispatch it with a waybill → the tracking page
 * shows it; a missing rate combination is added and the portal prices it (its quote, and an
 * applicant's check-answers screen); the theme colour changes and the shell shows it after a
 * reload (admin and public pages); a registry officer cannot open payments.
 */

const naira = (kobo: number) =>
  `₦${(kobo / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const signIn = async (page: Page, email: string, password: string) => {
  await page.goto(`${server('main').baseURL}/login`);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
};

const signOut = async (page: Page) => {
  await page.getByRole('button', { name: /log ?out/i }).click();
  await expect(page).toHaveURL(/\/login$/);
};

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

test.describe('admin journey', () => {
  test('paid → processing → dispatched → tracked; rate added → quoted; theme; roles', async ({
    page,
    pageErrors,
    request,
  }) => {
    const main = server('main');
    const { baseURL } = main;
    const adminEmail = main.adminEmail ?? '';
    const adminPassword = main.adminPassword ?? '';

    // Other journeys pay on this server too (one worker, so nothing pays meanwhile): the
    // dashboard's revenue today must grow by exactly this application's total.
    const revenueToday = async () => {
      const login = await request.post(`${baseURL}/api/auth/login`, {
        data: { email: adminEmail, password: adminPassword },
      });
      const { token } = ((await login.json()) as { data: { token: string } }).data;
      const dashboard = await request.get(`${baseURL}/api/dashboard`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await request.post(`${baseURL}/api/auth/logout`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await dashboard.json()) as { data: { revenue: { today: number } } }).data.revenue
        .today;
    };
    const revenueBefore = await revenueToday();

    // 1. An applicant applies and pays at the local test checkout.
    const application = await submitHardCopyApplication(request, baseURL, {
      matric: 'FUTD/12/0003',
      email: 'journey.applicant@example.com',
    });
    const reference = application.tracking_id;
    const { checkout_url: checkoutUrl } = await initializePayment(
      request,
      baseURL,
      application.tracking_id,
    );
    // Open the checkout on this server by its path (checkout_url is built from PUBLIC_URL) and
    // check the credit through the public tracking API; the return page is apply.spec's part.
    const checkout = new URL(checkoutUrl, baseURL);
    await page.goto(`${baseURL}${checkout.pathname}${checkout.search}`);
    await page.getByRole('button', { name: `Pay ${naira(application.total)} (test)` }).click();
    await expect
      .poll(async () => {
        const tracked = await request.get(
          `${baseURL}/api/applications/track/${application.tracking_id}`,
        );
        return ((await tracked.json()) as { data?: { status?: string } }).data?.status;
      })
      .toBe('paid');

    // 2. Staff sign in, find it on the dashboard's lists and move it along.
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, adminEmail, adminPassword);
    await expect(page.getByRole('region', { name: 'Revenue' })).toContainText(
      naira(revenueBefore + application.total),
    );
    await expect(page.getByRole('img', { name: /Requests per day/ })).toBeVisible();
    await keepScreenshot(page, 'admin-dashboard-desktop');

    await sidebar(page).getByRole('button', { name: 'Applications' }).click();
    await sidebar(page).getByRole('link', { name: 'Transcript Applications' }).click();
    await page.getByRole('searchbox', { name: /Search/ }).fill(reference);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText('1 application', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: reference }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Application ${reference}` }),
    ).toBeVisible();
    await expect(page.getByText(/^Status:/)).toContainText('Paid');

    const changeStatus = page.getByRole('region', { name: 'Change status' });
    await changeStatus.getByRole('combobox', { name: 'New status' }).selectOption('processing');
    await changeStatus.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByText(/^Status:/)).toContainText('Processing');

    // The receiver was typed in by the applicant: staff confirm it before it is dispatched.
    const checks = page.getByRole('region', { name: 'Receivers to confirm' });
    await checks.getByRole('button', { name: 'Confirm receiver of copy 1' }).click();
    const confirmDialog = page.getByRole('dialog', { name: 'Confirm the receiver of copy 1?' });
    await confirmDialog
      .getByRole('textbox', { name: /How did you check it/ })
      .fill('Phoned the admissions office');
    await confirmDialog.getByRole('button', { name: 'Confirm receiver' }).click();
    await expect(checks).toHaveCount(0);

    await changeStatus.getByRole('combobox', { name: 'New status' }).selectOption('dispatched');
    await changeStatus.getByRole('textbox', { name: 'Courier name' }).fill('GIG Logistics');
    await changeStatus.getByRole('textbox', { name: 'Waybill number' }).fill('GIG-778899');
    await changeStatus.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByText(/^Status:/)).toContainText('Dispatched');
    await keepScreenshot(page, 'admin-application-dispatched-desktop');

    // 3. The applicant's tracking page shows it.
    const applicant = await page.context().browser()!.newPage();
    await applicant.goto(`${baseURL}/track`);
    await applicant.getByRole('textbox', { name: /Reference number/ }).fill(reference);
    await applicant.getByRole('button', { name: 'Track' }).click();
    await expect(
      applicant.getByRole('status').filter({ hasText: 'Status: Dispatched' }),
    ).toBeVisible();
    await expect(applicant.getByText('GIG-778899')).toBeVisible();
    await applicant.close();

    // 4. A missing rate combination is added; the portal's quote prices it.
    const token = await page.evaluate(() => localStorage.getItem('auth.token'));
    const purpose = `Scholarship ${String(Date.now()).slice(-6)}`;
    const created = await request.post(`${baseURL}/api/application-types`, {
      data: { name: purpose, description: 'New this year' },
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    expect(created.status(), await created.text()).toBe(200);
    const copy = { purpose, type: 'official', format: 'soft_copy', recipient_email: 'a@b.example' };
    const before = await request.post(`${baseURL}/api/applications/quote`, {
      data: { copies: [copy] },
    });
    expect(before.status(), 'an unpriced combination is refused, not charged ₦0').toBe(422);

    await sidebar(page).getByRole('button', { name: 'Settings' }).click();
    await sidebar(page).getByRole('link', { name: 'Transcript Rates' }).click();
    await page.getByRole('button', { name: `Add rate for ${purpose}, official` }).click();
    const form = page.getByRole('region', { name: /rate/i }).filter({
      has: page.getByRole('textbox', { name: 'Purpose' }),
    });
    await expect(form.getByRole('textbox', { name: 'Purpose' })).toHaveValue(purpose);
    await form.getByRole('textbox', { name: /Soft copy price/ }).fill('7,500.00');
    await form.getByRole('textbox', { name: /Hard copy price/ }).fill('12000');
    await form.getByRole('button', { name: 'Add rate', exact: true }).click();
    await expect(page.getByText('New Rate Added')).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Add rate for ${purpose}, official` }),
    ).toHaveCount(0);
    const after = await request.post(`${baseURL}/api/applications/quote`, {
      data: { copies: [copy] },
    });
    expect(after.status()).toBe(200);
    expect(((await after.json()) as { data: { transcript_fee: number } }).data.transcript_fee).toBe(
      750_000,
    );
    // …and an applicant sees it priced on the portal's own screens.
    const pricing = await page.context().browser()!.newPage();
    await pricing.goto(`${baseURL}/start-application`);
    await pricing.getByRole('textbox', { name: /Matric number/ }).fill('FUTD/16/0007');
    await pricing.getByRole('textbox', { name: /Email address/ }).fill('rate.check@example.org');
    await pricing.getByRole('button', { name: 'Continue' }).click();
    await proveIdentityInPortal(pricing, 'FUTD/16/0007');
    await pricing.getByRole('button', { name: 'Yes, continue' }).click();
    await pricing.getByRole('link', { name: 'Add a copy' }).click();
    await pricing.getByLabel('What is the transcript for?').selectOption({ label: purpose });
    await pricing.getByRole('radio', { name: 'Official copy' }).check();
    await pricing.getByRole('radio', { name: 'Soft copy' }).check();
    await pricing.getByRole('textbox', { name: /Recipient email/ }).fill('hr@example.org');
    await pricing.getByRole('button', { name: 'Add this copy' }).click();
    await pricing.getByRole('link', { name: 'Continue' }).click();
    await expect(
      pricing.getByRole('table', { name: 'Fees', exact: true }).getByRole('row', { name: /Total/ }),
    ).toContainText('₦7,500.00');
    await pricing.close();

    // 5. The theme colour changes; the shell shows it after a reload.
    await sidebar(page).getByRole('link', { name: 'Configuration (Institution)' }).click();
    const primary = page.getByRole('textbox', { name: 'Primary colour (hex)' });
    const original = await primary.inputValue();
    await primary.fill('#7a1f5c');
    await page.getByRole('button', { name: 'Save configuration' }).click();
    await expect(page.getByText('Configuration Saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /Configuration/ })).toBeVisible();
    const themed = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--rg-color-primary').trim(),
    );
    expect(themed.toLowerCase()).toBe('#7a1f5c');
    await keepScreenshot(page, 'admin-configuration-themed-desktop');
    // …and so does the public portal, rendered by the server in the new colour.
    const portal = await page.context().browser()!.newPage();
    await portal.goto(baseURL);
    await expect(portal.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      (
        await portal.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--rg-color-primary'),
        )
      )
        .trim()
        .toLowerCase(),
    ).toBe('#7a1f5c');
    await portal.close();
    // Put the demo colour back for the other journeys.
    await page.getByRole('textbox', { name: 'Primary colour (hex)' }).fill(original);
    await page.getByRole('button', { name: 'Save configuration' }).click();
    await expect(page.getByText('Configuration Saved').first()).toBeVisible();

    // 6. A registry officer, added on Staff Users, cannot open payments.
    await sidebar(page).getByRole('link', { name: 'Staff Users' }).click();
    await page.getByRole('button', { name: 'Add a staff user' }).click();
    const staffForm = page.getByRole('region', { name: 'Add a staff user' });
    const officerEmail = `officer${String(Date.now()).slice(-6)}@registrar.test`;
    await staffForm.getByLabel('Full name').fill('Obi Officer');
    await staffForm.getByLabel(/Username/).fill(`obi${String(Date.now()).slice(-6)}`);
    await staffForm.getByLabel('Email').fill(officerEmail);
    await staffForm.getByLabel('Role').selectOption('registry_officer');
    await staffForm.getByLabel(/Initial password/).fill('officer-password-1');
    await staffForm.getByRole('button', { name: 'Add staff user' }).click();
    await expect(page.getByText('Staff user created')).toBeVisible();
    await signOut(page);

    await signIn(page, officerEmail, 'officer-password-1');
    for (const button of await sidebar(page).getByRole('button').all()) {
      if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
    }
    await expect(
      sidebar(page).getByRole('link', { name: 'Transcript Applications' }),
    ).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Payments' })).toHaveCount(0);
    await expect(sidebar(page).getByRole('link', { name: 'Staff Users' })).toHaveCount(0);
    await keepScreenshot(page, 'admin-registry-officer-sidebar-desktop');
    await page.goto(`${baseURL}/admin/payments`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'You do not have access' }),
    ).toBeVisible();
    const officerToken = await page.evaluate(() => localStorage.getItem('auth.token'));
    const payments = await request.get(`${baseURL}/api/payments`, {
      headers: { authorization: `Bearer ${officerToken ?? ''}` },
    });
    expect(payments.status()).toBe(403);

    // The officer's queue: the inbox and certificate applications open at phone width too.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${baseURL}/admin/messages`);
    await expect(page.getByRole('heading', { level: 1, name: 'Messaging' })).toBeVisible();
    await page.goto(`${baseURL}/admin/certificate-applications`);
    await expect(page.getByText(/applications?, newest first/)).toBeVisible();
    await keepScreenshot(page, 'admin-certificate-applications-phone');
    expect(pageErrors).toEqual([]);
  });
});
