import { hostname } from 'node:os';
import type { Db } from '../../db/schema';
import { renewLease } from './runs-repository';

interface Work {
  runId: number;
  controller: AbortController;
  done: Promise<void>;
}

/**
 * The runs working in this process: each task runs in the background with its run's lease
 * renewed every third of the lease, and is aborted when the lease turns out to be another
 * process's. `stop()` aborts them all and waits for them.
 */
export class LeasedWork {
  private readonly working = new Set<Work>();

  constructor(
    private readonly db: Db,
    private readonly holder: string,
    private readonly leaseMs: number,
  ) {}

  run(runId: number, task: (signal: AbortSignal) => Promise<void>): void {
    const controller = new AbortController();
    const heartbeat = setInterval(
      () => {
        renewLease(this.db, runId, this.holder, this.leaseMs)
          .then((held) => {
            if (!held) controller.abort();
          })
          .catch(() => undefined);
      },
      Math.max(50, Math.floor(this.leaseMs / 3)),
    );
    heartbeat.unref();
    const work: Work = { runId, controller, done: Promise.resolve() };
    work.done = task(controller.signal).finally(() => {
      clearInterval(heartbeat);
      this.working.delete(work);
    });
    this.working.add(work);
  }

  has(runId: number): boolean {
    return [...this.working].some((work) => work.runId === runId);
  }

  /** Resolves when nothing works in this process (a task may start another as it ends). */
  async settled(): Promise<void> {
    while (this.working.size > 0) await Promise.all([...this.working].map((work) => work.done));
  }

  /** Aborts every task and waits for them; answers the runs they were working on. */
  async stop(): Promise<number[]> {
    const active = [...this.working];
    for (const work of active) work.controller.abort();
    await Promise.allSettled(active.map((work) => work.done));
    return active.map((work) => work.runId);
  }
}

/** A lease holder's name: `host:pid:nonce`, so a restarted process can tell a dead holder. */
export const holderName = (nonce: string) => `${hostname()}:${String(process.pid)}:${nonce}`;

/**
 * Whether a lease holder was a process of this host that no longer runs: its run can be taken
 * over at once rather than when its lease runs out (a restarted single server resumes at start).
 * A holder of another host, or of this very process, is taken as alive.
 */
export function isDeadHolderHere(holder: string | null): boolean {
  const match = holder ? /^(.*):(\d+):[^:]+$/.exec(holder) : null;
  if (!match || match[1] !== hostname()) return false;
  const pid = Number(match[2]);
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
