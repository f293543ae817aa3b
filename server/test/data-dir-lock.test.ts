import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from '../src/db/data-dir-lock';
import { emptyStaticRoot } from './support/app';
import { pgliteMigratedTemplate } from './support/pglite-template';

const sleeper = () =>
  spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve()
      : child.once('exit', () => resolve()),
  );

/** The pid of a process that has already ended (what a kill -9 leaves in the lock file). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  await exited(child);
  return child.pid!;
}

describe('data directory lock', () => {
  let dir: string;
  let lockFile: string;
  const acquire = () => acquireDataDirLock(dir, { waitMs: 200 });
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'registrar-lock-'));
    lockFile = path.join(dir, LOCK_FILE);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a directory held by a live process and names it', async () => {
    const holder = sleeper();
    try {
      writeFileSync(lockFile, `${holder.pid}\n`);
      await expect(acquire()).rejects.toThrow(DataDirLockedError);
      await expect(acquire()).rejects.toThrow(`(pid ${holder.pid})`);
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(holder.pid));
    } finally {
      holder.kill('SIGKILL');
      await exited(holder);
    }
  });

  it('takes over at once a lock whose process is dead (kill -9)', async () => {
    writeFileSync(lockFile, `${await deadPid()}\n`);
    const lock = await acquire();
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(() => readFileSync(lockFile)).toThrow();
  });

  it('takes over a lock file with garbage in it', async () => {
    writeFileSync(lockFile, 'not a pid');
    (await acquire()).release();
  });

  it('refuses a second holder in the same process and frees the directory on release', async () => {
    const lock = await acquire();
    await expect(acquire()).rejects.toThrow(DataDirLockedError);
    lock.release();
    (await acquire()).release();
  });

  it('waits for a holder that is exiting, then takes over', async () => {
    const holder = sleeper();
    writeFileSync(lockFile, `${holder.pid}\n`);
    setTimeout(() => holder.kill('SIGKILL'), 300);
    const lock = await acquireDataDirLock(dir, { waitMs: 5000 });
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    await exited(holder);
  });

  it('does not delete a lock that another process holds now', async () => {
    const lock = await acquire();
    const holder = sleeper();
    try {
      writeFileSync(lockFile, `${holder.pid}\n`);
      lock.release();
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(holder.pid));
    } finally {
      holder.kill('SIGKILL');
      await exited(holder);
    }
  });

  it('keeps a second app off a data dir in use, and lets it in after the first closes', async () => {
    const staticRoot = emptyStaticRoot();
    cpSync(await pgliteMigratedTemplate(), dir, { recursive: true });
    const options = {
      database: { kind: 'pglite' as const, dataDir: dir },
      staticRoot,
      onAdminCreated: () => {},
    };
    const first = buildApp(options);
    await first.ready();
    try {
      const second = buildApp(options);
      await expect(second.ready()).rejects.toThrow(DataDirLockedError);
      await second.close().catch(() => undefined);
    } finally {
      await first.close();
    }
    expect(() => readFileSync(lockFile)).toThrow();
    const third = buildApp(options);
    await third.ready();
    await third.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });
});
