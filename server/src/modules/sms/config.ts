import { ZEnv } from '../../config-env';
import { parseQuietHours, type QuietHours } from './quiet-hours';

export interface TermiiSettings {
  apiKey: string;
  baseUrl: string;
  senderId: string;
  channel: 'generic' | 'dnd';
  timeoutMs: number;
}

/** What the SMS module runs with (README: Configuration). The API key never reaches a log. */
export interface SmsConfig {
  /** Null: SMS is off; nothing is queued and no phone can be verified. */
  termii: TermiiSettings | null;
  quietHours: QuietHours | null;
}

const ZSmsEnv = ZEnv.pick({
  SMS_PROVIDER: true,
  TERMII_API_KEY: true,
  TERMII_BASE_URL: true,
  TERMII_SENDER_ID: true,
  TERMII_CHANNEL: true,
  TERMII_TIMEOUT_MS: true,
  SMS_QUIET_HOURS: true,
});

/**
 * Reads the SMS variables. Services read them when they queue a text (they run without the app
 * at hand, like the payments module's configuration), the outbox plugin once at start; a server
 * with SMS_PROVIDER=termii but no key or sender ID does not start.
 */
export function loadSmsConfig(env: NodeJS.ProcessEnv = process.env): SmsConfig {
  const parsed = ZSmsEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const quietHours = parseQuietHours(e.SMS_QUIET_HOURS);
  if (e.SMS_PROVIDER === 'off') return { termii: null, quietHours };
  const missing = [
    ...(e.TERMII_API_KEY ? [] : ['TERMII_API_KEY']),
    ...(e.TERMII_SENDER_ID ? [] : ['TERMII_SENDER_ID']),
  ];
  if (missing.length > 0)
    throw new Error(
      `Invalid environment:\n${missing.map((name) => `  ${name}: required with SMS_PROVIDER=termii`).join('\n')}`,
    );
  return {
    termii: {
      apiKey: e.TERMII_API_KEY!,
      baseUrl: e.TERMII_BASE_URL.replace(/\/+$/, ''),
      senderId: e.TERMII_SENDER_ID!,
      channel: e.TERMII_CHANNEL,
      timeoutMs: e.TERMII_TIMEOUT_MS,
    },
    quietHours,
  };
}
