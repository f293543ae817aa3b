import type { IncomingMessage, ServerResponse } from 'node:http';

/** What the stand-ins of outside services share: read a request's body, answer JSON. */
export const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

/** Answers `body` as JSON, unless the caller has gone (a timed-out request). */
export const sendJson = (response: ServerResponse, code: number, body: unknown) => {
  if (response.destroyed) return;
  response.writeHead(code, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
