import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { transcriptPdf } from '../../server/test/support/pdf-fixtures';
import { expect, keepScreenshot, test, wcagTags } from '../support/fixtures';
import { recordEmailOf } from '../support/identity';
import {
  confirmTypedReceivers,
  dataOf,
  staffHeaders,
  initializePayment,
  payAtTestCheckout,
  submitTranscriptApplication,
} from '../support/seed';
import { server } from '../support/servers';
import { waitForMail } from '../support/smtp-capture';

/**
 * A soft copy as its holder and a third party meet it: staff send it; the holder opens the
 * emailed link and downloads the signed PDF and the verifiable credential; whoever receives them
 * uploads each to /verify and reads "valid"; staff revoke the document; the same files now read
 * "revoked". At a phone's width and a laptop's, with no axe violation in the page's main content.
 */

/** A demo graduate no other journey applies for (server/src/seed/demo-data.ts). */
const matric = 'FUTD/13/0004';

/** axe (WCAG 2.1 AA) on <main>: these screens' own content (the shell has its own journeys). */
async function expectNoAxeViolationsInMain(page: Page, what: string): Promise<void> {
  await expect(page.locator('#page-loader')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).include('main').withTags(wcagTags).analyze();
  const found = results.violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} ${node.target.join(' ')}: ${node.failureSummary ?? v.help}`),
  );
  expect(found, `axe violations on ${what}`).toEqual([]);
}

/** Clicks a download link and answers the file's name and bytes. */
async function download(page: Page, name: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path()) ?? '') };
}

for (const { label, width, height } of [
  { label: 'phone', width: 360, height: 780 },
  { label: 'desktop', width: 1366, height: 900 },
]) {
  test(`a soft copy's PDF and credential verify, then read revoked (${String(width)} px)`, async ({
    page,
    pageErrors,
    request,
  }) => {
    const { baseURL } = server('main');
    const headers = await staffHeaders(request, baseURL);
    await page.setViewportSize({ width, height });

    // The registry has the graduate's transcript.
    const graduate = (
      await dataOf<{ data: { id: number; first_name: string; surname: string }[] }>(
        await request.get(`${baseURL}/api/graduates`, { params: { search: matric }, headers }),
      )
    ).data[0];
    expect(graduate, `the demo graduate ${matric}`).toBeTruthy();
    const uploaded = await request.post(
      `${baseURL}/api/graduates/${String(graduate?.id)}/copies?title=Official%20transcript&file_name=transcript.pdf`,
      { headers: { ...headers, 'content-type': 'application/pdf' }, data: await transcriptPdf() },
    );
    expect(uploaded.status(), await uploaded.text()).toBe(200);

    // The graduate applies for a soft copy to themselves and pays; staff send it.
    const holder = `holder.${label}.${String(Date.now()).slice(-7)}@example.com`;
    const application = await submitTranscriptApplication(
      request,
      baseURL,
      { matric, email: recordEmailOf(matric) },
      { recipient_email: holder },
    );
    const payment = await initializePayment(request, baseURL, application.tracking_id);
    await payAtTestCheckout(page, request, {
      baseURL,
      checkoutUrl: payment.checkout_url,
      trackingId: application.tracking_id,
    });
    await confirmTypedReceivers(request, baseURL, application.id, headers);
    for (const status of ['processing', 'sent']) {
      const changed = await request.patch(
        `${baseURL}/api/applications/${String(application.id)}/status`,
        { data: { status }, headers },
      );
      expect(changed.status(), await changed.text()).toBe(200);
    }

    // The holder opens the emailed link: the PDF and the credential.
    const ready = await waitForMail(holder, /Your document is ready/);
    const link = new RegExp(`${baseURL}/documents/[A-Za-z0-9_-]+`).exec(ready.text ?? '')?.[0];
    expect(link, 'the link in the email').toBeTruthy();
    await page.goto(link ?? '');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Official transcript' }),
    ).toBeVisible();
    await expectNoAxeViolationsInMain(page, `the document link page at ${String(width)} px`);
    await keepScreenshot(page, `document-link-${label}`);
    const pdf = await download(page, 'Download the PDF');
    expect(pdf.name).toBe('transcript.pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const credential = await download(page, 'Download the credential');
    expect(credential.name).toMatch(/^transcript-[0-9A-Z-]{19}\.credential\.json$/);
    // The page reads the count again after a download.
    await expect(
      page.getByText('You can download it 4 more times.', { exact: false }),
    ).toBeVisible();

    // A third party checks each file at /verify.
    const checkPdf = async () => {
      await page.goto(`${baseURL}/verify`);
      await page.getByLabel('PDF file', { exact: true }).setInputFiles({
        name: 'transcript.pdf',
        mimeType: 'application/pdf',
        buffer: pdf.bytes,
      });
      await page.getByRole('button', { name: 'Check the file' }).click();
    };
    const checkCredential = async () => {
      await page.goto(`${baseURL}/verify`);
      await page.getByLabel('Or choose the credential file', { exact: true }).setInputFiles({
        name: credential.name,
        mimeType: 'application/json',
        buffer: credential.bytes,
      });
      await page.getByRole('button', { name: 'Check the credential' }).click();
    };
    const issuedTo = page.getByText('Issued to', { exact: true }).locator('xpath=..');
    await checkPdf();
    await expect(
      page.getByRole('heading', { level: 1, name: 'This transcript is valid' }),
    ).toBeVisible();
    await expect(issuedTo).toContainText(graduate?.surname ?? '');
    await expectNoAxeViolationsInMain(page, `/verify with the PDF (valid) at ${String(width)} px`);
    await checkCredential();
    await expect(
      page.getByRole('heading', { level: 1, name: 'This transcript is valid' }),
    ).toBeVisible();
    await expect(page.getByRole('status')).toContainText('digital signature');
    await expect(issuedTo).toContainText(graduate?.surname ?? '');
    await expectNoAxeViolationsInMain(
      page,
      `/verify with the credential (valid) at ${String(width)} px`,
    );
    await keepScreenshot(page, `verify-credential-valid-${label}`);

    // Staff revoke the document: both files now read revoked.
    const links = await dataOf<{ id: number }[]>(
      await request.get(`${baseURL}/api/applications/${String(application.id)}/document-links`, {
        headers,
      }),
    );
    const revoked = await request.post(
      `${baseURL}/api/applications/${String(application.id)}/document-links/${String(links[0]?.id)}/revoke`,
      { data: { reason: 'Issued in error' }, headers },
    );
    expect(revoked.status(), await revoked.text()).toBe(200);
    await checkCredential();
    await expect(
      page.getByRole('heading', { level: 1, name: 'This transcript has been revoked' }),
    ).toBeVisible();
    await expectNoAxeViolationsInMain(
      page,
      `/verify with the credential (revoked) at ${String(width)} px`,
    );
    await keepScreenshot(page, `verify-credential-revoked-${label}`);
    await checkPdf();
    await expect(
      page.getByRole('heading', { level: 1, name: 'This transcript has been revoked' }),
    ).toBeVisible();

    // The link itself stops working, and says why.
    await page.goto(link ?? '');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeVisible();
    await expectNoAxeViolationsInMain(page, `a revoked link's page at ${String(width)} px`);
    expect(pageErrors).toEqual([]);
  });
}
