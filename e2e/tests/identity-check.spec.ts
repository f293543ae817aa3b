import { expect, expectNoAxeViolations, keepScreenshot, test } from '../support/fixtures';
import { proveIdentityInPortal } from '../support/identity';
import { server } from '../support/servers';
import { waitForMail } from '../support/smtp-capture';

/** A seeded graduate whose record loses its email for this journey. */
const matric = 'FUTD/15/0014';
const newEmail = 'graduate.today@example.org';

test.describe('identity check by the registry', () => {
  test('no email on record → the applicant asks → staff clear it → the code reaches the confirmed email → applying', async ({
    browser,
    page,
    pageErrors,
    request,
  }) => {
    const main = server('main');
    const login = await request.post(`${main.baseURL}/api/auth/login`, {
      data: { email: main.adminEmail, password: main.adminPassword, remember: false },
    });
    expect(login.ok(), await login.text()).toBe(true);
    const auth = {
      authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`,
    };
    const found = await request.get(
      `${main.baseURL}/api/graduates?search=${encodeURIComponent(matric)}`,
      { headers: auth },
    );
    const record = ((await found.json()) as { data: { data: Record<string, unknown>[] } }).data
      .data[0]!;
    const { id, created_at: _c, updated_at: _u, ...fields } = record;
    const cleared = await request.put(`${main.baseURL}/api/graduates/${String(id)}`, {
      headers: auth,
      data: { ...fields, email: '' },
    });
    expect(cleared.ok(), await cleared.text()).toBe(true);

    // The applicant: no email on the record, so the registry is asked instead.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${main.baseURL}/start-application`);
    await page.getByRole('textbox', { name: /Matric number/ }).fill(matric);
    await page.getByRole('textbox', { name: /Email address/ }).fill(newEmail);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('heading', { name: 'Ask the registry to check your identity' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Send the request' }).click();
    await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeVisible();
    await expectNoAxeViolations(page, 'identity check request, errors (phone)');
    await page.getByRole('textbox', { name: /Full name/ }).fill('Ifeoma Graduate');
    await page
      .getByRole('textbox', { name: /Anything that helps us/ })
      .fill('My old school email was closed.');
    await page.getByRole('button', { name: 'Send the request' }).click();
    await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
    await expectNoAxeViolations(page, 'identity check requested (phone)');
    await keepScreenshot(page, 'identity-check-requested-phone');

    // The registry: the check waits in the console; staff clear it with the confirmed email.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await staff.setViewportSize({ width: 1366, height: 900 });
    await staff.goto(`${main.baseURL}/login`);
    await staff.getByLabel(/email/i).fill(main.adminEmail ?? '');
    await staff.getByLabel(/^password/i).fill(main.adminPassword ?? '');
    await staff.getByRole('button', { name: /sign in|log in|login/i }).click();
    await expect(staff).toHaveURL(/\/admin\/overview$/);
    const nav = staff.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('button', { name: 'Graduation Services' }).click();
    await nav.getByRole('link', { name: 'Identity Checks' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Identity checks' })).toBeVisible();
    const row = staff.getByRole('row').filter({ hasText: 'Ifeoma Graduate' });
    await expect(row).toContainText(matric);
    await expect(row).toContainText('No email on record');
    await expectNoAxeViolations(staff, 'identity checks (desktop)');
    await keepScreenshot(staff, 'admin-identity-checks-desktop');
    await row.getByRole('button', { name: 'Clear the identity check of Ifeoma Graduate' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Clear this identity check?' });
    await expect(dialog.getByRole('textbox', { name: 'Email to put on the record' })).toHaveValue(
      newEmail,
    );
    await dialog
      .getByRole('textbox', { name: /How the identity was confirmed/ })
      .fill('National ID card seen at the desk');
    await dialog.getByRole('button', { name: 'Clear and update the record' }).click();
    await expect(staff.getByText('Identity of Ifeoma Graduate cleared')).toBeVisible();
    await staffContext.close();

    // The applicant is told, and the code now goes to the confirmed email.
    await waitForMail(newEmail, /has confirmed your identity/);
    await page.goto(`${main.baseURL}/start-application`);
    await page.getByRole('textbox', { name: /Matric number/ }).fill(matric);
    await page.getByRole('textbox', { name: /Email address/ }).fill(newEmail);
    await page.getByRole('button', { name: 'Continue' }).click();
    await proveIdentityInPortal(page, matric, newEmail);
    await expect(page.getByText(matric).first()).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
