import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { runDir } from './servers';

/**
 * A real SMTP server for the journeys. Global setup starts it in Playwright's runner process and
 * the product sends to it over SMTP; the tests run in worker processes, so every message received
 * is written, exactly as received, to this run's folder (`mail/`) as `<arrival>.eml` and the tests read it there.
 * Recipients whose address starts with `reject` are refused for good (550), as a real mailbox
 * that does not exist would be.
 */
const mailDir = () => path.join(runDir(), 'mail');

export interface SmtpCapture {
  url: string;
  close: () => Promise<void>;
}

/** Listens on a port the system picks; `url` says which. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const dir = mailDir();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('reject'))
        return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      return callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        count += 1;
        const name = `${String(Date.now())}-${String(count).padStart(5, '0')}.eml`;
        writeFileSync(path.join(dir, name), Buffer.concat(chunks));
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The addresses of a To/Cc header. */
export const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((to) =>
    to.value.map((value) => value.address ?? ''),
  );

/** Every message captured so far, parsed, in arrival order. */
export async function capturedMail(): Promise<ParsedMail[]> {
  const dir = mailDir();
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((name) => simpleParser(readFileSync(path.join(dir, name)))));
}

/**
 * Waits for a message to `to` whose subject matches (the outbox worker sends within a few hundred
 * milliseconds of the change that queued it).
 */
export async function waitForMail(
  to: string,
  subject: RegExp,
  timeoutMs = 60_000,
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await capturedMail()).find(
      (mail) =>
        addressesOf(mail.to).some((address) => address.toLowerCase() === to.toLowerCase()) &&
        subject.test(mail.subject ?? ''),
    );
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = (await capturedMail()).map(
        (mail) => `${addressesOf(mail.to).join(',')}: ${mail.subject ?? ''}`,
      );
      throw new Error(
        `No email to ${to} matching ${String(subject)}; received:\n${seen.join('\n')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
