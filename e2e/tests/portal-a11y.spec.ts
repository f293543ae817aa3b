import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, keepScreenshot, test } from '../support/fixtures';
import {
  initializePayment,
  submitCertificateApplication,
  submitTranscriptApplication,
} from '../support/seed';
import { codeMailCount, nextCodeFor, recordEmailOf } from '../support/identity';
import { server } from '../support/servers';

/**
 * axe-core (WCAG 2.1 A + AA) on every public route, at phone (360 px) and desktop
 * (1366 px) widths, with real data where the route needs it (a real tracking id, a real paid
 * payment), plus the states a screen only shows after input (error summary, check your answers).
 */

/** A demo graduate seeded on first start (server/src/seed/demo-data.ts). */
const graduate = { matric: 'FUTD/12/0011', email: 'tolu.adeyemi1@example.com' };
/** Graduates who go through the identity step in the browser, one per width (a code a minute). */
const provingGraduate = { phone: 'FUTD/17/0008', desktop: 'FUTD/10/0009' } as const;
const widths = [
  ['phone', { width: 360, height: 780 }],
  ['desktop', { width: 1366, height: 900 }],
] as const;

interface Seeded {
  certificateTrackingId: string;
  pendingTrackingId: string;
  paidTrackingId: string;
  paymentReference: string;
}
let seeded: Seeded;

const submitApplication = (request: APIRequestContext, baseURL: string) =>
  submitTranscriptApplication(request, baseURL, graduate, {
    reference_number: 'WES-1',
    recipient_email: 'evaluations@wes.example',
  });

/** The screen has rendered its data and finished its transitions (the layout fades pages in). */
const settle = async (page: Page) => {
  await expect(page.locator('#page-loader')).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
};

