import path from 'node:path';
import {
  createRunDir,
  freePort,
  repoRoot,
  startProduct,
  startStaticHost,
  writeState,
} from './servers';
import { RECORDS_FEED_TOKEN } from './records-feed';
import { startSmsCapture } from './sms-capture';
import { startSmtpCapture } from './smtp-capture';

/**
 * Starts the servers of one run on ports the system picks, so runs never collide. Returns the
 * captures' shutdown, which Playwright runs as a teardown after the suite.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  createRunDir();
  const servers = [];
  // 'main' sends its emails over SMTP to the capture and its texts through the Termii stand-in
  // (support/sms-capture.ts), links in them point at itself, and its outbox is polled often so a
  // journey sees each message within a moment. It holds the token of the stand-in records feed a
  // journey starts (support/records-feed.ts).
  const capture = await startSmtpCapture();
  const sms = await startSmsCapture();
  try {
    const mainPort = await freePort();
    servers.push(
      await startProduct('main', mainPort, {
        SMTP_URL: capture.url,
        PUBLIC_URL: `http://127.0.0.1:${String(mainPort)}`,
        OUTBOX_INTERVAL_MS: '200',
        RECORDS_SOURCE_TOKEN: RECORDS_FEED_TOKEN,
        ...sms.env,
      }),
    );
    // A second origin hosting only the applicant-portal build (a separately deployed remote),
    // and a product whose applicant portal is loaded from it.
    const remoteHost = await startStaticHost(
      'remote-host',
      await freePort(),
      path.join(repoRoot, 'applicant-portal', 'dist'),
    );
    servers.push(remoteHost);
    servers.push(
      await startProduct('cross-origin', await freePort(), {
        APPLICANT_PORTAL_URL: `${remoteHost.baseURL}/mf-manifest.json`,
      }),
    );
    // A product whose applicant-portal URL points at a port nobody listens on.
    servers.push(
      await startProduct('dead-remote', await freePort(), {
        APPLICANT_PORTAL_URL: `http://127.0.0.1:${String(await freePort())}/mf-manifest.json`,
      }),
    );
  } finally {
    writeState({ servers });
  }
  return async () => {
    await capture.close();
    await sms.close();
  };
}
