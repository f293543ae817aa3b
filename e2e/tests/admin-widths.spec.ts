import type { Page } from '@playwright/test';
import { expect, keepScreenshot, test } from '../support/fixtures';
import {
  dataOf,
  initializePayment,
  submitCertificateApplication,
  submitTranscriptApplication,
} from '../support/seed';
import { server } from '../support/servers';
import { settleAdminScreen, signInAsAdministrator } from '../support/admin';

/**
 * A registry officer works the lists on a laptop: at 1280 and 1366 px every list shows its rows
 * whole, with nothing to scroll sideways and no box wider than the box it sits in; at 360 px the
 * same holds, each row being a card. Each list is kept as a screenshot at 360, 1280 and 1920 px.
 */

const graduate = {
  matric: 'FUTD/11/0002',
  email: 'widths.applicant.with.a.long.address@example.com',
};

const lists = [
  { path: '/admin/applications', name: 'applications' },
  { path: '/admin/certificate-applications', name: 'certificate-applications' },
  { path: '/admin/payments', name: 'payments' },
  { path: '/admin/messages', name: 'messages' },
  { path: '/admin/graduate-copy', name: 'graduates' },
  { path: '/admin/staff-users', name: 'staff' },
  { path: '/admin/recipients', name: 'recipients' },
  { path: '/admin/hold-reasons', name: 'hold-reasons' },
  { path: '/admin/public-holidays', name: 'public-holidays' },
];

test.beforeAll(async ({ request }) => {
  const { baseURL } = server('main');
  const application = await submitTranscriptApplication(request, baseURL, graduate, {
    reference_number: 'WES-WIDTHS-0001',
    recipient_email: 'evaluations@wes.example',
  });
  await dataOf(
    await request.post(`${baseURL}/api/applications/track/${application.tracking_id}/messages`, {
      data: { email: graduate.email, body: 'Could the transcript go out this week, please?' },
    }),
  );
  await initializePayment(request, baseURL, application.tracking_id);
  await submitCertificateApplication(request, baseURL, graduate);
});

/** The list has rendered its rows. */
const settle = async (page: Page) => {
  await settleAdminScreen(page);
  await expect(
    page.locator('main').getByRole('table').or(page.locator('main ul')).first(),
  ).toBeVisible();
};

/**
 * Every element of <main> that is wider than the box it sits in (its scroll width beyond its
 * client width), and the page's own sideways scroll, as text for the failure message.
 */
const overflows = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      found.push(`page: ${root.scrollWidth} > ${root.clientWidth}`);
    }
    for (const element of Array.from(document.querySelectorAll('main *'))) {
      // Visually hidden text (a 1 px clipped box for screen readers) is meant to overflow.
      if (!(element instanceof HTMLElement) || element.clientWidth <= 1) continue;
      if (getComputedStyle(element).clipPath !== 'none') continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        const name = `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`;
        found.push(`${name}: ${element.scrollWidth} > ${element.clientWidth}`);
      }
    }
    return found;
  });

for (const width of [1280, 1366]) {
  test(`every admin list fits a ${width} px laptop screen`, async ({ page, pageErrors }) => {
    const { baseURL } = server('main');
    await page.setViewportSize({ width, height: 800 });
    await signInAsAdministrator(page);
    for (const list of lists) {
      await page.goto(`${baseURL}${list.path}`);
      await settle(page);
      if (width === 1280) await keepScreenshot(page, `admin-list-${list.name}-1280`);
      expect.soft(await overflows(page), `${list.path} at ${width} px`).toEqual([]);
    }
    expect(pageErrors).toEqual([]);
  });
}

for (const width of [360, 1920]) {
  test(`every admin list at ${width} px, without a sideways page scroll`, async ({
    page,
    pageErrors,
  }) => {
    const { baseURL } = server('main');
    await page.setViewportSize({ width, height: width === 360 ? 780 : 1080 });
    await signInAsAdministrator(page);
    for (const list of lists) {
      await page.goto(`${baseURL}${list.path}`);
      await settle(page);
      await keepScreenshot(page, `admin-list-${list.name}-${width}`);
      // On a phone each row is a card: nothing to scroll sideways, neither the page nor a table.
      expect.soft(await overflows(page), `${list.path} at ${width} px`).toEqual([]);
    }
    expect(pageErrors).toEqual([]);
  });
}