test.beforeAll(async ({ browser, request }) => {
  const { baseURL } = server('main');
  const pending = await submitApplication(request, baseURL);
  const paid = await submitApplication(request, baseURL);
  const payment = await initializePayment(request, baseURL, paid.tracking_id);
  const page = await browser.newPage();
  await page.goto(payment.checkout_url);
  await page.getByRole('button', { name: / \(test\)$/ }).click();
  await page.waitForURL(/\/payment-confirmation\?reference=/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await page.close();
  const certificate = await submitCertificateApplication(request, baseURL, graduate);
  seeded = {
    certificateTrackingId: certificate.tracking_id,
    pendingTrackingId: pending.tracking_id,
    paidTrackingId: paid.tracking_id,
    paymentReference: payment.reference,
  };
});

/** The public routes; `ready` is what the screen shows once its data is in. */
const routes = (): { path: string; ready?: (page: Page) => ReturnType<Page['getByText']> }[] => [
  { path: '/' },
  { path: '/track' },
  {
    path: `/track?reference=${seeded.pendingTrackingId}`,
    ready: (page) => page.getByRole('button', { name: /^Pay .* now$/ }),
  },
  {
    path: `/track?reference=${seeded.paidTrackingId}`,
    // Paid: the status and the day it is expected by.
    ready: (page) => page.getByText(/^Expected by \w+day \d+ \w+ \d{4}$/),
  },
  {
    path: `/track?reference=${seeded.certificateTrackingId}`,
    ready: (page) => page.getByRole('heading', { name: /^Certificate application / }),
  },
  { path: '/start-application' },
  { path: '/apply' },
  { path: '/login' },
  { path: '/student-copy' },
  { path: '/official-copy' },
  {
    path: '/certificate-application',
    // Before the identity step the page offers it; the form itself is checked after input.
    ready: (page) => page.getByRole('link', { name: 'Confirm my identity' }),
  },
  { path: '/other-payments', ready: (page) => page.getByRole('button', { name: 'Continue' }) },
  { path: '/ongoing-application' },
  { path: `/track/${seeded.paidTrackingId}/messages` },
  { path: '/messages' },
  { path: '/auth/tertiary-user' },
  {
    path: `/payment-confirmation?reference=${seeded.paymentReference}`,
    ready: (page) => page.getByRole('heading', { name: 'Payment received' }),
  },
  { path: '/payment-confirmation' },
  {
    path: `/callback/platinum?reference=${seeded.paymentReference}`,
    ready: (page) => page.getByRole('heading', { name: 'Payment received' }),
  },
  { path: '/callback/platinum' },
  { path: '/no/such/page' },
];

for (const [label, size] of widths) {
  test(`every public route has no axe violations (${label})`, async ({ page, pageErrors }) => {
    const { baseURL } = server('main');
    await page.setViewportSize(size);
    for (const route of routes()) {
      await page.goto(`${baseURL}${route.path}`);
      if (route.ready) await expect(route.ready(page)).toBeVisible();
      await settle(page);
      await expectNoAxeViolations(page, `${route.path} (${label})`);
    }
    expect(pageErrors).toEqual([]);
  });

  test(`screens after input have no axe violations (${label})`, async ({ page, pageErrors }) => {
    const { baseURL } = server('main');
    await page.setViewportSize(size);

    // Start application: the error summary, then "Is this you?"
    await page.goto(`${baseURL}/start-application`);
    await settle(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeVisible();
    await expectNoAxeViolations(page, `start-application errors (${label})`);
    const matric = provingGraduate[label];
    await page.getByRole('textbox', { name: /Matric number/ }).fill(matric);
    await page.getByRole('textbox', { name: /Email address/ }).fill(graduate.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    // The identity step: before the code is sent, a wrong code, then the right one.
    await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
    await expectNoAxeViolations(page, `identity step (${label})`);
    const email = recordEmailOf(matric);
    const seen = await codeMailCount(email);
    await page.getByRole('button', { name: 'Send the code' }).click();
    const code = await nextCodeFor(email, seen);
    await page.getByRole('textbox', { name: /Code/ }).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeVisible();
    await expect(page.getByText(/You can ask for a new code in \d+ seconds/)).toBeVisible();
    await expectNoAxeViolations(page, `identity step, wrong code (${label})`);
    await keepScreenshot(page, `identity-wrong-code-${label}`);
    await page.getByRole('textbox', { name: /Code/ }).fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'Is this you?' })).toBeVisible();
    await expectNoAxeViolations(page, `start-application record (${label})`);

    // A copy with errors, a soft copy, the overview and check your answers
    await page.getByRole('button', { name: 'Yes, continue' }).click();
    await page.getByRole('link', { name: 'Add a copy' }).click();
    await page.getByRole('button', { name: 'Add this copy' }).click();
    await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeVisible();
    await expectNoAxeViolations(page, `apply copy errors (${label})`);
    await page.getByLabel('What is the transcript for?').selectOption({ label: 'Employment' });
    await page.getByRole('radio', { name: 'Official copy' }).check();
    await page.getByRole('radio', { name: 'Soft copy' }).check();
    await page.getByRole('textbox', { name: /Recipient email/ }).fill('hr@acme.example');
    await expect(page.getByText(/Fee for this copy:/)).toBeVisible();
    await expectNoAxeViolations(page, `apply copy with fee (${label})`);
    await page.getByRole('button', { name: 'Add this copy' }).click();
    await expect(page.getByRole('heading', { name: 'Your copies (1)' })).toBeVisible();
    await expectNoAxeViolations(page, `apply overview (${label})`);
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page.getByRole('table', { name: 'Fees', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, `apply check answers (${label})`);

    // The certificate form, open to this proven applicant
    await page.goto(`${baseURL}/certificate-application`);
    await settle(page);
    await expect(
      page.getByRole('button', { name: 'Submit certificate application' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, `certificate application form (${label})`);

    // Other payments: errors, then check your answers
    await page.goto(`${baseURL}/other-payments`);
    await settle(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeVisible();
    await expectNoAxeViolations(page, `other payments errors (${label})`);
    await page.getByRole('radio').first().check();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Tolu Adeyemi');
    await page.getByRole('textbox', { name: 'Email address' }).fill(graduate.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('heading', { name: 'Check your answers before paying' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, `other payments check (${label})`);

    // The messages thread of a real application
    await page.goto(`${baseURL}/track/${seeded.paidTrackingId}/messages`);
    await settle(page);
    await page.getByRole('textbox', { name: /Email address/ }).fill(graduate.email);
    await page.getByRole('button', { name: 'Show messages' }).click();
    await expect(page.getByRole('textbox', { name: 'Your message' })).toBeVisible();
    await expectNoAxeViolations(page, `messages thread (${label})`);

    // An ongoing application found by reference, with Pay now
    await page.goto(`${baseURL}/ongoing-application`);
    await settle(page);
    await page.getByRole('textbox', { name: /Reference number/ }).fill(seeded.pendingTrackingId);
    await page.getByRole('button', { name: 'Find application' }).click();
    await expect(page.getByRole('button', { name: /^Pay .* now$/ })).toBeVisible();
    await expectNoAxeViolations(page, `ongoing application found (${label})`);

    // The track page of an application paid from this device: the payment and its receipt
    await page.evaluate(
      ({ reference, trackingId, email }) =>
        localStorage.setItem(
          'applicant-portal.payments',
          JSON.stringify([
            // Started with the applicant's email: the proof the receipt needs.
            {
              reference,
              body: { kind: 'application', tracking_id: trackingId, email },
              at: Date.now(),
            },
          ]),
        ),
      {
        reference: seeded.paymentReference,
        trackingId: seeded.paidTrackingId,
        email: graduate.email,
      },
    );
    await page.goto(`${baseURL}/track?reference=${seeded.paidTrackingId}`);
    await expect(page.getByRole('link', { name: 'Download your receipt (PDF)' })).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page, `track with receipt (${label})`);
    expect(pageErrors).toEqual([]);
  });
}
