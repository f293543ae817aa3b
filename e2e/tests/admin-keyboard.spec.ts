import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, keepScreenshot, test } from '../support/fixtures';
import { initializePayment, payAtTestCheckout, submitTranscriptApplication } from '../support/seed';
import { server } from '../support/servers';

/**
 * Keyboard only: a registry officer's everyday path with Tab, Shift+Tab, Enter, Space,
 * Escape and typing only — no pointer: sign in, open Transcript Applications from the sidebar,
 * find an application, open it, move it to Processing, then to Rejected through the confirmation
 * dialog (Escape first, then confirm). Every stop shows its focus ring; focus goes into the dialog
 * and comes back to the button that opened it; a screen or form that replaced the focused
 * control hands the focus to its heading instead of dropping it on the page.
 */

/** A demo graduate seeded on first start (server/src/seed/demo-data.ts). */
const applicant = { matric: 'FUTD/11/0010', email: 'keyboard.applicant@example.com' };

interface Stop {
  name: string;
  hasVisibleFocus: boolean;
  isInDialog: boolean;
}

/** What has the focus: its name, whether a focus indicator shows, whether it is in a dialog. */
const focusedStop = (page: Page): Promise<Stop | null> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const hasRing = (target: Element, pseudo?: string) => {
      const style = getComputedStyle(target, pseudo);
      const outline =
        style.outlineStyle !== 'none' &&
        Number.parseFloat(style.outlineWidth) > 0 &&
        !/rgba\(0, 0, 0, 0\)|transparent/.test(style.outlineColor);
      return outline || style.boxShadow !== 'none';
    };
    // shared-ui's Checkbox hides the native box and rings its label's drawn box instead.
    const label =
      element instanceof HTMLInputElement && element.labels?.[0] ? element.labels[0] : null;
    const rect = element.getBoundingClientRect();
    const isShown = rect.width > 0 && rect.height > 0;
    return {
      name:
        element.getAttribute('aria-label') ??
        (element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
          ? (element.labels?.[0]?.textContent ?? '')
          : (element.textContent ?? '')
        )
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 60),
      hasVisibleFocus:
        isShown && (hasRing(element) || (label ? hasRing(label, '::before') : false)),
      isInDialog: Boolean(element.closest('[role="dialog"]')),
    };
  });

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, checking at every stop that
 * the focus is visible (and, with `inDialog`, that it never leaves the open dialog).
 */
async function tabTo(
  page: Page,
  target: Locator,
  { back = false, inDialog = false, max = 60 } = {},
): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await focusedStop(page);
    expect(stop, 'the focus stays on something, never on the page itself').not.toBeNull();
    stops.push(stop!);
    expect({ stop: stop!.name, hasVisibleFocus: stop!.hasVisibleFocus }).toEqual({
      stop: stop!.name,
      hasVisibleFocus: true,
    });
    if (inDialog)
      expect({ stop: stop!.name, isInDialog: stop!.isInDialog }).toMatchObject({
        isInDialog: true,
      });
    if (await isFocused(target)) return stops;
  }
  throw new Error(
    `${String(max)} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach the target; stops: ${stops
      .map((s) => s.name)
      .join(' | ')}`,
  );
}

/** A paid transcript application of its own (paid at the local test checkout). */
async function seedPaidApplication(request: APIRequestContext, page: Page) {
  const { baseURL } = server('main');
  const application = await submitTranscriptApplication(request, baseURL, applicant, {
    recipient_email: 'hr@employer.example',
  });
  const payment = await initializePayment(request, baseURL, application.tracking_id);
  await payAtTestCheckout(page, request, {
    baseURL,
    checkoutUrl: payment.checkout_url,
    trackingId: application.tracking_id,
  });
  return application;
}

