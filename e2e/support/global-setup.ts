import path from 'node:path';
import { ports, repoRoot, startProduct, startStaticHost, stopAll, writeState } from './servers';

export default async function globalSetup(): Promise<void> {
  stopAll();
  const servers = [];
  try {
    servers.push(await startProduct('main', ports.main));
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
}
