import type { DocumentsOptions } from '../src/modules/outbox/plugin';
import type { DatabaseTarget } from './support/databases';
import { type SmtpCapture, startSmtpCapture } from './support/smtp-capture';
import { staffApp } from './support/staff-app';

/** The public URL the app builds its emailed links and QR codes on. */
export const PUBLIC_URL = 'https://registry.futd.test';

/**
 * A staff app (see `staffApp`) whose email goes to a local SMTP capture, started before the app
 * and closed after it. The outbox worker is not started (tests run it); `from` and `worker`
 * adjust the mail settings. `smtp` reads the capture once the tests run.
 */
export function staffAppWithMail(
  target: DatabaseTarget,
  {
    from = 'registry@futd.test',
    worker,
  }: { from?: string; worker?: DocumentsOptions['worker'] } = {},
) {
  let capture: SmtpCapture | undefined;
  const running = () => {
    if (!capture) throw new Error('The SMTP capture is not running');
    return capture;
  };
  beforeAll(async () => {
    capture = await startSmtpCapture();
  });
  const t = staffApp(target, [], () => ({
    documents: {
      publicUrl: PUBLIC_URL,
      mail: { smtpUrl: running().url, from },
      outboxIntervalMs: 0,
      ...(worker ? { worker } : {}),
    },
  }));
  afterAll(() => running().close());
  const smtp: Pick<SmtpCapture, 'messages' | 'waitFor'> = {
    get messages() {
      return running().messages;
    },
    waitFor: (count, timeoutMs) => running().waitFor(count, timeoutMs),
  };
  return { t, smtp };
}
