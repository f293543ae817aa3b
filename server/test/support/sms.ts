import type { App } from '../../src/app';
import { INSTITUTION_TIME_ZONE, normalizeNigerianPhone } from '@registrar/shared-api/contracts';
import { identityTokenFor } from './identity';
import { withPaymentEnv } from './payments-fixtures';
import { startTermiiStandIn, type TermiiStandIn } from './termii-stand-in';

export const TERMII_KEY = 'TLtestkey_0123456789abcdef';
export const SENDER_ID = 'FUTD Regis';

/**
 * A Termii stand-in started before the app, and the SMS variables pointing at it (restored after),
 * for a describe block: register it before the app's own hooks. `env` adds or overrides variables.
 */
export function termiiForApp(env: Record<string, string | undefined> = {}) {
  let standIn: TermiiStandIn | undefined;
  let restore = () => undefined as void;
  beforeAll(async () => {
    standIn = await startTermiiStandIn(TERMII_KEY);
    restore = withPaymentEnv({
      SMS_PROVIDER: 'termii',
      TERMII_API_KEY: TERMII_KEY,
      TERMII_BASE_URL: standIn.baseUrl,
      TERMII_SENDER_ID: SENDER_ID,
      SMS_QUIET_HOURS: 'off',
      // Long enough that a busy machine's stand-in still answers in time; the timeout fault waits longer.
      TERMII_TIMEOUT_MS: '2000',
      ...env,
    });
  });
  afterAll(async () => {
    restore();
    await standIn?.close();
  });
  return {
    get standIn() {
      if (!standIn) throw new Error('The Termii stand-in is not running');
      return standIn;
    },
  };
}

/** The six digits of the newest text to `phone` (E.164) the stand-in received. */
export function codeTextedTo(standIn: TermiiStandIn, phone: string): string {
  const text = standIn.messages.filter((m) => `+${m.to}` === phone).at(-1)?.sms;
  const code = text && /^(\d{6}) /.exec(text)?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

/**
 * Proves `phone` for the graduate of `matric` as the applicant does: asks for a code, the outbox
 * texts it, the code read from the text is checked; answers the phone token.
 */
export async function verifiedPhoneToken(
  app: App,
  standIn: TermiiStandIn,
  matric: string,
  phone: string,
  identityToken?: string,
): Promise<string> {
  const identity_token = identityToken ?? (await identityTokenFor(app.db, matric));
  const sent = await app.inject({
    method: 'POST',
    url: '/api/identity/phone-codes',
    payload: { identity_token, phone },
  });
  if (sent.statusCode !== 200) throw new Error(`phone code refused: ${sent.body}`);
  await app.outbox.runOnce();
  const { challenge_id } = sent.json().data as { challenge_id: string };
  const verified = await app.inject({
    method: 'POST',
    url: '/api/identity/phone-codes/verify',
    payload: { challenge_id, code: codeTextedTo(standIn, normalizeNigerianPhone(phone)!) },
  });
  if (verified.statusCode !== 200) throw new Error(`phone code not accepted: ${verified.body}`);
  return (verified.json().data as { phone_token: string }).phone_token;
}

/** 'HH:MM' of the institution's clock `minutes` from `at`. */
export function institutionClock(at: Date, minutes: number): string {
  const local = new Date(at.getTime() + minutes * 60_000 + INSTITUTION_TIME_ZONE.offsetMs);
  return local.toISOString().slice(11, 16);
}
