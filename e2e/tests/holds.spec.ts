import { signInAsAdministrator } from '../support/admin';
import { expect, expectNoAxeViolations, keepScreenshot, test } from '../support/fixtures';
import { recordEmailOf } from '../support/identity';
import {
  initializePayment,
  payAtTestCheckout,
  staffHeaders,
  submitTranscriptApplication,
} from '../support/seed';
import { server } from '../support/servers';
import { waitForMail } from '../support/smtp-capture';
import { widthsFor } from '../support/widths';

/**
 * A request on hold the applicant can act on: staff put it on hold with a reason from the
 * registry's list; the applicant reads why and what to do on their page (with their email) and
 * in the status email, replies from the page with a scan of the receipt, staff open the scan
 * and resume. At a phone's width and a laptop's, with no axe violation.
 */
const REASON = 'Fees owed to the institution';

const widths = widthsFor('holds');

for (const { label, width, height, matric } of widths) {
  test(`on hold with a reason, answered by the applicant, resumed (${label})`, async ({
    page,
    pageErrors,
    request,
  }) => {
    const { baseURL } = server('main');
    const headers = await staffHeaders(request, baseURL);
    const email = recordEmailOf(matric);
    const application = await submitTranscriptApplication(
      request,
      baseURL,
      { matric, email },
      { recipient_email: `admissions.${label}@uni.example` },
    );
    const payment = await initializePayment(request, baseURL, application.tracking_id);
    await payAtTestCheckout(page, request, {
      baseURL,
      checkoutUrl: payment.checkout_url,
      trackingId: application.tracking_id,
    });
    const moved = await request.patch(
      `${baseURL}/api/applications/${String(application.id)}/status`,
      { headers, data: { status: 'processing' } },
    );
    expect(moved.status(), await moved.text()).toBe(200);

    // Staff put it on hold: the reason is required, and they see what the applicant will read.
    await page.setViewportSize({ width, height });
    await signInAsAdministrator(page);
    await page.goto(`${baseURL}/admin/applications/${String(application.id)}`);
    const form = page.getByRole('region', { name: 'Change status' });
    await form.getByRole('combobox', { name: 'New status' }).selectOption('on_hold');
    await form.getByRole('button', { name: 'Change status' }).click();
    const reason = form.getByRole('combobox', { name: 'Why is it on hold?' });
    await expect(reason).toHaveAccessibleDescription(/Choose why the request is on hold/);
    await reason.selectOption({ label: REASON });
    await expect(reason).toHaveAccessibleDescription(/The applicant reads: /);
    await expectNoAxeViolations(page, `the hold form (${label})`);
    await form.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByText(/^Status:/)).toContainText('On hold');

    // The email says why, what to do, and where to reply.
    const mail = await waitForMail(email, new RegExp(`${application.tracking_id}: On hold`));
    expect(mail.text).toContain(REASON);
    expect(mail.text).toContain('reply to the registry with the receipt number');
    expect(mail.text).toContain(`${baseURL}/track/${application.tracking_id}/messages`);
    expect(mail.text).toMatch(/If it is still on hold on \d{1,2} \w+ \d{4}/);

    // The applicant, on a fresh page: the reference alone says it is held, not why.
    const applicantContext = await page.context().browser()!.newContext();
    const applicant = await applicantContext.newPage();
    await applicant.setViewportSize({ width, height });
    await applicant.goto(`${baseURL}/track?reference=${application.tracking_id}`);
    await expect(applicant.getByText(/Show your details with the email/)).toBeVisible();
    await expect(applicant.getByText(REASON)).toHaveCount(0);
    await applicant.getByRole('textbox', { name: /Email address/ }).fill(email);
    await applicant.getByRole('button', { name: 'Show my details' }).click();
    const hold = applicant.getByRole('note', { name: `On hold: ${REASON}` });
    await expect(hold).toContainText('reply to the registry with the receipt number');
    // The day it is cancelled and refunded if nothing changes (the reason's 30 days).
    await expect(hold).toContainText(
      /If it is still on hold on \d{1,2} \w+ \d{4}, the request is cancelled and any payment refunded\./,
    );
    await expectNoAxeViolations(applicant, `the held application (${label})`);
    await keepScreenshot(applicant, `hold-applicant-${label}`);

    // They reply from the page.
    await hold.getByRole('link', { name: 'Reply to the registry' }).click();
    await applicant.getByRole('textbox', { name: /Email address/ }).fill(email);
    await applicant.getByRole('button', { name: 'Show messages' }).click();
    const answer = `Paid at the bursary: receipt BUR-${label.toUpperCase()}-4471.`;
    await applicant.getByRole('textbox', { name: 'Your message' }).fill(answer);
    // With a scan of the receipt, as a phone's scanner app makes it.
    const scan = Buffer.from(
      `%PDF-1.4\n% bursary receipt BUR-${label.toUpperCase()}-4471\n%%EOF\n`,
    );
    await applicant
      .getByLabel('Attach a document (optional)')
      .setInputFiles({ name: 'bursary-receipt.pdf', mimeType: 'application/pdf', buffer: scan });
    await expectNoAxeViolations(applicant, `the reply with a document (${label})`);
    await applicant.getByRole('button', { name: 'Send message' }).click();
    const thread = applicant.getByRole('list', { name: 'Messages' });
    await expect(thread).toContainText(answer);
    await expect(thread).toContainText(
      `Attached: bursary-receipt.pdf (${String(scan.length)} bytes)`,
    );

    // Staff read the reply in the application, open the scan, and resume it.
    await page.reload();
    await expect(page.getByText(answer)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', {
          name: `Download bursary-receipt.pdf (${String(scan.length)} bytes)`,
        })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('bursary-receipt.pdf');
    const saved = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of saved) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(scan)).toBe(true);
    await form.getByRole('combobox', { name: 'New status' }).selectOption('processing');
    await form.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByText(/^Status:/)).toContainText('Processing');

    await applicant.goto(`${baseURL}/track?reference=${application.tracking_id}`);
    await applicant.getByRole('textbox', { name: /Email address/ }).fill(email);
    await applicant.getByRole('button', { name: 'Show my details' }).click();
    await expect(applicant.getByText('Status: Processing')).toBeVisible();
    await expect(applicant.getByRole('note', { name: /On hold/ })).toHaveCount(0);
    await expect(applicant.getByText(`On hold: ${REASON}`)).toBeVisible();
    await applicantContext.close();
    expect(pageErrors).toEqual([]);
  });
}
