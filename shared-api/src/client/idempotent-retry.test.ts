import type { ServerResponse } from 'node:http';
import { login, postTrackedMessage } from '../contracts';
import { errorsShown, useClientHarness } from '../test-support/client-harness';
import { apiRequest } from './api-request';
import { clientMessages } from './messages';

/**
 * An applicant on a bad connection presses Send once: when the answer is lost on the way back,
 * or a proxy between them answers that its server went away, the portal sends the same request
 * again under the same Idempotency-Key (the server answers a repeat from the first write), and
 * the applicant sees one success. Other writes are never repeated by the client.
 */
const harness = useClientHarness();
const ROUTE = 'POST /api/applications/track/ABCD-EFGH-JKMN/messages';
const sent = {
  id: 9,
  sender: 'applicant',
  body: 'Hello',
  created_at: '2026-11-29T10:00:00Z',
  attachment: null,
};
const send = () =>
  apiRequest(postTrackedMessage, {
    params: { reference: 'ABCD-EFGH-JKMN' },
    body: { email: 'ada@example.com', body: 'Hello' },
  });

/** Answers with each of `steps` in turn, the last one from then on. */
const inTurn = (...steps: ((response: ServerResponse) => void)[]) => {
  let call = 0;
  return (response: ServerResponse) => {
    const step = steps[Math.min(call, steps.length - 1)]!;
    call += 1;
    step(response);
  };
};
const lost = (response: ServerResponse) => response.socket?.destroy();
const status = (code: number) => (response: ServerResponse) => {
  response.writeHead(code, { 'content-type': 'text/html' });
  response.end('<h1>Service unavailable</h1>');
};
const success = (response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ status: 'success', message: 'Message sent', data: sent }));
};
const keysSent = () =>
  harness.server.requests.map((request) => request.headers['idempotency-key'] as string);

it('sends the write again with the same key after a lost answer, and shows one success', async () => {
  harness.server.reply(ROUTE, inTurn(lost, success));
  const answer = await send();
  expect(answer).toMatchObject({ status: 'success', data: sent });
  const keys = keysSent();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(harness.notifications).toEqual([]);
});

it("sends it again after a proxy's page says 502, 503 or 504", async () => {
  harness.server.reply(ROUTE, inTurn(status(503), status(502), success));
  expect(await send()).toMatchObject({ status: 'success' });
  expect(new Set(keysSent()).size).toBe(1);
  expect(keysSent()).toHaveLength(3);
});

it('gives up after three tries and asks the applicant to check their connection', async () => {
  harness.server.reply(ROUTE, lost);
  expect(await send()).toBe(false);
  expect(harness.server.requests).toHaveLength(3);
  expect(errorsShown(harness.notifications)).toEqual([clientMessages.noResponse]);
});

it("shows the proxy's last failure when every try met one", async () => {
  harness.server.reply(ROUTE, status(503));
  expect(await send()).toBe(false);
  expect(harness.server.requests).toHaveLength(3);
  expect(errorsShown(harness.notifications)).toHaveLength(1);
});

it("does not repeat the server's own refusal, even as a 502", async () => {
  harness.server.reply(ROUTE, (response) => {
    response.writeHead(502, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ status: 'error', message: 'The payment provider is not available.' }),
    );
  });
  expect(await send()).toBe(false);
  expect(harness.server.requests).toHaveLength(1);
  expect(errorsShown(harness.notifications)).toEqual(['The payment provider is not available.']);
});

it('uses a new key for each message the server received', async () => {
  harness.server.reply(ROUTE, success);
  await send();
  await send();
  const [first, second] = keysSent();
  expect(first).not.toBe(second);
});

it('sends the same request again under the same key when no answer ever came', async () => {
  harness.server.reply(ROUTE, lost);
  expect(await send()).toBe(false);
  // The applicant presses Send again: the first may have been stored, so it is the same write.
  harness.server.reply(ROUTE, success);
  expect(await send()).toMatchObject({ status: 'success' });
  expect(new Set(keysSent()).size).toBe(1);
  // Once answered, the next message is a new write.
  await send();
  expect(new Set(keysSent()).size).toBe(2);
});

it('uses a new key when the applicant changed the request', async () => {
  harness.server.reply(ROUTE, lost);
  expect(await send()).toBe(false);
  harness.server.reply(ROUTE, success);
  await apiRequest(postTrackedMessage, {
    params: { reference: 'ABCD-EFGH-JKMN' },
    body: { email: 'ada@example.com', body: 'Hello again' },
  });
  const keys = keysSent();
  expect(keys.at(-1)).not.toBe(keys[0]);
});

it('never repeats a write the contract does not mark idempotent', async () => {
  harness.server.reply('POST /api/auth/login', lost);
  expect(
    await apiRequest(login, { body: { email: 'ada@uni.test', password: 'secret-pass' } }),
  ).toBe(false);
  expect(harness.server.requests).toHaveLength(1);
  expect(harness.server.requests[0]!.headers).not.toHaveProperty('idempotency-key');
});
