import { identityToken } from './identity';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

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
