import type { ParsedMail } from 'mailparser';
import { expect, expectNoAxeViolations, keepScreenshot, test } from '../support/fixtures';
import { recordEmailOf } from '../support/identity';
import { signInAsAdministrator } from '../support/admin';
import {
  initializePayment,
  payAtTestCheckout,
  staffHeaders,
  submitTranscriptApplication,
} from '../support/seed';
import { server } from '../support/servers';
import { addressesOf, capturedMail, waitForMail } from '../support/smtp-capture';
import { widthsFor } from '../support/widths';

/**
 * "My applications" from another device: an applicant applies and pays; the bursary refunds part
 * of it through the payment provider (the built-in test provider here); in a browser that never
 * saw the payment the applicant asks for a code by email, types it back and finds the
 * application, its payment, what was refunded and the receipt. At a phone's width and a laptop's,
 * with no axe violation and nothing wider than the screen.
 */

const widths = widthsFor('my-applications');

const CODE_SUBJECT = /Your code to see your applications/;

/** The newest code email to `email` (a retried test may have asked before). */
async function newestCode(email: string): Promise<string> {
  await waitForMail(email, CODE_SUBJECT);
  const mails = (await capturedMail()).filter(
    (mail: ParsedMail) =>
      addressesOf(mail.to).some((to) => to.toLowerCase() === email) &&
      CODE_SUBJECT.test(mail.subject ?? ''),
  );
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
  expect(code, 'a 6-digit code in the email').toBeDefined();
  return code!;
}

for (const { label, width, height, matric } of widths) {
  test(`my applications on another device (${label})`, async ({
    browser,
    page,
    pageErrors,
    request,
  }) => {
    const { baseURL } = server('main');
    const email = recordEmailOf(matric);
    const application = await submitTranscriptApplication(
      request,
      baseURL,
      { matric, email },
      { recipient_email: `admissions.mine.${label}@uni.example` },
    );
    const payment = await initializePayment(request, baseURL, application.tracking_id);
    await payAtTestCheckout(page, request, {
      baseURL,
      checkoutUrl: payment.checkout_url,
      trackingId: application.tracking_id,
    });

    // The bursary refunds ₦2,000 of it, from the payment's staff page.
    const headers = await staffHeaders(request, baseURL);
    const found = await request.get(`${baseURL}/api/payments`, {
      headers,
      params: { search: payment.reference },
    });
    const paymentId = ((await found.json()) as { data: { data: { id: number }[] } }).data.data[0]!
      .id;
    await page.setViewportSize({ width, height });
    await signInAsAdministrator(page);
    await page.goto(`${baseURL}/admin/payments?id=${String(paymentId)}`);
    const panel = page.getByRole('dialog', { name: 'Payment details' });
    await panel.getByRole('button', { name: 'Refund' }).click();
    const refund = page.getByRole('dialog', { name: 'Refund this payment?' });
    await refund.getByRole('textbox', { name: 'Amount to refund (₦)' }).fill('2,000');
    await refund.getByRole('textbox', { name: /Reason for the refund/ }).fill('Copy not needed');
    await expectNoAxeViolations(page, `the refund form (${label})`);
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(refund).toHaveCount(0);
    const refunds = panel.getByRole('table', { name: /Refunds of this payment/ });
    await expect(refunds).toContainText('₦2,000.00');
    await expect(refunds).toContainText('Refunded');
    await expectNoAxeViolations(page, `the payment with its refund (${label})`);
    const told = await waitForMail(
      email,
      new RegExp(`Payment ${payment.reference}: ₦2,000.00 refunded`),
    );
    expect(told.text).toContain('Reason: Copy not needed');

    // Another browser: nothing of the payment is remembered there.
    const elsewhere = await browser.newContext({ viewport: { width, height } });
    const applicant = await elsewhere.newPage();
    applicant.on('pageerror', (error) => pageErrors.push(error.message));
    await applicant.goto(`${baseURL}/`);
    await applicant.getByRole('link', { name: 'My applications' }).first().click();
    await expect(
      applicant.getByRole('heading', { level: 1, name: 'My applications' }),
    ).toBeVisible();
    await expectNoAxeViolations(applicant, `my applications, the email (${label})`);
    await applicant.getByRole('textbox', { name: /Email address/ }).fill(email);
    await applicant.getByRole('button', { name: 'Send a code' }).click();

    await expect(
      applicant.getByRole('heading', { level: 1, name: 'Enter the code we sent' }),
    ).toBeVisible();
    await expectNoAxeViolations(applicant, `my applications, the code (${label})`);
    await applicant.getByRole('textbox', { name: /^Code/ }).fill(await newestCode(email));
    await applicant.getByRole('button', { name: 'Continue' }).click();

    const applications = applicant.getByRole('region', { name: 'Applications' });
    const item = applications.getByRole('listitem').filter({ hasText: application.tracking_id });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Paid');
    await expect(item).toContainText(payment.reference);
    await expect(item).toContainText(/Refunded to you\s*₦2,000\.00/);
    const receipt = item.getByRole('link', { name: /^Receipt \(PDF\)/ });
    await expect(receipt).toHaveAttribute(
      'href',
      `/api/payments/reference/${payment.reference}/receipt?email=${encodeURIComponent(email)}`,
    );
    const pdf = await applicant.request.get(`${baseURL}${(await receipt.getAttribute('href'))!}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');

    const overflow = await applicant.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'nothing wider than the screen').toBeLessThanOrEqual(0);
    await expectNoAxeViolations(applicant, `my applications, the list (${label})`);
    await keepScreenshot(applicant, `my-applications-${label}`);

    // Its track page opens with the email ready for the full record.
    await item.getByRole('link', { name: /^Track this application/ }).click();
    await expect(applicant.getByRole('textbox', { name: /Email address/ })).toHaveValue(email);
    await applicant.getByRole('button', { name: 'Show my details' }).click();
    await expect(applicant.getByRole('region', { name: 'Applicant' })).toContainText(email);

    // Signing out ends the session.
    await applicant.goto(`${baseURL}/my-applications`);
    await applicant.getByRole('button', { name: 'Sign out' }).click();
    await expect(applicant.getByRole('button', { name: 'Send a code' })).toBeVisible();
    await elsewhere.close();
    expect(pageErrors).toEqual([]);
  });
}
