import { expect, keepScreenshot, test } from '../support/fixtures';
import { proveIdentityInPortal, recordEmailOf } from '../support/identity';
import { server } from '../support/servers';

/** A demo graduate seeded on first start (server/src/seed/demo-data.ts). */
const graduate = { matric: 'FUTD/10/0001', email: 'tolu.adeyemi1@example.com', name: 'Tolu' };

const naira = (kobo: number) =>
  `₦${(kobo / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test.describe('transcript application', () => {
  test('start → two copies → check → submit → pay → paid → track → message', async ({
    page,
    pageErrors,
    request,
  }) => {
    const { baseURL } = server('main');
    const data = (
      (await (await request.get(`${baseURL}/api/application-data`)).json()) as {
        data: {
          transcript_rates: {
            purpose: string;
            type: string;
            soft_copy: number;
            hard_copy: number;
          }[];
          delivery_rates: { delivery_type: string; rate: number }[];
          couriers: { name: string; rate: number }[];
        };
      }
    ).data;
    const rate = (purpose: string, format: 'soft_copy' | 'hard_copy') =>
      data.transcript_rates.find((r) => r.purpose === purpose && r.type === 'official')?.[format] ??
      NaN;
    const domestic = data.delivery_rates.find((r) => r.delivery_type === 'domestic')?.rate ?? NaN;
    const gig = data.couriers.find((c) => c.name === 'GIG Logistics')?.rate ?? NaN;
    const transcriptFee = rate('Further Studies', 'hard_copy') + rate('Employment', 'soft_copy');
    const deliveryFee = domestic + gig;

    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(baseURL);
    await page.getByRole('link', { name: 'Start application' }).click();
    await page.getByRole('textbox', { name: /Matric number/ }).fill(graduate.matric);
    await page.getByRole('textbox', { name: /Email address/ }).fill(graduate.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    // Only initials and the masked contact until the code from the record's email is typed back.
    await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
    await expect(page.getByText('Adeyemi')).toHaveCount(0);
    await keepScreenshot(page, 'apply-identity-step-phone');
    await proveIdentityInPortal(page, graduate.matric);
    await expect(page.getByText(graduate.matric).first()).toBeVisible();
    await keepScreenshot(page, 'apply-confirm-record-phone');
    await page.getByRole('button', { name: 'Yes, continue' }).click();

    // A domestic hard copy
    await page.getByRole('link', { name: 'Add a copy' }).click();
    await page.getByLabel('What is the transcript for?').selectOption({ label: 'Further Studies' });
    await page.getByRole('radio', { name: 'Official copy' }).check();
    await page.getByRole('radio', { name: 'Hard copy' }).check();
    await page.getByLabel('Destination region').selectOption({ label: 'Lagos (within Nigeria)' });
    await page.getByLabel('Courier').selectOption({ label: `GIG Logistics (${naira(gig)})` });
    await page.getByRole('textbox', { name: /Recipient name/ }).fill('Admissions Office');
    await page.getByRole('textbox', { name: /Recipient address/ }).fill('1 Campus Road, Lagos');
    await keepScreenshot(page, 'apply-hard-copy-phone');
    await page.getByRole('button', { name: 'Add this copy' }).click();

    // A soft copy for an evaluator abroad
    await page.getByRole('link', { name: 'Add another copy' }).click();
    await page.getByLabel('What is the transcript for?').selectOption({ label: 'Employment' });
    await page.getByRole('radio', { name: 'Official copy' }).check();
    await page.getByRole('radio', { name: 'Soft copy' }).check();
    await page.getByRole('textbox', { name: /Recipient email/ }).fill('evaluations@wes.example');
    await page.getByRole('textbox', { name: /Reference number/ }).fill('WES-123456');
    await page.getByRole('button', { name: 'Add this copy' }).click();
    await expect(page.getByRole('heading', { name: 'Your copies (2)' })).toBeVisible();

    // Drafts survive a reload
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your copies (2)' })).toBeVisible();

    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: /Check your answers/ })).toBeVisible();
    // the fees before submitting are the server's quote (POST /applications/quote)
    const quoted = page.getByRole('table', { name: 'Fees', exact: true });
    await expect(quoted.getByRole('row', { name: /Total/ })).toContainText(
      naira(transcriptFee + deliveryFee),
    );
    await page.setViewportSize({ width: 1366, height: 900 });
    await keepScreenshot(page, 'apply-check-answers-desktop');
    // Consent to the institution's wording, naming both receivers.
    const consent = page.getByRole('region', { name: 'Your consent' });
    await expect(consent.getByRole('listitem')).toHaveText([
      'Admissions Office, 1 Campus Road, Lagos',
      'evaluations@wes.example',
    ]);
    await consent.getByRole('checkbox', { name: 'I give my consent' }).check();
    await page.getByRole('button', { name: 'Submit application' }).click();

    await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
    const reference = (await page.getByTestId('tracking-reference').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const fees = page.getByRole('table', { name: /Fees to pay/ });
    await expect(fees.getByRole('row', { name: /Transcript fee/ })).toContainText(
      naira(transcriptFee),
    );
    await expect(fees.getByRole('row', { name: /Delivery fee/ })).toContainText(naira(deliveryFee));
    await expect(fees.getByRole('row', { name: /Total/ })).toContainText(
      naira(transcriptFee + deliveryFee),
    );
    await keepScreenshot(page, 'apply-confirmation-desktop');

    // The drafts are gone after the submit
    expect(
      await page.evaluate(() => localStorage.getItem('applicant-portal.transcript_copies')),
    ).toBeNull();

    // Pay through the server's local test checkout; the amount is the server's total.
    const total = naira(transcriptFee + deliveryFee);
    await page.getByRole('button', { name: `Pay ${total} now` }).click();
    await page.waitForURL(/\/checkout\/local\//);
    await keepScreenshot(page, 'pay-local-checkout-desktop');
    await page.getByRole('button', { name: `Pay ${total} (test)` }).click();

    // Back at /callback/platinum, replaced by the confirmation the server verified.
    await page.waitForURL(/\/payment-confirmation\?reference=/);
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    const paymentReference =
      (await page.getByTestId('payment-reference').textContent())?.trim() ?? '';
    expect(paymentReference).not.toBe('');
    await expect(page.getByText('Amount paid').locator('xpath=..')).toContainText(total);
    await expect(page.getByText('Status', { exact: true }).locator('xpath=..')).toContainText(
      'Paid',
    );
    const receipt = page.getByRole('link', { name: 'Download your receipt (PDF)' });
    const receiptResponse = await request.get(
      new URL((await receipt.getAttribute('href')) ?? '', baseURL).toString(),
    );
    expect(receiptResponse.headers()['content-type']).toContain('application/pdf');
    await keepScreenshot(page, 'pay-confirmation-desktop');
    await page.setViewportSize({ width: 360, height: 780 });
    await keepScreenshot(page, 'pay-confirmation-phone');

    // Back from the confirmation must not lead to a second charge: paying again is refused.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/callback\//);
    const again = await request.post(`${baseURL}/api/payments/initialize`, {
      data: { kind: 'application', tracking_id: reference.replace(/-/g, '') },
    });
    expect(again.status()).toBe(409);
    await page.goto(`${baseURL}/payment-confirmation?reference=${paymentReference}`);

    await page.getByRole('link', { name: 'Track your application' }).click();
    await expect(page.getByRole('heading', { name: `Application ${reference}` })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Status: Paid' })).toBeVisible();
    const progress = page.getByRole('list', { name: 'Progress of the application' });
    await expect(progress.getByText('Pending payment')).toBeVisible();
    await expect(progress.getByText('Paid', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download your receipt (PDF)' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
    // The reference alone shows no personal data; the applicant's email unlocks it.
    const applicantSection = page.getByRole('region', { name: 'Applicant' });
    await expect(applicantSection).not.toContainText(graduate.email);
    await expect(applicantSection).not.toContainText(graduate.matric);
    await keepScreenshot(page, 'track-paid-phone');
    await page.setViewportSize({ width: 1366, height: 900 });
    await keepScreenshot(page, 'track-paid-desktop');
    const detailsEmail = applicantSection.getByRole('textbox', { name: /Email address/ });
    await detailsEmail.fill('someone.else@example.com');
    await applicantSection.getByRole('button', { name: 'Show my details' }).click();
    await expect(
      applicantSection
        .getByText('This is not the email address the application was made with')
        .first(),
    ).toBeVisible();
    await expect(applicantSection).not.toContainText(graduate.matric);
    await detailsEmail.fill(graduate.email);
    await applicantSection.getByRole('button', { name: 'Show my details' }).click();
    await expect(applicantSection).toContainText(graduate.matric);
    await expect(applicantSection).toContainText(graduate.email);

    // A message to the registry, seen in the thread once, although the connection dropped
    // after the registry received it: the portal sends it again under the same key.
    await page.getByRole('link', { name: 'Messages about this application' }).click();
    const email = page.getByRole('textbox', { name: /Email address/ });
    await email.fill(graduate.email);
    await page.getByRole('button', { name: 'Show messages' }).click();
    const keys: (string | undefined)[] = [];
    await page.route('**/api/applications/track/*/messages', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(route.request().headers()['idempotency-key']);
      if (keys.length > 1) return route.continue();
      await route.fetch();
      return route.abort('connectionreset');
    });
    const text = 'Please confirm the hard copy goes to the Admissions Office.';
    await page.getByRole('textbox', { name: 'Your message' }).fill(text);
    await page.getByRole('button', { name: 'Send message' }).click();
    const thread = page.getByRole('list', { name: 'Messages' });
    await expect(thread).toContainText(text);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await expect(thread.getByText(text)).toHaveCount(1);
    await page.unroute('**/api/applications/track/*/messages');
    await page.reload();
    await page.getByRole('textbox', { name: /Email address/ }).fill(graduate.email);
    await page.getByRole('button', { name: 'Show messages' }).click();
    await expect(page.getByRole('list', { name: 'Messages' }).getByText(text)).toHaveCount(1);
    await keepScreenshot(page, 'messages-desktop');
    await page.setViewportSize({ width: 360, height: 780 });
    await keepScreenshot(page, 'messages-phone');
    expect(pageErrors).toEqual([]);
  });
});

test.describe('certificate application', () => {
  test('submit an attestation → track it → pay → tracked as paid → full details with the email', async ({
    page,
    pageErrors,
  }) => {
    const { baseURL } = server('main');
    await page.setViewportSize({ width: 360, height: 780 });
    const certificateGraduate = { matric: 'FUTD/14/0013', email: recordEmailOf('FUTD/14/0013') };
    await page.goto(`${baseURL}/certificate-application`);
    // A certificate is a graduate's record too: the identity step comes first, then back here.
    await page.getByRole('link', { name: 'Confirm my identity' }).click();
    await page.getByRole('textbox', { name: /Matric number/ }).fill(certificateGraduate.matric);
    await page.getByRole('textbox', { name: /Email address/ }).fill(certificateGraduate.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await proveIdentityInPortal(page, certificateGraduate.matric);
    await page.getByRole('button', { name: 'Yes, continue' }).click();
    await expect(page.getByRole('heading', { name: 'Certificate application' })).toBeVisible();
    await page.getByRole('radio', { name: /Attestation/ }).check();
    await expect(page.getByRole('textbox', { name: 'Matric number' })).toHaveValue(
      certificateGraduate.matric,
    );
    const region = page.getByLabel('Destination region');
    await region.selectOption(
      (await region
        .locator('option', { hasText: 'within Nigeria' })
        .first()
        .getAttribute('value'))!,
    );
    const courier = page.getByLabel('Courier');
    await courier.selectOption(
      (await courier
        .locator('option', { hasText: 'GIG Logistics' })
        .first()
        .getAttribute('value'))!,
    );
    await page.getByRole('textbox', { name: 'Recipient name' }).fill('Embassy Visa Desk');
    await page
      .getByRole('textbox', { name: 'Recipient address' })
      .fill('5 Diplomatic Drive, Abuja');
    await page.getByRole('button', { name: 'Submit certificate application' }).click();
    const reference = (await page.getByTestId('certificate-reference').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const total = (await page.getByText('Total', { exact: true }).locator('xpath=..').textContent())
      ?.replace('Total', '')
      .trim();

    // The track page finds it by the same reference (the transcript lookup misses first).
    await page.getByRole('link', { name: 'Track this application' }).click();
    await expect(
      page.getByRole('heading', { name: `Attestation application ${reference}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Status: Pending payment' }),
    ).toBeVisible();
    // The reference alone: the delivery address is masked.
    await expect(page.getByText('5 Diplomatic Drive, Abuja')).toHaveCount(0);
    await keepScreenshot(page, 'track-certificate-pending-phone');

    await page.getByRole('button', { name: `Pay ${total} now` }).click();
    await page.waitForURL(/\/checkout\/local\//);
    await page.getByRole('button', { name: `Pay ${total} (test)` }).click();
    await page.waitForURL(/\/payment-confirmation\?reference=/);
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();

    await page.goto(`${baseURL}/track?reference=${reference}`);
    await expect(page.getByRole('status').filter({ hasText: 'Status: Paid' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Progress of the application' }).getByRole('listitem'),
    ).toHaveCount(2);
    await page.getByRole('textbox', { name: /Email address/ }).fill(certificateGraduate.email);
    await page.getByRole('button', { name: 'Show my details' }).click();
    await expect(page.getByText(/Embassy Visa Desk\s+5 Diplomatic Drive, Abuja/)).toBeVisible();
    await keepScreenshot(page, 'track-certificate-paid-phone');
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(
      page.getByRole('heading', { name: `Attestation application ${reference}` }),
    ).toBeVisible();
    await keepScreenshot(page, 'track-certificate-paid-desktop');
    expect(pageErrors).toEqual([]);
  });
});
