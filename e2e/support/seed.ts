import type { APIRequestContext, Page } from '@playwright/test';
import { identityToken } from './identity';
import { expect } from './fixtures';
import { server } from './servers';

/**
 * A certificate application for `graduate`, submitted through the public API: delivered within
 * the country by GIG Logistics (the demo data's domestic courier, server/src/seed).
 */
export async function submitCertificateApplication(
  request: APIRequestContext,
  baseURL: string,
  graduate: { matric: string; email: string },
): Promise<{ id: number; tracking_id: string }> {
  const data = await request.get(`${baseURL}/api/application-data`);
  expect(data.ok(), await data.text()).toBe(true);
  const { regions, couriers } = (
    (await data.json()) as {
      data: { regions: { id: number; type: number }[]; couriers: { id: number; name: string }[] };
    }
  ).data;
  const response = await request.post(`${baseURL}/api/certificate-applications`, {
    data: {
      matric_number: graduate.matric,
      identity_token: await identityToken(request, baseURL, graduate.matric),
      email_address: graduate.email,
      kind: 'certificate',
      recipient_name: 'Admissions Office',
      recipient_address: '1 Campus Road, Lagos',
      region_id: regions.find((region) => region.type === 1)?.id,
      courier_id: couriers.find((courier) => courier.name === 'GIG Logistics')?.id,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number; tracking_id: string } }).data;
}

type ApiResponse = Awaited<ReturnType<APIRequestContext['get']>>;

/** The `data` of a success answer; fails the test with the body otherwise. */
export async function dataOf<T>(response: ApiResponse): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

type Graduate = { matric: string; email: string };
type SubmittedApplication = { id: number; tracking_id: string; total: number };

/**
 * Consent as an applicant gives it by ticking the box: to the wording in force, naming where the
 * copies go as the server's quote says.
 */
export async function consentInForce(
  request: APIRequestContext,
  baseURL: string,
  copies: Record<string, unknown>[],
): Promise<{ wording_id: number; receivers: string[]; agreed: true }> {
  const wording = await dataOf<{ id: number }>(await request.get(`${baseURL}/api/consent-wording`));
  const quote = await dataOf<{ receivers: string[] }>(
    await request.post(`${baseURL}/api/applications/quote`, { data: { copies } }),
  );
  return { wording_id: wording.id, receivers: quote.receivers, agreed: true };
}

/** A transcript application for `graduate` through the public API, with one copy. */
async function submitWithCopy(
  request: APIRequestContext,
  baseURL: string,
  graduate: Graduate,
  copy: Record<string, unknown>,
): Promise<SubmittedApplication> {
  return dataOf(
    await request.post(`${baseURL}/api/applications`, {
      data: {
        matric_number: graduate.matric,
        identity_token: await identityToken(request, baseURL, graduate.matric),
        email_address: graduate.email,
        copies: [copy],
        consent: await consentInForce(request, baseURL, [copy]),
      },
    }),
  );
}

/**
 * A transcript application for `graduate` through the public API: one official soft copy for
 * employment, sent to `copy.recipient_email` (with its reference number, if any).
 */
export const submitTranscriptApplication = (
  request: APIRequestContext,
  baseURL: string,
  graduate: Graduate,
  copy: { recipient_email: string; reference_number?: string },
): Promise<SubmittedApplication> =>
  submitWithCopy(request, baseURL, graduate, {
    purpose: 'Employment',
    type: 'official',
    format: 'soft_copy',
    ...copy,
  });

/** Starts paying for a transcript application: the payment's reference and checkout URL. */
export async function initializePayment(
  request: APIRequestContext,
  baseURL: string,
  trackingId: string,
): Promise<{ reference: string; checkout_url: string }> {
  return dataOf(
    await request.post(`${baseURL}/api/payments/initialize`, {
      data: { kind: 'application', tracking_id: trackingId },
    }),
  );
}

/**
 * Pays at the local test checkout, opened on this server by its path (checkout_url is built from
 * PUBLIC_URL), then waits until the public tracking API says the application is paid.
 */
export async function payAtTestCheckout(
  page: Page,
  request: APIRequestContext,
  {
    baseURL,
    checkoutUrl,
    trackingId,
    button = / \(test\)$/,
  }: {
    baseURL: string;
    checkoutUrl: string;
    trackingId: string;
    /** The checkout's pay button. */
    button?: string | RegExp;
  },
): Promise<void> {
  const checkout = new URL(checkoutUrl, baseURL);
  await page.goto(`${baseURL}${checkout.pathname}${checkout.search}`);
  await page.getByRole('button', { name: button }).click();
  await expect
    .poll(async () => {
      const tracked = await request.get(`${baseURL}/api/applications/track/${trackingId}`);
      return ((await tracked.json()) as { data?: { status?: string } }).data?.status;
    })
    .toBe('paid');
}

/**
 * A transcript application for `graduate` through the public API: one official hard copy, for a
 * purpose with a hard-copy rate, delivered within the country by GIG Logistics.
 */
export async function submitHardCopyApplication(
  request: APIRequestContext,
  baseURL: string,
  graduate: Graduate,
): Promise<SubmittedApplication> {
  const data = await dataOf<{
    transcript_rates: { purpose: string; type: string; hard_copy: number | null }[];
    regions: { id: number; type: number }[];
    couriers: { id: number; name: string }[];
  }>(await request.get(`${baseURL}/api/application-data`));
  const rate = data.transcript_rates.find((r) => r.type === 'official' && r.hard_copy !== null);
  const region = data.regions.find((r) => r.type === 1);
  const courier = data.couriers.find((c) => c.name === 'GIG Logistics');
  expect(rate && region && courier, 'seeded rates, a domestic region and GIG').toBeTruthy();
  return submitWithCopy(request, baseURL, graduate, {
    purpose: rate?.purpose,
    type: 'official',
    format: 'hard_copy',
    recipient_name: 'Admissions Office',
    recipient_address: '1 Campus Road, Lagos',
    region_id: region?.id,
    courier_id: courier?.id,
  });
}

/**
 * Staff confirm every receiver of the application that the applicant typed in (not one of the
 * recipient directory): an official copy to one is sent or dispatched only after that.
 */
export async function confirmTypedReceivers(
  request: APIRequestContext,
  baseURL: string,
  applicationId: number,
  headers: Record<string, string>,
): Promise<void> {
  const url = `${baseURL}/api/applications/${String(applicationId)}`;
  const detail = await dataOf<{
    copies: {
      id: number;
      type: string;
      recipient_id: number | null;
      receiver_confirmed_at: string | null;
    }[];
  }>(await request.get(url, { headers }));
  for (const copy of detail.copies) {
    if (copy.type !== 'official' || copy.recipient_id !== null || copy.receiver_confirmed_at)
      continue;
    const confirmed = await request.post(`${url}/copies/${String(copy.id)}/receiver-confirmation`, {
      data: { note: 'Checked by the journey' },
      headers,
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  }
}

/** The administrator's bearer header on the main server (signed in through the API). */
export async function staffHeaders(
  request: APIRequestContext,
  baseURL: string,
): Promise<{ authorization: string }> {
  const main = server('main');
  const { token } = await dataOf<{ token: string }>(
    await request.post(`${baseURL}/api/auth/login`, {
      data: { email: main.adminEmail, password: main.adminPassword, remember: false },
    }),
  );
  return { authorization: `Bearer ${token}` };
}
