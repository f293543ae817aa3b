import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { demoGraduates } from '../../server/src/seed/demo-data';
import { runDir } from './servers';
import { addressesOf, capturedMail } from './smtp-capture';

/**
 * Proof of identity for journeys that apply through the API: the real flow (a code emailed to the
 * contact on the graduate record, read from the SMTP capture, typed back). A proof lasts two hours
 * and the server sends one code per record a minute, so proofs are kept for the run in a file
 * (tests run in worker processes), keyed by server and matric number.
 */
const cacheFile = () => path.join(runDir(), 'identity.json');
type Cache = Record<string, { token: string; expires_at: string }>;

const readCache = (): Cache => {
  try {
    return JSON.parse(readFileSync(cacheFile(), 'utf8')) as Cache;
  } catch {
    return {};
  }
};

/** The email on the seeded record of `matric` (server/src/seed/demo-data.ts). */
export const recordEmailOf = (matric: string): string => {
  const graduate = demoGraduates.find((g) => g.matric_number === matric);
  if (!graduate) throw new Error(`${matric} is not a seeded graduate`);
  return graduate.email;
};

const CODE_SUBJECT = /Your code to confirm your identity/;

/** How many code emails `email` has received so far. */
export const codeMailCount = async (email: string) =>
  (await capturedMail()).filter(
    (mail) => addressesOf(mail.to).includes(email) && CODE_SUBJECT.test(mail.subject ?? ''),
  ).length;

/** The code of the email to `email` after the first `seen` ones. */
export async function nextCodeFor(email: string, seen: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const mails = (await capturedMail()).filter(
          (mail) => addressesOf(mail.to).includes(email) && CODE_SUBJECT.test(mail.subject ?? ''),
        );
        code = mails.length > seen ? (/\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '') : '';
        return code;
      },
      { message: `a code emailed to ${email}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Sends a code for `matric`, waiting out the resend delay once if a code was just sent. */
async function sendCode(request: APIRequestContext, baseURL: string, matric: string) {
  for (let attempt = 0; ; attempt += 1) {
    const sent = await request.post(`${baseURL}/api/identity/codes`, {
      data: { matric_number: matric },
    });
    if (sent.status() === 429 && attempt === 0) {
      const seconds = Number(/in (\d+) seconds/.exec(await sent.text())?.[1] ?? 61);
      await new Promise((resolve) => setTimeout(resolve, (seconds + 1) * 1000));
      continue;
    }
    expect(sent.ok(), await sent.text()).toBe(true);
    return ((await sent.json()) as { data: { challenge_id: string } }).data.challenge_id;
  }
}

/** A live identity token for the graduate of `matric`, proven through the real code step. */
export async function identityToken(
  request: APIRequestContext,
  baseURL: string,
  matric: string,
): Promise<string> {
  const key = `${baseURL} ${matric}`;
  const cached = readCache()[key];
  if (cached && new Date(cached.expires_at).getTime() > Date.now() + 10 * 60_000)
    return cached.token;
  const email = recordEmailOf(matric);
  const seen = await codeMailCount(email);
  const challengeId = await sendCode(request, baseURL, matric);
  const code = await nextCodeFor(email, seen);
  const verified = await request.post(`${baseURL}/api/identity/codes/verify`, {
    data: { challenge_id: challengeId, code },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const proof = (
    (await verified.json()) as { data: { identity_token: string; expires_at: string } }
  ).data;
  writeFileSync(
    cacheFile(),
    JSON.stringify({
      ...readCache(),
      [key]: { token: proof.identity_token, expires_at: proof.expires_at },
    }),
  );
  return proof.identity_token;
}

/**
 * The identity step in the portal, as an applicant goes through it: send the code, read it in
 * the inbox of the record's email, type it, and arrive at "Is this you?".
 */
export async function proveIdentityInPortal(
  page: Page,
  matric: string,
  email = recordEmailOf(matric),
): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  const seen = await codeMailCount(email);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByRole('status').filter({ hasText: /We sent a code to/ })).toBeVisible();
  const code = await nextCodeFor(email, seen);
  await page.getByRole('textbox', { name: /Code/ }).fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Is this you?' })).toBeVisible();
}
