import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, keepScreenshot, test } from '../support/fixtures';
import {
  dataOf,
  initializePayment,
  payAtTestCheckout,
  submitCertificateApplication,
  submitTranscriptApplication,
} from '../support/seed';
import { server } from '../support/servers';
import { settleAdminScreen, signInAsAdministrator } from '../support/admin';

/**
 * axe-core (WCAG 2.1 A + AA) on every admin route, signed in as the first
 * administrator, at desktop (1366 px) and phone (360 px) widths: the lists, the detail pages of a
 * real transcript application, certificate application, message thread and payment created here
 * through the public API, the temporary navigation drawer at 360 px, and the panels and modals a
 * click away (add forms, payment refund, bulk status).
 */

/** A demo graduate seeded on first start (server/src/seed/demo-data.ts). */
const graduate = { matric: 'FUTD/11/0002', email: 'a11y.applicant@example.com' };
const widths = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 360, height: 780 }],
] as const;

interface Seeded {
  applicationId: number;
  certificateApplicationId: number;
  paymentId: number;
}
let seeded: Seeded;

/** An application, a message from its applicant, a paid payment and a certificate application. */
const seed = async (request: APIRequestContext, page: Page): Promise<Seeded> => {
  const { baseURL, adminEmail, adminPassword } = server('main');
  const application = await submitTranscriptApplication(request, baseURL, graduate, {
    reference_number: 'WES-A11Y',
    recipient_email: 'evaluations@wes.example',
  });
  await dataOf(
    await request.post(`${baseURL}/api/applications/track/${application.tracking_id}/messages`, {
      data: { email: graduate.email, body: 'When will my transcript be sent?' },
    }),
  );
  const payment = await initializePayment(request, baseURL, application.tracking_id);
  // Paid at the local test checkout, so it can be refunded.
  await payAtTestCheckout(page, request, {
    baseURL,
    checkoutUrl: payment.checkout_url,
    trackingId: application.tracking_id,
  });
  const certificate = await submitCertificateApplication(request, baseURL, graduate);
  const { token } = await dataOf<{ token: string }>(
    await request.post(`${baseURL}/api/auth/login`, {
      data: { email: adminEmail, password: adminPassword },
    }),
  );
  const payments = await dataOf<{ data: { id: number; reference: string }[] }>(
    await request.get(`${baseURL}/api/payments?search=${payment.reference}`, {
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  const paymentId = payments.data.find((row) => row.reference === payment.reference)?.id;
  expect(paymentId, 'the payment is listed').toBeTruthy();
  return {
    applicationId: application.id,
    certificateApplicationId: certificate.id,
    paymentId: paymentId ?? 0,
  };
};

test.beforeAll(async ({ browser, request }) => {
  const page = await browser.newPage();
  seeded = await seed(request, page);
  await page.close();
});

const settle = settleAdminScreen;

/** Every admin route; `ready` is what the screen shows once its data is in. */
/** Each route, what shows it has loaded, and the name its screenshot is kept under, if any. */
const routes = (): {
  path: string;
  ready?: (page: Page) => ReturnType<Page['getByText']>;
  screenshot?: string;
}[] => [
  { path: '/admin/overview', ready: (page) => page.getByRole('region', { name: 'Revenue' }) },
  { path: '/admin/applications', ready: (page) => page.getByRole('table') },
  {
    path: `/admin/applications/${seeded.applicationId}`,
    ready: (page) => page.getByText('When will my transcript be sent?'),
  },
  { path: '/admin/certificate-applications', ready: (page) => page.getByRole('table') },
  {
    path: `/admin/certificate-applications/${seeded.certificateApplicationId}`,
    ready: (page) => page.getByText('Admissions Office').first(),
  },
  { path: '/admin/compose-message' },
  { path: '/admin/messages', ready: (page) => page.getByRole('list').first() },
  {
    path: `/admin/messages/${seeded.applicationId}`,
    ready: (page) => page.getByText('When will my transcript be sent?'),
  },
  { path: '/admin/mail' },
  { path: '/admin/identity-checks' },
  {
    path: '/admin/recipients',
    ready: (page) => page.getByRole('table'),
    screenshot: 'admin-recipients',
  },
  { path: '/admin/hold-reasons', ready: (page) => page.getByRole('table') },
  { path: '/admin/public-holidays', ready: (page) => page.getByRole('table') },
  {
    path: '/admin/signing-keys',
    ready: (page) => page.getByText('Signing now'),
    screenshot: 'admin-signing-keys',
  },
  { path: '/admin/staff-users', ready: (page) => page.getByRole('table') },
  { path: '/admin/transcript-rates', ready: (page) => page.getByRole('table').first() },
  { path: '/admin/manage-regions', ready: (page) => page.getByRole('table').first() },
  { path: '/admin/courier-agents', ready: (page) => page.getByRole('table') },
  { path: '/admin/configurations' },
  { path: '/admin/graduate-copy', ready: (page) => page.getByRole('table') },
  { path: '/admin/graduate-certificate' },
  { path: '/admin/certificate-templates' },
  { path: '/admin/application-types', ready: (page) => page.getByRole('table') },
  { path: '/admin/payment-types', ready: (page) => page.getByRole('table') },
  { path: '/admin/payments', ready: (page) => page.getByRole('table') },
  {
    path: `/admin/payments?id=${seeded.paymentId}`,
    ready: (page) => page.getByRole('dialog'),
  },
  { path: '/admin/standalone-payments' },
  { path: '/admin/no/such/page' },
];

for (const [label, size] of widths) {
  test(`every admin route has no axe violations (${label})`, async ({ page, pageErrors }) => {
    const { baseURL } = server('main');
    await page.setViewportSize(size);
    await signInAsAdministrator(page);
    for (const route of routes()) {
      await page.goto(`${baseURL}${route.path}`);
      if (route.ready) await expect(route.ready(page)).toBeVisible();
      await settle(page);
      await expectNoAxeViolations(page, `${route.path} (${label})`);
      if (route.screenshot) await keepScreenshot(page, `${route.screenshot}-${label}`);
    }

    if (label === 'phone') {
      // The temporary navigation drawer, open (radix dialog over the page).
      await page.goto(`${baseURL}/admin/overview`);
      await settle(page);
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page, `navigation drawer (${label})`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    expect(pageErrors).toEqual([]);
  });

  test(`admin panels and modals have no axe violations (${label})`, async ({
    page,
    pageErrors,
  }) => {
    const { baseURL } = server('main');
    await page.setViewportSize(size);
    await signInAsAdministrator(page);

    /** Opens a screen, clicks the button named `name` and checks what it shows. */
    const afterClick = async (path: string, name: RegExp, shown: (p: Page) => unknown) => {
      await page.goto(`${baseURL}${path}`);
      await settle(page);
      await page.getByRole('button', { name }).first().click();
      await expect(shown(page) as ReturnType<Page['getByText']>).toBeVisible();
      await expectNoAxeViolations(page, `${path} after "${String(name)}" (${label})`);
    };

    await afterClick('/admin/staff-users', /^Add/, (p) => p.getByRole('textbox').first());
    await afterClick('/admin/transcript-rates', /^Add/, (p) => p.getByRole('combobox').first());
    await afterClick('/admin/courier-agents', /^Add/, (p) => p.getByRole('textbox').first());
    await afterClick('/admin/graduate-copy', /^Add/, (p) => p.getByRole('textbox').nth(1));
    await afterClick('/admin/certificate-templates', /^Add/, (p) => p.getByRole('textbox').first());
    await afterClick('/admin/compose-message', /^Send/, (p) =>
      p.getByRole('alert').filter({ hasText: 'There is a problem' }),
    );
    await afterClick(`/admin/payments?id=${seeded.paymentId}`, /^Refund$/, (p) =>
      p.getByRole('dialog', { name: 'Refund this payment?' }),
    );
    expect(pageErrors).toEqual([]);
  });
}
