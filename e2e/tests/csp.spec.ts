import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  dataOf,
  initializePayment,
  submitCertificateApplication,
  submitTranscriptApplication,
} from '../support/seed';
import { server } from '../support/servers';

/**
 * The strict Content-Security-Policy (server/src/plugins/security-headers.ts) breaks
 * nothing. Every public route (with the ids and codes of real records created here through the
 * API), the server-rendered test checkout and the return from it, every admin route with its
 * detail pages, a portal loaded from another origin and the API docs load in Chromium; any CSP
 * violation (a `securitypolicyviolation` event or a CSP console error) fails the test with the
 * blocked URL and directive.
 */

/** A demo graduate seeded on first start (server/src/seed/demo-data.ts). */
const graduate = { matric: 'FUTD/12/0003', email: 'csp.applicant@example.com' };

interface Seeded {
  applicationId: number;
  trackingId: string;
  certificateApplicationId: number;
  paymentId: number;
  paymentReference: string;
  /** The path (and query) of the payment's local test checkout page. */
  checkoutPath: string;
  verificationCode: string;
}
let seeded: Seeded;

/**
 * Through the public and staff API: a transcript application with a message from its applicant
 * and a pending payment, a certificate application, and a graduate certificate (its code).
 */
const seed = async (request: APIRequestContext): Promise<Seeded> => {
  const { baseURL, adminEmail, adminPassword } = server('main');
  const { token } = await dataOf<{ token: string }>(
    await request.post(`${baseURL}/api/auth/login`, {
      data: { email: adminEmail, password: adminPassword },
    }),
  );
  const staff = { authorization: `Bearer ${token}` };
  const application = await submitTranscriptApplication(request, baseURL, graduate, {
    recipient_email: 'evaluations@wes.example',
  });
  await dataOf(
    await request.post(`${baseURL}/api/applications/track/${application.tracking_id}/messages`, {
      data: { email: graduate.email, body: 'Is my transcript on its way?' },
    }),
  );
  const payment = await initializePayment(request, baseURL, application.tracking_id);
  const payments = await dataOf<{ data: { id: number; reference: string }[] }>(
    await request.get(`${baseURL}/api/payments?search=${payment.reference}`, { headers: staff }),
  );
  const paymentId = payments.data.find((row) => row.reference === payment.reference)?.id;
  expect(paymentId, 'the payment is listed').toBeTruthy();
  const certificate = await submitCertificateApplication(request, baseURL, graduate);
  const graduates = await dataOf<{ data: { id: number; matric_number: string }[] }>(
    await request.get(`${baseURL}/api/graduates?search=${encodeURIComponent(graduate.matric)}`, {
      headers: staff,
    }),
  );
  const graduateId = graduates.data.find((row) => row.matric_number === graduate.matric)?.id;
  const issued = await dataOf<{ verification_code: string }>(
    await request.post(`${baseURL}/api/graduates/${graduateId}/certificates`, {
      headers: staff,
      data: { template_id: 1 },
    }),
  );
  const checkout = new URL(payment.checkout_url, baseURL);
  return {
    applicationId: application.id,
    trackingId: application.tracking_id,
    certificateApplicationId: certificate.id,
    paymentId: paymentId ?? 0,
    paymentReference: payment.reference,
    checkoutPath: `${checkout.pathname}${checkout.search}`,
    verificationCode: issued.verification_code,
  };
};

test.beforeAll(async ({ request }) => {
  seeded = await seed(request);
});

/** `ready`: what the screen shows once its data is in (default: a heading or main). */
interface Route {
  path: string;
  ready?: (page: Page) => ReturnType<Page['getByText']>;
}

