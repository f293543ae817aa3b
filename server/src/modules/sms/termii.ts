import { PermanentFailure } from '../outbox/worker';
import type { TermiiSettings } from './config';

/** A failure worth trying again (no answer, a timeout, 408, 429 or 5xx): the outbox retries it. */
export class SmsGatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsGatewayError';
  }
}

export interface SmsGateway {
  /** Sends one text to an E.164 number; answers the gateway's id of the message. */
  send(to: string, text: string): Promise<{ messageId: string }>;
}

interface TermiiAnswer {
  code?: string;
  message_id?: string | number;
  message?: string;
  balance?: number;
  user?: string;
}

/** Statuses with which retrying might succeed; any other 4xx is a refusal of this message. */
const isPassing = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * Termii's documented Messaging API: POST {base}/api/sms/send with the JSON body
 * `{ api_key, to, from, sms, type: 'plain', channel }` (`to` in international form without the
 * plus), answered `{ code: 'ok', message_id, message, balance, user }`. The API key travels only
 * in that body; it is never logged nor put in an error message.
 */
export function termiiGateway(settings: TermiiSettings): SmsGateway {
  return {
    async send(to, text) {
      let response: Response;
      try {
        response = await fetch(`${settings.baseUrl}/api/sms/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            api_key: settings.apiKey,
            to: to.replace(/^\+/, ''),
            from: settings.senderId,
            sms: text,
            type: 'plain',
            channel: settings.channel,
          }),
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (error) {
        throw new SmsGatewayError(`Termii could not be reached (${(error as Error).name})`);
      }
      const answer = (await response.json().catch(() => null)) as TermiiAnswer | null;
      const said = typeof answer?.message === 'string' ? `: ${answer.message.slice(0, 200)}` : '';
      if (response.ok) {
        const id = answer?.message_id;
        if (typeof id === 'string' || typeof id === 'number') return { messageId: String(id) };
        throw new SmsGatewayError(
          `Termii answered ${String(response.status)} without a message_id`,
        );
      }
      if (isPassing(response.status))
        throw new SmsGatewayError(`Termii answered ${String(response.status)}${said}`);
      throw new PermanentFailure(`Termii refused the message (${String(response.status)})${said}`);
    },
  };
}
