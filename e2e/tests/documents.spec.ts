import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
// The server tests' QR reader (pdf.js → @napi-rs/canvas → jsQR in a child Node process).
import { readPdfQrCodes } from '../../server/test/support/pdf-qr';
import { expect, keepScreenshot, test, wcagTags } from '../support/fixtures';
import {
  confirmTypedReceivers,
  initializePayment,
  staffHeaders,
  submitHardCopyApplication,
} from '../support/seed';
import { server } from '../support/servers';
import { waitForMail } from '../support/smtp-capture';

/**
 * Submitting, paying and dispatching an application produce the expected
 * emails in the SMTP capture (global setup points the 'main' server's SMTP_URL at it); the QR
 * code decoded from a certificate's PDF opens a verification page naming the graduate; the PDF
 * uploaded to /verify is valid, then revoked, and a changed copy reads as changed; revoked and
 * forged codes say so.
 */

const naira = (kobo: number) =>
  `₦${(kobo / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** A demo graduate no other journey applies for (server/src/seed/demo-data.ts). */
const matric = 'FUTD/14/0005';
/** Another, for the certificate. */
const certificateMatric = 'FUTD/15/0006';

/**
 * axe (WCAG 2.1 AA) on the page's <main>, the verification screens' own content. The shell's
 * header is left out here: its brand link's aria-label omits the acronym it shows at 360 px
 * (label-content-name-mismatch), which belongs to the shell, not to these pages.
 */
async function expectNoAxeViolationsInMain(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include('main').withTags(wcagTags).analyze();
  const found = results.violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} ${node.target.join(' ')}: ${node.failureSummary ?? v.help}`),
  );
  expect(found, `axe violations on ${what}`).toEqual([]);
}

/** Keeps a screenshot once the shell's start-up page loader (2 s + 0.3 s) is gone. */
async function screenshotWhenLoaded(page: Page, name: string): Promise<void> {
  await expect(page.locator('#page-loader')).toHaveCount(0);
  await keepScreenshot(page, name);
}

