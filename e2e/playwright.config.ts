import { defineConfig } from '@playwright/test';
// Chromium's flags, shared with bench/web (the same browser, set up the same way).
import chromiumArgs from '../tools/chromium-args.json';

/**
 * End-to-end journeys against the real server and the real production bundles, in Debian's
 * Chromium (no browser download). `npm run build` must have run first; global-setup starts the
 * servers it needs on loopback ports and stops them afterwards.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-output',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Limits are backstops for a failing journey, never its pace: every wait ends on what it waits
  // for, and a busy machine (other suites, bench:api beside the run) must not fail a correct one.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['html', { outputFolder: './playwright-report', open: 'never' }]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
