/**
 * Jest reads this file with ts-node without type-checking it, which took seconds of every run.
 *
 * @jest-config-loader ts-node
 * @jest-config-loader-options {"transpileOnly": true}
 */
import { availableParallelism } from 'node:os';
import type { Config } from 'jest';
import { serverTransformIgnorePatterns } from './jest/server-esm';

/**
 * One Jest run, one project per package. Browser packages run under jsdom, the server and the
 * shared-api client under node (the client is tested against a real local HTTP server).
 * Workspace packages resolve to their TypeScript sources so tests never need a build first.
 */
const swc: [string, Record<string, unknown>] = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const workspaceModules = {
  '^@registrar/shared-api$': '<rootDir>/../shared-api/src/index.ts',
  '^@registrar/shared-api/contracts$': '<rootDir>/../shared-api/src/contracts/index.ts',
  '^@registrar/shared-api/core$': '<rootDir>/../shared-api/src/core.ts',
  '^@registrar/shared-ui$': '<rootDir>/../shared-ui/src/index.ts',
  '\\.(css)$': 'identity-obj-proxy',
};

// ky and @tanstack ship only ES modules; let SWC turn them into CommonJS for Jest.
const transformIgnorePatterns = ['/node_modules/(?!(ky|@tanstack)/)'];

const browserProject = (name: string): Config => ({
  displayName: name,
  rootDir: `./${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns,
  moduleNameMapper: workspaceModules,
  setupFiles: ['<rootDir>/../jest/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/../jest/dom.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

const config: Config = {
  // One worker more than the cores (Jest's default is one fewer, which on a 2-core machine means
  // a single worker while a core idles): a server test waits on PostgreSQL, Redis and child
  // processes, and the extra worker keeps both cores busy then. Side by side on 2 cores: quiet
  // 4 min 17 s (2 workers) and 4 min 20 s (3); beside bench:api 8 min 39 s and 8 min 21 s. Two
  // more than the cores read the same beside bench:api (8 min 0 s against 8 min 9 s).
  // At most 4: a server test file can hold two apps of 10 PostgreSQL connections each, and the
  // test server allows 100 for every run sharing it.
  maxWorkers: Math.min(4, availableParallelism() + 1),
  // A limit is a backstop for a failing test, never a test's pace: a busy machine (other suites,
  // bench:api beside the run) must not fail a correct test. It covers hooks too, where a test file
  // starts its database (PGlite or a fresh PostgreSQL database) and hashes real passwords.
  testTimeout: 120_000,
  projects: [
    browserProject('shared-ui'),
    browserProject('shell'),
    browserProject('applicant-portal'),
    browserProject('admin-console'),
    {
      displayName: 'shared-api',
      rootDir: './shared-api',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns,
      moduleNameMapper: workspaceModules,
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    },
    {
      displayName: 'server',
      rootDir: './server',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns: serverTransformIgnorePatterns,
      moduleNameMapper: workspaceModules,
      testMatch: ['<rootDir>/{src,test}/**/*.test.ts'],
      // Builds the template databases every test file's database is a copy of, and removes the
      // run's own at the end.
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};

export default config;
