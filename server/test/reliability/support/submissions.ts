import type { TApplicationData, TSubmitApplicationRequest } from '@registrar/shared-api/contracts';
import { randomBytes } from 'node:crypto';
import { demoGraduates } from '../../../src/db/seed/demo-data';
import type { Db } from '../../../src/db/schema';
import { request } from './http';

/** One planned submission: its body, the price the server must compute, and the unique email. */
export interface PlannedSubmission {
  body: TSubmitApplicationRequest;
  email: string;
  expectedTotal: number;
}

/**
 * Valid submissions built from what the server itself offers: the seeded graduates (the seed's
 * own list, `demoGraduates`) and the rates, regions and couriers of GET /api/application-data.
 * Every third one adds a hard copy (delivery priced by region and courier). Each has its own
 * email `rel-<tag>-<n>@example.com`, so its stored row is found again without the answer.
 */
export async function planSubmissions(base: string, count: number, tag = runTag()) {
  const answer = await request(base, 'GET', '/api/application-data');
  if (answer.status !== 200) throw new Error(`application-data: ${answer.text}`);
  const data = (answer.body as { data: TApplicationData }).data;
  const rates = data.transcript_rates.filter((r) => r.soft_copy !== null && r.hard_copy !== null);
  const domestic = data.regions.filter((r) => r.type === 1);
  const couriers = data.couriers.filter((c) => c.serves_domestic);
  const deliveryRate = data.delivery_rates.find((r) => r.delivery_type === 'domestic')?.rate;
  if (!rates.length || !domestic.length || !couriers.length || deliveryRate === undefined)
    throw new Error('the seed offers no rate, domestic region or courier');

  return Array.from({ length: count }, (_, n): PlannedSubmission => {
    const graduate = demoGraduates[n % demoGraduates.length]!;
    const rate = rates[n % rates.length]!;
    const email = `rel-${tag}-${String(n)}@example.com`;
    const copies: TSubmitApplicationRequest['copies'] = [
      {
        purpose: rate.purpose,
        type: rate.type,
        format: 'soft_copy',
        recipient_email: `admissions${String(n % 7)}@uni.example`,
      },
    ];
    let expectedTotal = rate.soft_copy!;
    if (n % 3 === 0) {
      const courier = couriers[n % couriers.length]!;
      copies.push({
        purpose: rate.purpose,
        type: rate.type,
        format: 'hard_copy',
        recipient_name: 'Admissions Office',
        recipient_address: `${String(n)} University Road`,
        region_id: domestic[n % domestic.length]!.id,
        courier_id: courier.id,
      });
      expectedTotal += rate.hard_copy! + deliveryRate + courier.rate;
    }
    return {
      email,
      expectedTotal,
      body: { matric_number: graduate.matric_number, email_address: email, copies },
    };
  });
}

export const runTag = () => randomBytes(3).toString('hex');

/** The stored applications whose email starts with `rel-<tag>-`, by email. */
export async function storedByEmail(db: Db, tag: string) {
  const rows = await db
    .selectFrom('applications')
    .select(['id', 'tracking_id', 'email', 'total', 'status'])
    .where('email', 'like', `rel-${tag}-%`)
    .execute();
  return new Map(rows.map((row) => [row.email, row]));
}

export const tagOf = (email: string) => /^rel-([0-9a-f]+)-/.exec(email)?.[1] ?? '';
