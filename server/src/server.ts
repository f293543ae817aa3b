import { loadConfig } from './config';
import { serve } from './serve';

/** The API process: the configuration from the environment (README, Configuration). */
serve(loadConfig()).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
