import { loadConfig } from './config';
import { serve } from './serve';
import { workerConfig, workerEnvironment } from './worker-config';

/** The worker process (`npm run worker`, worker-config.ts): the outbox and the reconciliation. */
Object.assign(process.env, workerEnvironment(process.env));
serve(workerConfig(loadConfig())).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
