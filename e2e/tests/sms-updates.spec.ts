import { signInAsAdministrator } from '../support/admin';
import { expect, expectNoAxeViolations, keepScreenshot, test } from '../support/fixtures';
import { proveIdentityInPortal, recordEmailOf } from '../support/identity';
import { staffHeaders } from '../support/seed';
import { server } from '../support/servers';
import { textsTo, waitForSms } from '../support/sms-capture';
import { oneRunGraduates } from '../support/widths';

/**
 * SMS updates as an applicant meets them: on the check page they add a mobile number, the code
 * it is texted is typed back, and from then on each step of the request reaches the phone as
 * well as the inbox: paid, processing, and a hold with what to do, each with the track link and
 * nothing a stranger holding the phone could use. The step is checked at a phone's width and a
 * laptop's, with no axe violation; the track page says when it is expected and where the texts go.
 */
const matric = oneRunGraduates['sms-updates'];
const PHONE = '+2348035550112';
const PHONE_TYPED = '0803 555 0112';
const widths = [
  { label: 'phone', width: 360, height: 780 },
  { label: 'laptop', width: 1366, height: 900 },
] as const;

test('SMS updates: a verified phone is texted each step of the request', async ({
  page,
  pageErrors,
  request,
}) => {
  const { baseURL } = server('main');
  const email = recordEmailOf(matric);

  await page.setViewportSize(widths[0]);
  await page.goto(`${baseURL}/start-application`);
  await page.getByRole('textbox', { name: /Matric number/ }).fill(matric);
  await page.getByRole('textbox', { name: /Email address/ }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await proveIdentityInPortal(page, matric);
  await page.getByRole('button', { name: 'Yes, continue' }).click();
  await page.getByRole('link', { name: 'Add a copy' }).click();
  await page.getByLabel('What is the transcript for?').selectOption({ label: 'Employment' });
  await page.getByRole('radio', { name: 'Official copy' }).check();
  await page.getByRole('radio', { name: 'Soft copy' }).check();
  await page.getByRole('textbox', { name: /Recipient email/ }).fill('hr@employer.example');
  await page.getByRole('button', { name: 'Add this copy' }).click();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: /Check your answers/ })).toBeVisible();

  // The number, then the code the phone receives.
  const sms = page.getByRole('region', { name: 'SMS updates (optional)' });
  await sms.getByRole('textbox', { name: /Mobile number for SMS updates/ }).fill(PHONE_TYPED);
  await sms.getByRole('button', { name: 'Send a code' }).click();
  await expect(sms.getByText(/We texted a code to/)).toBeVisible();
  const codeText = await waitForSms(PHONE, /is your FUTD code for SMS updates/);
  expect(codeText).toMatch(
    /^\d{6} is your FUTD code for SMS updates\. It expires in 10 minutes\. Do not share it\.$/,
  );
  for (const { label, width, height } of widths) {
    await page.setViewportSize({ width, height });
    await expectNoAxeViolations(page, `the SMS code step (${label})`);
  }
  await page.setViewportSize(widths[0]);
  await sms.getByRole('textbox', { name: /^Code/ }).fill(codeText.slice(0, 6));
  await sms.getByRole('button', { name: 'Confirm the number' }).click();
  await expect(sms.getByText('We will text +234 803 555 0112')).toBeVisible();
  for (const { label, width, height } of widths) {
    await page.setViewportSize({ width, height });
    await expectNoAxeViolations(page, `the verified phone (${label})`);
    await keepScreenshot(page, `sms-verified-${label}`);
  }

  await page
    .getByRole('region', { name: 'Your consent' })
    .getByRole('checkbox', { name: 'I give my consent' })
    .check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
  const reference = (await page.getByTestId('tracking-reference').textContent())?.trim() ?? '';
  const trackLink = `${baseURL}/track?reference=${reference}`;

  // Paying is the first step the phone hears of.
  await page.getByRole('button', { name: /^Pay .* now$/ }).click();
  await page.waitForURL(/\/checkout\/local\//);
  await page.getByRole('button', { name: / \(test\)$/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  expect(await waitForSms(PHONE, new RegExp(`${reference} is now Paid`))).toBe(
    `FUTD: your request ${reference} is now Paid. Details: ${trackLink}`,
  );

  // Staff start work, then put it on hold: each reaches the phone.
  const headers = await staffHeaders(request, baseURL);
  const tracked = await request.get(`${baseURL}/api/applications/track/${reference}`);
  expect(tracked.ok()).toBe(true);
  const found = await request.get(
    `${baseURL}/api/applications?search=${encodeURIComponent(reference)}`,
    { headers },
  );
  const id = ((await found.json()) as { data: { data: { id: number }[] } }).data.data[0]!.id;
  const moved = await request.patch(`${baseURL}/api/applications/${String(id)}/status`, {
    headers,
    data: { status: 'processing' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  expect(await waitForSms(PHONE, new RegExp(`${reference} is now Processing`))).toBe(
    `FUTD: your request ${reference} is now Processing. Details: ${trackLink}`,
  );

  // The applicant's page: when it is expected, and that texts go to the phone.
  for (const { label, width, height } of widths) {
    await page.setViewportSize({ width, height });
    await page.goto(trackLink);
    await page.getByRole('textbox', { name: /Email address/ }).fill(email);
    await page.getByRole('button', { name: 'Show my details' }).click();
    await expect(page.getByText('Status: Processing')).toBeVisible();
    await expect(page.getByText(/^Expected by \w+day \d{1,2} \w+ \d{4}\.?$/)).toBeVisible();
    await expect(page.getByText(/ \(SMS updates\)$/)).toBeVisible();
    await expectNoAxeViolations(page, `the tracked application with SMS (${label})`);
  }

  await signInAsAdministrator(page);
  await page.goto(`${baseURL}/admin/applications/${String(id)}`);
  const form = page.getByRole('region', { name: 'Change status' });
  await form.getByRole('combobox', { name: 'New status' }).selectOption('on_hold');
  await form
    .getByRole('combobox', { name: 'Why is it on hold?' })
    .selectOption({ label: 'Document missing' });
  await form.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByText(/^Status:/)).toContainText('On hold');
  expect(await waitForSms(PHONE, new RegExp(`${reference} is on hold`))).toBe(
    `FUTD: request ${reference} is on hold until you send a document. See why on the track page: ${trackLink}`,
  );

  // Every text is short, and none says why it is held or carries the matric number.
  const texts = textsTo(PHONE);
  expect(texts.length).toBeGreaterThanOrEqual(4);
  for (const text of texts) {
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).not.toContain(matric);
    expect(text).not.toContain('Document missing');
  }
  expect(pageErrors).toEqual([]);
});
