import type { Config } from 'jest';
import { serverTransformIgnorePatterns } from '../../../jest/server-esm';

/**
 * `npm run test:reliability`: the reliability suites in their own Jest run, so `npm test`
 * stays fast. Files end in `.reliability.ts` (not `.test.ts`), which keeps them out of the main
 * config's server project. One file at a time (`--runInBand` in the script): each spawns real
 * server processes and the machine has two cores.
 */
const config: Config = {
  rootDir: '../..',
  displayName: 'reliability',
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: serverTransformIgnorePatterns,
  moduleNameMapper: {
    '^@registrar/shared-api$': '<rootDir>/../shared-api/src/index.ts',
    '^@registrar/shared-api/contracts$': '<rootDir>/../shared-api/src/contracts/index.ts',
  },
  testMatch: ['<rootDir>/test/reliability/**/*.reliability.ts'],
  // The template databases, as for the main run (test/support/global-setup.ts).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 300_000,
};

export default config;
