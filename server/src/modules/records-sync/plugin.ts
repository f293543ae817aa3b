import fp from 'fastify-plugin';
import { RecordsSyncRunner } from './runner';
import { nextRunAt } from './source-settings';
import type { RecordsSourceOptions } from './sources/types';

export interface RecordsSyncOptions {
  source: RecordsSourceOptions;
  /** How often this process looks at the schedule and for interrupted runs; 0 = never. */
  tickMs: number;
  leaseMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts, applies and resumes the records source's sync runs (modules/records-sync). */
    recordsSync: RecordsSyncRunner;
  }
}

const SYSTEM = { actorUserId: null, ip: null };

/**
 * The sync runner of this process. The process that runs the background jobs (the worker, or a
 * single server) also starts the scheduled runs and resumes interrupted ones; any process may
 * start one on demand, and the runs' lease keeps them one at a time.
 */
export default fp<RecordsSyncOptions>(
  async (app, options) => {
    const runner = new RecordsSyncRunner(app.db, {
      source: options.source,
      log: app.log,
      ...(options.leaseMs === undefined ? {} : { leaseMs: options.leaseMs }),
    });
    app.decorate('recordsSync', runner);

    const tick = async () => {
      try {
        await runner.resumeInterrupted();
        const settings = await app.db
          .selectFrom('records_source')
          .selectAll()
          .executeTakeFirstOrThrow();
        const next = await nextRunAt(app.db, settings);
        if (!next || next.getTime() > Date.now()) return;
        await runner.start(
          { mode: 'incremental', trigger: 'schedule', by: SYSTEM },
          settings.auto_apply
            ? async (run) => {
                await runner.apply(run.id, SYSTEM);
              }
            : undefined,
        );
      } catch (error) {
        app.log.warn({ err: error }, 'records sync: the scheduled run did not start');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    let first: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      if (options.tickMs > 0) {
        timer = setInterval(() => void tick(), options.tickMs);
        timer.unref();
        // A run this host's previous process left is resumed at start, not a tick later.
        first = setTimeout(() => void tick(), 1000);
        first.unref();
      }
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      clearTimeout(first);
      await runner.close();
    });
  },
  { name: 'records-sync', dependencies: ['db'] },
);