test('keyboard only: sign in, find and open an application, move it, confirm in a dialog', async ({
  browser,
  page,
  request,
  pageErrors,
}) => {
  const main = server('main');
  const seedPage = await browser.newPage();
  const application = await seedPaidApplication(request, seedPage);
  await seedPage.close();
  const reference = application.tracking_id.replace(/-/g, '').replace(/(.{4})(?=.)/g, '$1-');

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${main.baseURL}/login`);
  await expect(page.locator('#page-loader')).toHaveCount(0);

  // Sign in: the fields in reading order, then Enter on the button.
  const email = page.getByRole('textbox', { name: /email/i });
  await tabTo(page, email);
  await page.keyboard.type(main.adminEmail ?? '');
  await tabTo(page, page.getByLabel(/^password/i), { max: 1 });
  await page.keyboard.type(main.adminPassword ?? '');
  await tabTo(page, page.getByRole('checkbox', { name: 'Remember me' }), { max: 1 });
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: /sign in|log in|login/i }), { max: 1 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/overview$/);
  // The login form is gone: the Dashboard's heading has the focus, not the page.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();

  // Back into the sidebar with Shift+Tab: the Applications group, opened with Enter.
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  const group = sidebar.getByRole('button', { name: 'Applications' });
  await tabTo(page, group, { back: true });
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  const transcripts = sidebar.getByRole('link', { name: 'Transcript Applications' });
  await tabTo(page, transcripts, { max: 1 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/applications$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Transcript Applications' }),
  ).toBeVisible();

  // The first Tab stop of the page skips the top bar and the sidebar.
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await tabTo(page, skip, { back: true });
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#admin-main')).toBeFocused();

  // Search by the reference; Enter applies the filters.
  await tabTo(page, page.getByRole('searchbox', { name: /Search/ }), { max: 3 });
  await page.keyboard.type(application.tracking_id);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=/);
  const row = page.getByRole('link', { name: reference, exact: true });
  await expect(row).toBeVisible();
  await expect(page.getByText('1 application', { exact: true })).toBeVisible();
  await tabTo(page, row);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/applications/${String(application.id)}$`));
  const title = page.getByRole('heading', { level: 1, name: `Application ${reference}` });
  await expect(title).toBeFocused();

  // Move to Processing: choose by typing, write a note, Shift+Tab back, then submit.
  const newStatus = page.getByRole('combobox', { name: 'New status' });
  await tabTo(page, newStatus);
  await page.keyboard.type('Pro');
  await expect(newStatus).toHaveValue('processing');
  const note = page.getByRole('textbox', { name: 'Note (optional)' });
  await tabTo(page, note, { max: 1 });
  await page.keyboard.type('Record checked');
  await tabTo(page, newStatus, { back: true, max: 1 });
  await tabTo(page, note, { max: 1 });
  const change = page.getByRole('button', { name: 'Change status' });
  await tabTo(page, change, { max: 1 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Status changed to Processing')).toBeVisible();
  const statusLine = page.locator('p').filter({ hasText: /^Status:/ });
  await expect(statusLine).toContainText('Processing');
  // The form was replaced for the new status: its heading has the focus.
  const section = page.getByRole('heading', { level: 2, name: 'Change status' });
  await expect(section).toBeFocused();

  // Reject: the confirmation dialog takes the focus; Escape closes it and gives the focus back.
  await tabTo(page, newStatus, { max: 1 });
  await page.keyboard.type('Rej');
  await expect(newStatus).toHaveValue('rejected');
  await tabTo(page, change, { max: 2 });
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: `Mark ${reference} as Rejected?` });
  await expect(dialog).toBeVisible();
  expect((await focusedStop(page))?.isInDialog, 'the focus moves into the dialog').toBe(true);
  await keepScreenshot(page, 'admin-keyboard-confirm-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(change).toBeFocused();
  await expect(statusLine).toContainText('Processing');

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // Tab cycles inside the dialog (focus trap) until the confirming button.
  await tabTo(page, dialog.getByRole('button', { name: 'Yes, change it' }), {
    inDialog: true,
    max: 6,
  });
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Status changed to Rejected')).toBeVisible();
  await expect(statusLine).toContainText('Rejected');
  await expect(section).toBeFocused();
  // Rejected can still be refunded: the next stop is the new form.
  await tabTo(page, newStatus, { max: 1 });
  await keepScreenshot(page, 'admin-keyboard-after-reject');
  expect(pageErrors).toEqual([]);
});
