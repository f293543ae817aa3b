import { expect, expectNoAxeViolations, keepScreenshot, test } from '../support/fixtures';
import { proveIdentityInPortal, recordEmailOf } from '../support/identity';
import { dataOf, initializePayment, payAtTestCheckout, staffHeaders } from '../support/seed';
import { server } from '../support/servers';
import { widthsFor } from '../support/widths';

/**
 * An applicant sends an official transcript to a credential evaluator of the recipient directory
 * that requires its own reference number: they find it by typing part of its name and choose it
 * by keyboard; the directory, not the applicant, says where the transcript goes and in which
 * format, and the reference must be given in the evaluator's format. Staff then dispatch it with
 * no receiver to confirm. At a phone's width and a laptop's, with no axe violation.
 */
const WES = 'World Education Services (WES), Canada';

const widths = widthsFor('recipient-directory');

for (const { label, width, height, matric } of widths) {
  test(`a copy to a directory evaluator with its reference (${label})`, async ({
    page,
    pageErrors,
    request,
  }) => {
    const { baseURL } = server('main');
    const headers = await staffHeaders(request, baseURL);
    // The registry has WES's reference format on file: seven digits.
    const receivers = await dataOf<{ id: number; name: string; address: string }[]>(
      await request.get(`${baseURL}/api/recipients`, { headers }),
    );
    const wes = receivers.find((receiver) => receiver.name === WES);
    expect(wes, WES).toBeTruthy();
    const { id: _id, ...kept } = (wes ?? {}) as Record<string, unknown>;
    const updated = await request.put(`${baseURL}/api/recipients/${String(wes?.id)}`, {
      headers,
      data: { ...kept, reference_format: '9999999' },
    });
    expect(updated.status(), await updated.text()).toBe(200);

    await page.setViewportSize({ width, height });
    await page.goto(`${baseURL}/start-application`);
    await page.getByRole('textbox', { name: /Matric number/ }).fill(matric);
    await page.getByRole('textbox', { name: /Email address/ }).fill(recordEmailOf(matric));
    await page.getByRole('button', { name: 'Continue' }).click();
    await proveIdentityInPortal(page, matric);
    await page.getByRole('button', { name: 'Yes, continue' }).click();
    await page.getByRole('link', { name: 'Add a copy' }).click();

    await page.getByLabel('What is the transcript for?').selectOption({ label: 'Further Studies' });
    await page.getByRole('radio', { name: 'Official copy' }).check();
    const receiver = page.getByRole('combobox', { name: /Who is receiving it/ });
    await receiver.pressSequentially('wes canada');
    const list = page.getByRole('listbox', { name: 'Receivers found' });
    await expect(list.getByRole('option', { name: new RegExp(`^${escape(WES)}`) })).toBeVisible();
    await expect(page.getByText(/^1 receiver found/)).toBeVisible();
    await expectNoAxeViolations(page, `the receiver search, open (${label})`);
    await keepScreenshot(page, `recipient-search-${label}`);
    await receiver.press('ArrowDown');
    await receiver.press('Enter');
    await expect(receiver).toHaveValue(WES);

    // WES takes hard copies only, to its own address, abroad.
    await expect(page.getByRole('radio', { name: 'Hard copy' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Soft copy' })).toBeDisabled();
    const name = page.getByRole('textbox', { name: /Recipient name/ });
    await expect(name).toHaveValue(WES);
    await expect(name).not.toBeEditable();
    await expect(page.getByRole('textbox', { name: /Recipient address/ })).toHaveValue(
      wes?.address ?? '',
    );
    const region = page.getByLabel('Destination region');
    await expect(region.getByRole('option', { name: /within Nigeria/ })).toHaveCount(0);
    await region.selectOption({ index: 1 });
    await page.getByLabel('Courier').selectOption({ index: 1 });

    const reference = page.getByRole('textbox', { name: 'WES reference number' });
    await expect(reference).toHaveAccessibleDescription(/Write it as 1234567/);
    await reference.fill('WES-12');
    await page.getByRole('button', { name: 'Add this copy' }).click();
    const summary = page.getByRole('alert', { name: 'There is a problem' });
    await expect(summary).toContainText('Enter the WES reference number as 1234567');
    await expectNoAxeViolations(page, `the copy form with its error (${label})`);
    await reference.fill('4455667');
    await page.getByRole('button', { name: 'Add this copy' }).click();

    await expect(page.getByRole('heading', { name: 'Your copies (1)' })).toBeVisible();
    await expect(page.getByText('From the recipient directory')).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page.getByRole('table', { name: 'Fees', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, `check your answers (${label})`);
    // Consent is asked before anything is sent: the wording in force, naming WES.
    const consent = page.getByRole('region', { name: 'Your consent' });
    const wesLine = `${WES}, ${(wes?.address ?? '').replace(/\n/g, ', ')}`;
    await expect(consent.getByRole('listitem')).toHaveText([wesLine]);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText(
      'Tick the box to give your consent',
    );
    await expectNoAxeViolations(page, `consent not given (${label})`);
    await keepScreenshot(page, `consent-${label}`);
    await consent.getByRole('checkbox', { name: 'I give my consent' }).check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
    const trackingId = ((await page.getByTestId('tracking-reference').textContent()) ?? '').trim();

    // As stored: the directory's receiver, its address, the reference; nothing for staff to
    // confirm, so once paid it can be dispatched.
    const found = await dataOf<{ data: { id: number; tracking_id: string }[] }>(
      await request.get(`${baseURL}/api/applications`, {
        headers,
        params: { search: trackingId },
      }),
    );
    const id = found.data[0]?.id;
    const detail = await dataOf<{
      copies: Record<string, unknown>[];
      consent: { receivers: string[]; wording: string } | null;
    }>(await request.get(`${baseURL}/api/applications/${String(id)}`, { headers }));
    const wording = await dataOf<{ text: string }>(
      await request.get(`${baseURL}/api/consent-wording`),
    );
    expect(detail.consent).toMatchObject({ receivers: [wesLine], wording: wording.text });
    expect(detail.copies[0]).toMatchObject({
      recipient_id: wes?.id,
      recipient_name: WES,
      recipient_address: wes?.address,
      reference_number: '4455667',
      format: 'hard_copy',
    });
    const payment = await initializePayment(request, baseURL, trackingId);
    await payAtTestCheckout(page, request, {
      baseURL,
      checkoutUrl: payment.checkout_url,
      trackingId,
    });
    for (const body of [
      { status: 'processing' },
      { status: 'dispatched', courier_name: 'DHL Express', waybill_number: `DHL-${matric}` },
    ]) {
      const moved = await request.patch(`${baseURL}/api/applications/${String(id)}/status`, {
        headers,
        data: body,
      });
      expect(moved.status(), await moved.text()).toBe(200);
    }
    expect(pageErrors).toEqual([]);
  });
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
