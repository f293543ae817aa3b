import path from 'node:path';
import { ports, repoRoot, startProduct, startStaticHost, stopAll, writeState } from './servers';
import { forgetIdentityProofs } from './identity';
import { startSmtpCapture } from './smtp-capture';

/** Returns the capture's shutdown, which Playwright runs as a teardown after the suite. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  stopAll();
  const servers = [];
  // 'main' sends its emails over SMTP to the capture, links in them point at itself, and its
  // outbox is polled often so a journey sees each email within a moment.
  forgetIdentityProofs();
  const capture = await startSmtpCapture(ports.smtp);
  try {
    servers.push(
      await startProduct('main', ports.main, {
        SMTP_URL: capture.url,
        PUBLIC_URL: `http://127.0.0.1:${String(ports.main)}`,
        OUTBOX_INTERVAL_MS: '200',
      }),
    );
    servers.push(
      await startStaticHost(
        'remote-host',
        ports.remoteHost,
        path.join(repoRoot, 'applicant-portal', 'dist'),
      ),
    );
    servers.push(
      await startProduct('cross-origin', ports.crossOrigin, {
        APPLICANT_PORTAL_URL: `http://127.0.0.1:${ports.remoteHost}/mf-manifest.json`,
      }),
    );
    servers.push(
      await startProduct('dead-remote', ports.deadRemote, {
        APPLICANT_PORTAL_URL: `http://127.0.0.1:${ports.nobody}/mf-manifest.json`,
      }),
    );
  } finally {
    writeState({ servers });
  }
  return () => capture.close();
}
