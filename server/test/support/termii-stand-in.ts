import { randomInt } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, sendJson } from './stand-in-http';

/**
 * A local HTTP server (127.0.0.1, a free port) that speaks the part of Termii's Messaging API
 * Registrar uses, as documented: POST /api/sms/send with the JSON body
 * `{ api_key, to, from, sms, type: 'plain', channel }`, `to` in international form without the
 * plus, answered `{ code: 'ok', message_id, message: 'Successfully Sent', balance, user }`. A wrong
 * key answers 401 and a body it cannot send 400, each with a `message`, and nothing is sent.
 *
 * `faults` make the next requests fail the way a network or a gateway does, first one first, each
 * used once: `unavailable` answers 503 and sends nothing; `rate-limited` answers 429 and sends
 * nothing; `timeout` sends nothing and answers only after `delayMs` (longer than the client waits);
 * `lost-answer` sends the message, then answers 500, so the caller cannot know it went;
 * `invalid-number` answers 400 as Termii does for a number it cannot deliver to.
 */
export type TermiiFault =
  | { mode: 'unavailable' | 'rate-limited' | 'lost-answer' | 'invalid-number' }
  | { mode: 'timeout'; delayMs: number };

export interface TermiiMessage {
  message_id: string;
  to: string;
  from: string;
  sms: string;
  channel: string;
  at: Date;
}

export interface TermiiStandIn {
  baseUrl: string;
  /** The messages Termii accepted (sent), in order. */
  messages: TermiiMessage[];
  /** Every request that reached the stand-in, with its parsed body. */
  requests: { path: string; body: unknown }[];
  faults: TermiiFault[];
  close(): Promise<void>;
}

export async function startTermiiStandIn(
  apiKey: string,
  options: {
    /** Told of each message Termii accepts (the journeys write it where their tests read it). */
    onMessage?: (message: TermiiMessage) => void;
  } = {},
): Promise<TermiiStandIn> {
  const messages: TermiiMessage[] = [];
  const requests: TermiiStandIn['requests'] = [];
  const faults: TermiiFault[] = [];
  const pending = new Set<NodeJS.Timeout>();
  let balance = 1000;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(request)) as Record<string, unknown>;
      } catch {
        return sendJson(response, 400, { code: 'fail', message: 'Invalid JSON payload' });
      }
      requests.push({ path: url.pathname, body });
      if (request.method !== 'POST' || url.pathname !== '/api/sms/send')
        return sendJson(response, 404, { message: 'Not found' });
      if (body.api_key !== apiKey) return sendJson(response, 401, { message: 'Invalid API key' });

      const fault = faults.shift();
      if (fault?.mode === 'unavailable')
        return sendJson(response, 503, { message: 'Service temporarily unavailable' });
      if (fault?.mode === 'rate-limited')
        return sendJson(response, 429, { message: 'Too many requests' });
      if (fault?.mode === 'timeout') {
        const timer = setTimeout(() => {
          pending.delete(timer);
          sendJson(response, 503, { message: 'Gateway timeout' });
        }, fault.delayMs);
        pending.add(timer);
        return;
      }
      const problems = [
        ...(typeof body.to === 'string' && /^234[789][01]\d{8}$/.test(body.to)
          ? []
          : ['to: must be a phone number in international format, e.g. 2348031234567']),
        ...(typeof body.from === 'string' && /^[A-Za-z0-9 ]{3,11}$/.test(body.from)
          ? []
          : ['from: sender ID of 3 to 11 characters']),
        ...(typeof body.sms === 'string' && body.sms.length > 0 ? [] : ['sms: required']),
        ...(body.type === 'plain' ? [] : ['type: must be plain']),
        ...(['generic', 'dnd', 'whatsapp'].includes(String(body.channel))
          ? []
          : ['channel: generic, dnd or whatsapp']),
      ];
      if (fault?.mode === 'invalid-number' || problems.length > 0)
        return sendJson(response, 400, {
          code: 'fail',
          message: problems[0] ?? 'Invalid phone number',
        });

      const message: TermiiMessage = {
        message_id: `3017${String(randomInt(1e9, 1e10))}`,
        to: body.to as string,
        from: body.from as string,
        sms: body.sms as string,
        channel: body.channel as string,
        at: new Date(),
      };
      messages.push(message);
      options.onMessage?.(message);
      balance -= 1;
      if (fault?.mode === 'lost-answer')
        return sendJson(response, 500, { message: 'Internal server error' });
      sendJson(response, 200, {
        code: 'ok',
        message_id: message.message_id,
        message: 'Successfully Sent',
        balance,
        user: 'Registry Test',
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${String(port)}`,
    messages,
    requests,
    faults,
    close: () => {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
