// ESLint flat config. The import rules below are the architecture's layers (docs/architecture.md,
// "Import rules"): remotes never import each other or the shell, shared-ui imports no workspace
// package, the server imports only shared-api's contract entry, and the contract stays zod-only.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

/**
 * Shipped browser code takes react-router and Redux Toolkit from shared-ui's re-export modules,
 * the singletons Module Federation shares (shared-ui/src/vendor/; `npm run lint` also checks that
 * they re-export exactly what is imported). Tests and the server-side render may import the
 * libraries themselves.
 */
const vendorOnly = [
  {
    group: ['react-router', 'react-router/*', 'react-router-dom'],
    message: "Import the router from '@registrar/shared-ui/router' (the shared singleton).",
  },
  {
    group: ['@reduxjs/toolkit', '@reduxjs/toolkit/*'],
    message:
      "Import Redux Toolkit from '@registrar/shared-ui/redux-toolkit' (the shared singleton).",
  },
];

/** Where a package's code is not shipped to the browser: tests, test helpers, the server render. */
const notShipped = (pkg) => [
  `${pkg}/**/*.test.{ts,tsx}`,
  `${pkg}/**/test-support/**`,
  `${pkg}/**/testing/**`,
  `${pkg}/src/ssr/**`,
];

/** One package's import restrictions: `patterns` everywhere, plus vendorOnly in shipped code. */
const importRules = (pkg, patterns) => [
  { files: [`${pkg}/**/*.{ts,tsx}`], rules: restrict(...patterns, ...vendorOnly) },
  { files: notShipped(pkg), rules: restrict(...patterns) },
];

const sharedSubpath = '^@registrar/shared-(ui/(?!(router|redux-toolkit)$).+|api/(?!core$).+)';

const remoteIsolation = (self, other) => [
  {
    group: ['@registrar/shared-ui'],
    importNames: ['formatDate', 'formatFullDate'],
    message:
      "Show times with formatInstitutionTime and days with formatInstitutionDay from '@registrar/shared-api' (the institution's zone).",
  },
  {
    group: [
      `@registrar/${other}`,
      `@registrar/${other}/*`,
      '@registrar/shell',
      '@registrar/shell/*',
    ],
    message: `${self} must not import ${other} or the shell: share code through shared-ui or shared-api.`,
  },
  {
    regex: `(^|/)(${other}|shell)/`,
    message: `${self} must not reach into ${other} or the shell by path.`,
  },
  {
    // '@registrar/shared-api/core' and shared-ui's router and Redux Toolkit modules are federated
    // singletons of their own; every other subpath would be a second copy.
    regex: sharedSubpath,
    message: 'Import shared packages by package name only (they are federated singletons).',
  },
];

/**
 * Features never import each other: a feature folder (a screen family) may import the app's shared
 * components, hooks, store and testing helpers, never another feature's files. What two features
 * need moves up into the app's components/ (or shared-ui, shared-api). One zone per feature folder,
 * read from disk, so a new feature is covered without editing this file. eslint-plugin-import-x
 * because its rule judges where an import resolves to; no-restricted-imports sees only the text,
 * and '../x' means a different folder at each depth.
 */
const featureZones = ['applicant-portal', 'admin-console'].flatMap((app) => {
  const features = `./${app}/src/features`;
  return readdirSync(path.join(import.meta.dirname, features), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${features}/${name}`,
      from: features,
      except: [`./${name}`],
      message: `Features never import each other: move what ${name} needs from another feature into ${app}/src/components (or shared-ui/shared-api).`,
    }));
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/.nx/**',
      'data/**',
      'coverage/**',
      'e2e/artifacts/**',
      'e2e/playwright-report/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['{applicant-portal,admin-console}/src/**/*.{ts,tsx}'],
    // Tests may borrow another feature's fixtures (messages.test.tsx uses the applications ones).
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-fixtures.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: featureZones },
      ],
    },
  },
  {
    files: ['{shell,applicant-portal,admin-console,shared-ui}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: [
      '**/*.{js,mjs,cjs}',
      'server/**/*.ts',
      'e2e/**/*.ts',
      'bench/**/*.{ts,mjs}',
      'jest.config.ts',
      'jest/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...importRules('applicant-portal', remoteIsolation('applicant-portal', 'admin-console')),
  ...importRules('admin-console', remoteIsolation('admin-console', 'applicant-portal')),
  ...importRules('shell', [
    {
      group: [
        '@registrar/applicant-portal',
        '@registrar/applicant-portal/*',
        '@registrar/admin-console',
        '@registrar/admin-console/*',
      ],
      message: 'The shell loads remotes at run time (loadRemote), never by import.',
    },
    {
      regex: '(^|/)(applicant-portal|admin-console)/',
      message: 'The shell never imports remote code.',
    },
    {
      regex: sharedSubpath,
      message: 'Import shared packages by package name (or their shared subpaths) only.',
    },
  ]),
  ...importRules('shared-api', []),
  ...importRules('shared-ui', [
    { regex: '^@registrar/', message: 'shared-ui imports no workspace package.' },
  ]),
  {
    // The re-export modules themselves.
    files: ['shared-ui/src/vendor/**'],
    rules: restrict({ regex: '^@registrar/', message: 'shared-ui imports no workspace package.' }),
  },
  {
    files: ['shared-api/src/contracts/**/*.ts'],
    rules: restrict(
      { regex: '^(?!zod$|\\.)', message: 'Contracts are zod only: the server imports them.' },
      {
        regex: '^\\.\\./\\.\\./(client|store)',
        message: 'Contracts must not import client or store code.',
      },
      {
        regex: '^\\.\\./(client|store)',
        message: 'Contracts must not import client or store code.',
      },
    ),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict({
      regex: '^@registrar/(?!shared-api/contracts$)',
      message:
        "The server imports only shared-api's contract entry (@registrar/shared-api/contracts).",
    }),
  },
  prettier,
);