const publicRoutes = (): Route[] => [
  ...[
    '/',
    '/track',
    '/start-application',
    '/apply',
    '/student-copy',
    '/official-copy',
    '/certificate-application',
    '/other-payments',
    '/ongoing-application',
    '/my-applications',
    '/messages',
    '/auth/tertiary-user',
    '/payment-confirmation',
    '/verify',
    '/login',
  ].map((path) => ({ path })),
  {
    path: `/track?reference=${seeded.trackingId}`,
    ready: (page) => page.getByText('Show my details').first(),
  },
  {
    path: `/track/${seeded.trackingId}/messages`,
    ready: (page) => page.getByRole('heading', { level: 1 }),
  },
  {
    path: `/verify/${seeded.verificationCode}`,
    ready: (page) => page.getByText(/^Issued by /),
  },
  {
    path: `/payment-confirmation?reference=${seeded.paymentReference}`,
    ready: (page) => page.getByText(seeded.paymentReference).first(),
  },
  // Paystack's return (trxref + reference) hands over to the confirmation page; without a
  // reference the callback page explains itself.
  {
    path: `/callback/paystack?trxref=${seeded.paymentReference}&reference=${seeded.paymentReference}`,
    ready: (page) => page.getByText(seeded.paymentReference).first(),
  },
  {
    path: '/callback/paystack',
    ready: (page) => page.getByText('We could not tell which payment this is'),
  },
  { path: '/no/such/page' },
];

const adminRoutes = (): Route[] => [
  ...[
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
    '/admin/account',
    '/admin/manage-regions',
    '/admin/standalone-payments',
    '/admin/compose-message',
    '/admin/no/such/page',
  ].map((path) => ({ path })),
  {
    path: `/admin/applications/${seeded.applicationId}`,
    ready: (page) => page.getByText('Is my transcript on its way?'),
  },
  {
    path: `/admin/certificate-applications/${seeded.certificateApplicationId}`,
    ready: (page) => page.getByText('Admissions Office').first(),
  },
  {
    path: `/admin/messages/${seeded.applicationId}`,
    ready: (page) => page.getByText('Is my transcript on its way?'),
  },
  {
    path: `/admin/payments?id=${seeded.paymentId}`,
    ready: (page) => page.getByRole('dialog'),
  },
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

const visit = async (
  page: Page,
  url: string,
  ready?: Route['ready'],
  policy = "object-src 'none'",
): Promise<string[]> => {
  const response = await page.goto(url);
  expect(response?.headers()['content-security-policy'], `CSP header on ${url}`).toContain(policy);
  await page.waitForLoadState('networkidle');
  // Something from a remote is on screen: the app really ran under the policy.
  await expect(page.locator('main, h1, h2').first()).toBeVisible();
  if (ready) await expect(ready(page), `what ${url} shows`).toBeVisible();
  return page.evaluate(() => window.cspViolations.map((v) => `${location.pathname}: ${v}`));
};

test.describe('Content-Security-Policy', () => {
  test('no violation on any public route', async ({ page, pageErrors }) => {
    const main = server('main');
    const consoleViolations = await watchCsp(page);
    const violations: string[] = [];
    for (const route of publicRoutes())
      violations.push(...(await visit(page, main.baseURL + route.path, route.ready)));
    expect([...violations, ...consoleViolations]).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('no violation at the local test checkout (own policy) and on the return from it', async ({
    page,
    pageErrors,
  }) => {
    const main = server('main');
    const consoleViolations = await watchCsp(page);
    const violations = await visit(
      page,
      main.baseURL + seeded.checkoutPath,
      (p) => p.getByText('TEST PAYMENT — no money moves'),
      "default-src 'none'",
    );
    // The form posts to the server, which answers 303 to /callback/platinum?reference=…, which
    // hands over to the confirmation page (form-action and the redirect under the policy).
    await page.getByRole('button', { name: / \(test\)$/ }).click();
    await expect(page).toHaveURL(/\/payment-confirmation\?reference=/);
    await expect(page.getByText(seeded.paymentReference).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    violations.push(
      ...(await page.evaluate(() => window.cspViolations.map((v) => `${location.pathname}: ${v}`))),
    );
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
    for (const route of adminRoutes())
      violations.push(...(await visit(page, main.baseURL + route.path, route.ready)));
    // At phone width the navigation is a modal drawer (a dialog, like the payment detail above).
    await page.setViewportSize({ width: 360, height: 780 });
    await visit(page, `${main.baseURL}/admin/overview`);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    violations.push(
      ...(await page.evaluate(() => window.cspViolations.map((v) => `${location.pathname}: ${v}`))),
    );
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
