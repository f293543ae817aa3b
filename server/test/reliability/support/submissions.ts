import type {
  TApplicationData,
  TIdentityChallenge,
  TIdentityProof,
  TSubmitApplicationRequest,
} from '@registrar/shared-api/contracts';
import { consentReceivers } from '@registrar/shared-api/contracts';
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { demoGraduates } from '../../../src/seed/demo-data';
import type { Db } from '../../../src/db/schema';
import { request } from './http';

/** One planned submission: its body, the price the server must compute, and the unique email. */
export interface PlannedSubmission {
  body: TSubmitApplicationRequest;
  email: string;
  expectedTotal: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where a server of these suites writes its emails: DATA_DIR/mail (no SMTP_URL is set). */
export const mailDirOf = (dataDir: string) => path.join(dataDir, 'mail');

const IDENTITY_CODE_SUBJECT = 'Your code to confirm your identity';

/** The codes in the identity-code emails found in `mailDirs` so far, by recipient address. */
async function codesByRecipient(mailDirs: readonly string[]): Promise<Map<string, string>> {
  const codes = new Map<string, string>();
  for (const dir of mailDirs) {
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith('.eml'))) {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      if (mail.subject !== IDENTITY_CODE_SUBJECT) continue;
      const code = /^Code: ([0-9]{6})$/m.exec(mail.text ?? '')?.[1];
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      const address = to?.value[0]?.address?.toLowerCase();
      if (code && address) codes.set(address, code);
    }
  }
  return codes;
}

/**
 * A proof of identity for each of `graduates`, through the flow an applicant follows: ask for a
 * code (POST /api/identity/codes), read it from the email the server sent (an .eml file in one of
 * `mailDirs`, once its outbox worker has run), and trade it for a token (POST
 * /api/identity/codes/verify). One per graduate, asked once: a record gets one code a minute
 * and five an hour, and a proof serves any number of applications for two hours (longer than
 * any suite). Answers the token by matric number.
 */
export async function proveIdentities(
  base: string,
  mailDirs: readonly string[],
  graduates: readonly { matric_number: string; email: string }[],
): Promise<Map<string, string>> {
  const challenges = await Promise.all(
    graduates.map(async (graduate) => {
      const sent = await request(base, 'POST', '/api/identity/codes', {
        body: { matric_number: graduate.matric_number },
      });
      if (sent.status !== 200)
        throw new Error(`identity code for ${graduate.matric_number}: ${sent.text}`);
      const { challenge_id: challengeId } = (sent.body as { data: TIdentityChallenge }).data;
      return { graduate, challengeId };
    }),
  );
  const deadline = Date.now() + 60_000;
  let codes = await codesByRecipient(mailDirs);
  while (!graduates.every((graduate) => codes.has(graduate.email.toLowerCase()))) {
    if (Date.now() > deadline)
      throw new Error(
        `identity codes not emailed within 60 s (found ${String(codes.size)} of ${String(graduates.length)} in ${mailDirs.join(', ')})`,
      );
    await sleep(200);
    codes = await codesByRecipient(mailDirs);
  }
  const tokens = new Map<string, string>();
  for (const { graduate, challengeId } of challenges) {
    const verified = await request(base, 'POST', '/api/identity/codes/verify', {
      body: { challenge_id: challengeId, code: codes.get(graduate.email.toLowerCase()) },
    });
    if (verified.status !== 200)
      throw new Error(`identity proof for ${graduate.matric_number}: ${verified.text}`);
    tokens.set(
      graduate.matric_number,
      (verified.body as { data: TIdentityProof }).data.identity_token,
    );
  }
  return tokens;
}

/**
 * Valid submissions built from what the server itself offers: the seeded graduates (the seed's
 * own list, `demoGraduates`) and the rates, regions and couriers of GET /api/application-data.
 * Every third one adds a hard copy (delivery priced by region and courier). Each has its own
 * email `rel-<tag>-<n>@example.com`, so its stored row is found again without the answer. Each
 * carries its graduate's proof of identity (`proveIdentities`: the server's emails are read from
 * `mailDirs`, the DATA_DIR/mail of every process that may send them).
 */
export async function planSubmissions(
  base: string,
  mailDirs: readonly string[],
  count: number,
  tag = runTag(),
) {
  const graduates = demoGraduates.slice(0, Math.min(count, demoGraduates.length));
  const tokens = await proveIdentities(base, mailDirs, graduates);
  const answer = await request(base, 'GET', '/api/application-data');
  if (answer.status !== 200) throw new Error(`application-data: ${answer.text}`);
  const data = (answer.body as { data: TApplicationData }).data;
  const wording = await request(base, 'GET', '/api/consent-wording');
  if (wording.status !== 200) throw new Error(`consent-wording: ${wording.text}`);
  const consent = {
    wording_id: (wording.body as { data: { id: number } }).data.id,
    agreed: true as const,
  };
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
      body: {
        matric_number: graduate.matric_number,
        identity_token: tokens.get(graduate.matric_number)!,
        email_address: email,
        copies,
        consent: { ...consent, receivers: consentReceivers(copies) },
      },
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