test.describe('documents, mail and verification', () => {
  test('submit → email; pay → email with PDF receipt; dispatch → status email', async ({
    page,
    pageErrors,
    request,
  }) => {
    const { baseURL } = server('main');
    const applicantEmail = `documents.${String(Date.now()).slice(-8)}@example.com`;
    // Submitting: the submission email, with the reference and the link to track it.
    const application = await submitHardCopyApplication(request, baseURL, {
      matric,
      email: applicantEmail,
    });
    const reference = application.tracking_id;
    const trackLink = `${baseURL}/track?reference=${reference}`;

    const received = await waitForMail(applicantEmail, new RegExp(`${reference} received`));
    expect(received.subject).toBe(`Transcript application ${reference} received`);
    expect(received.text).toContain(reference);
    expect(received.text).toContain(trackLink);
    expect(received.text).toContain(naira(application.total));
    expect(received.html).toBeTruthy();

    // The link in the email opens the application.
    await page.goto(trackLink);
    await expect(page.getByRole('heading', { name: `Application ${reference}` })).toBeVisible();

    // Paying at the local test checkout: the payment-received email carries the PDF receipt.
    const { checkout_url: checkoutUrl } = await initializePayment(
      request,
      baseURL,
      application.tracking_id,
    );
    expect(checkoutUrl.startsWith(`${baseURL}/checkout/local/`), checkoutUrl).toBe(true);
    await page.goto(checkoutUrl);
    await page.getByRole('button', { name: `Pay ${naira(application.total)} (test)` }).click();
    await page.waitForURL(/\/payment-confirmation\?reference=/);
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();

    const paid = await waitForMail(applicantEmail, new RegExp(`Payment received for ${reference}`));
    expect(paid.text).toContain(naira(application.total));
    const receipt = paid.attachments.find((file) => file.contentType === 'application/pdf');
    expect(receipt, 'a PDF receipt attached').toBeTruthy();
    expect(receipt?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Staff move it along through the API: each status change is emailed.
    const headers = await staffHeaders(request, baseURL);
    const move = async (body: Record<string, string>) => {
      const response = await request.patch(
        `${baseURL}/api/applications/${String(application.id)}/status`,
        { data: body, headers },
      );
      expect(response.status(), await response.text()).toBe(200);
    };
    await move({ status: 'processing' });
    const processing = await waitForMail(applicantEmail, new RegExp(`${reference}: Processing`));
    expect(processing.text).toContain(trackLink);
    await confirmTypedReceivers(request, baseURL, application.id, headers);
    await move({ status: 'dispatched', courier_name: 'GIG Logistics', waybill_number: 'GIG-D0C5' });
    const dispatched = await waitForMail(applicantEmail, new RegExp(`${reference}: Dispatched`));
    expect(dispatched.text).toContain('Dispatched');
    expect(dispatched.text).toContain(trackLink);

    // The admin console's Emails screen lists them as sent.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${baseURL}/login`);
    const token = headers.authorization.slice('Bearer '.length);
    await page.evaluate((value) => localStorage.setItem('auth.token', value), token);
    await page.goto(`${baseURL}/admin/mail?search=${encodeURIComponent(applicantEmail)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Emails' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Emails' });
    for (const subject of [
      received.subject,
      paid.subject,
      processing.subject,
      dispatched.subject,
    ]) {
      const row = table.getByRole('row').filter({ hasText: subject ?? '' });
      await expect(row).toContainText('Sent');
    }
    await screenshotWhenLoaded(page, 'admin-mail-desktop');
    expect(pageErrors).toEqual([]);
  });

  test('the QR code on a certificate’s PDF names the graduate; revoked and forged codes say so', async ({
    page,
    pageErrors,
    request,
  }) => {
    const { baseURL } = server('main');
    const headers = await staffHeaders(request, baseURL);

    const graduates = (
      (await (
        await request.get(`${baseURL}/api/graduates`, {
          params: { search: certificateMatric },
          headers,
        })
      ).json()) as { data: { data: { id: number; first_name: string; surname: string }[] } }
    ).data.data;
    const graduate = graduates[0];
    expect(graduate, `the demo graduate ${certificateMatric}`).toBeTruthy();
    const templates = (
      (await (await request.get(`${baseURL}/api/certificate-templates`, { headers })).json()) as {
        data: { data: { id: number; is_active: boolean }[] };
      }
    ).data.data;
    const template = templates.find((t) => t.is_active);
    expect(template, 'an active certificate template').toBeTruthy();

    const issued = await request.post(
      `${baseURL}/api/graduates/${String(graduate?.id)}/certificates`,
      { data: { template_id: template?.id }, headers },
    );
    expect(issued.status(), await issued.text()).toBe(200);
    const certificate = ((await issued.json()) as { data: { id: number; serial_number: string } })
      .data;

    const pdf = await request.get(
      `${baseURL}/api/graduate-certificates/${String(certificate.id)}/pdf`,
      { headers },
    );
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const body = await pdf.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The URL is read from the QR code on the rendered page, as a phone camera would read it.
    const [decoded, ...otherPages] = await readPdfQrCodes(body, 2);
    expect(otherPages).toEqual([]);
    const verificationUrl = decoded ?? '';
    expect(verificationUrl).toMatch(new RegExp(`^${baseURL}/verify/[0-9A-Z]{16}$`));
    const code = verificationUrl.split('/').pop() ?? '';

    // Where the QR code leads: the page names the graduate.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(verificationUrl);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This certificate is valid' }),
    ).toBeVisible();
    const issuedTo = page.getByText('Issued to', { exact: true }).locator('xpath=..');
    await expect(issuedTo).toContainText(graduate?.first_name ?? '');
    await expect(issuedTo).toContainText(graduate?.surname ?? '');
    await expect(page.getByText(certificate.serial_number)).toBeVisible();
    await screenshotWhenLoaded(page, 'verify-valid-phone');
    await expectNoAxeViolationsInMain(page, '/verify/:code (valid) at 360 px');

    // The PDF itself, uploaded by whoever received it: signed by the institution, unchanged.
    const uploadToVerify = async (file: Buffer) => {
      await page.goto(`${baseURL}/verify`);
      await page.getByLabel('PDF file', { exact: true }).setInputFiles({
        name: 'certificate.pdf',
        mimeType: 'application/pdf',
        buffer: file,
      });
      await page.getByRole('button', { name: 'Check the file' }).click();
    };
    await uploadToVerify(body);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This certificate is valid' }),
    ).toBeVisible();
    await expect(page.getByRole('status')).toContainText('the file has not changed since');
    await expect(page.getByText(certificate.serial_number)).toBeVisible();
    await screenshotWhenLoaded(page, 'verify-file-valid-phone');
    await expectNoAxeViolationsInMain(page, '/verify with a signed PDF (valid) at 360 px');

    // Revoked by staff: the same URL now says so.
    const revoked = await request.post(
      `${baseURL}/api/graduate-certificates/${String(certificate.id)}/revoke`,
      { data: { reason: 'Issued in error' }, headers },
    );
    expect(revoked.status(), await revoked.text()).toBe(200);
    await page.goto(verificationUrl);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This certificate has been revoked' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('no longer valid');
    await screenshotWhenLoaded(page, 'verify-revoked-phone');
    await uploadToVerify(body);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This certificate has been revoked' }),
    ).toBeVisible();

    // One byte of the file changed: the signature no longer holds.
    await page.setViewportSize({ width: 1366, height: 900 });
    const tampered = Buffer.from(body);
    const at = tampered.indexOf('%PDF-1.') + 7;
    tampered[at] = tampered[at] === 0x37 ? 0x36 : 0x37;
    await uploadToVerify(tampered);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This file has been changed' }),
    ).toBeVisible();
    await expectNoAxeViolationsInMain(page, '/verify with a changed PDF at 1366 px');
    await screenshotWhenLoaded(page, 'verify-file-changed-desktop');

    // A forged code (one character changed) typed on /verify: unknown.
    const forged = `${code.slice(0, 15)}${code.endsWith('Z') ? 'Y' : 'Z'}`;
    await page.goto(`${baseURL}/verify`);
    await expect(page.getByRole('heading', { level: 1, name: 'Check a document' })).toBeVisible();
    await expectNoAxeViolationsInMain(page, '/verify at 1366 px');
    await page.getByRole('textbox', { name: /Verification code/ }).fill(forged.toLowerCase());
    await page.getByRole('button', { name: 'Check the document' }).click();
    await expect(page).toHaveURL(`${baseURL}/verify/${forged}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unknown verification code' }),
    ).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'not genuine' })).toBeVisible();
    await screenshotWhenLoaded(page, 'verify-unknown-desktop');
    expect(pageErrors).toEqual([]);
  });
});
