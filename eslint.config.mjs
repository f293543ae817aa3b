// ESLint flat config. The import rules below are the architecture's layers (docs/architecture.md,
// "Import rules"): remotes never import each other or the shell, shared-ui imports no workspace
// package, the server imports only shared-api's contract entry, and the contract stays zod-only.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

const remoteIsolation = (self, other) =>
  restrict(
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
      // '@registrar/shared-api/core' is a federated singleton of its own (the store and client
      // without the contract, for first loads); every other subpath would be a second copy.
      regex: '^@registrar/shared-(ui/.+|api/(?!core$).+)',
      message: 'Import shared packages by package name only (they are federated singletons).',
    },
  );

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
  {
    files: ['applicant-portal/**/*.{ts,tsx}'],
    rules: remoteIsolation('applicant-portal', 'admin-console'),
  },
  {
    files: ['admin-console/**/*.{ts,tsx}'],
    rules: remoteIsolation('admin-console', 'applicant-portal'),
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: restrict(
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
        regex: '^@registrar/shared-(ui/.+|api/(?!core$).+)',
        message: 'Import shared packages by package name (or @registrar/shared-api/core) only.',
      },
    ),
  },
  {
    files: ['shared-ui/**/*.{ts,tsx}'],
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
