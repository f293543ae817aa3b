import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { startTermiiStandIn, type TermiiMessage } from '../../server/test/support/termii-stand-in';
import { runDir } from './servers';

/**
 * The SMS gateway of the journeys: the Termii stand-in the server tests use, speaking Termii's
 * API on a loopback port. Global setup starts it in Playwright's runner process and `main` texts
 * through it; the tests run in worker processes, so each text Termii accepts is written to this
 * run's folder (`sms/`) and the tests read it there, as they read captured mail.
 */
const smsDir = () => path.join(runDir(), 'sms');
const API_KEY = 'TLe2e_key_0123456789';

export interface SmsCapture {
  /** The variables that make a server text through the capture. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

export async function startSmsCapture(): Promise<SmsCapture> {
  const dir = smsDir();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const standIn = await startTermiiStandIn(API_KEY, {
    onMessage: (message) => {
      count += 1;
      const name = `${String(Date.now())}-${String(count).padStart(5, '0')}.json`;
      writeFileSync(path.join(dir, name), JSON.stringify(message));
    },
  });
  return {
    env: {
      SMS_PROVIDER: 'termii',
      TERMII_API_KEY: API_KEY,
      TERMII_BASE_URL: standIn.baseUrl,
      TERMII_SENDER_ID: 'FUTD',
      // The journeys run at any hour: the quiet hours are the server tests' subject.
      SMS_QUIET_HOURS: 'off',
    },
    close: () => standIn.close(),
  };
}

/** The texts sent to `phone` (E.164, e.g. +2348035550101), oldest first. */
export const textsTo = (phone: string): string[] =>
  readdirSync(smsDir())
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(smsDir(), name), 'utf8')) as TermiiMessage)
    .filter((message) => `+${message.to}` === phone)
    .map((message) => message.sms);

/** Waits for the newest text to `phone` that matches `pattern`, and answers it. */
export async function waitForSms(phone: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => (found = textsTo(phone).findLast((text) => pattern.test(text))), {
      message: `a text to ${phone} matching ${String(pattern)}`,
      timeout: 60_000,
    })
    .toBeDefined();
  return found!;
}
