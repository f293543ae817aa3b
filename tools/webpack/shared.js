// @ts-check
/**
 * What the browser apps share: the workspace libraries bundled from their sources, and the Module
 * Federation singletons (one React, router, store and design system per page).
 */
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..', '..');
const workspaceVersion = '0.1.0';

/** Workspace libraries are bundled from their TypeScript sources (no build step before the apps). */
const workspaceSources = {
  '@registrar/shared-ui$': path.join(repoRoot, 'shared-ui/src/index.ts'),
  '@registrar/shared-api$': path.join(repoRoot, 'shared-api/src/index.ts'),
  // The client and store without the contract (zod): what the shell's first load needs.
  '@registrar/shared-api/core$': path.join(repoRoot, 'shared-api/src/core.ts'),
  // The parts of react-router and Redux Toolkit the apps use (shared-ui/src/vendor/, see there).
  '@registrar/shared-ui/router$': path.join(repoRoot, 'shared-ui/src/vendor/react-router.ts'),
  '@registrar/shared-ui/redux-toolkit$': path.join(
    repoRoot,
    'shared-ui/src/vendor/redux-toolkit.ts',
  ),
};

/**
 * react-router's package maps every import to its development build; production builds name its
 * production build instead. The apps reach it only through `@registrar/shared-ui/router`.
 */
const productionEntries = {
  'react-router$': path.join(repoRoot, 'node_modules/react-router/dist/production/index.mjs'),
};

/**
 * Singletons shared by the host and every remote, so React, the router, the one Redux store and the
 * notification store exist once per page. MF matches these by *request name* before resolution, so
 * the workspace aliases do not stop the workspace packages from being shared; they need an explicit
 * version because the alias target is not a package root. The 'react/' and 'react-dom/' keys cover
 * subpaths ('react/jsx-runtime', 'react-dom/client') that the bare keys do not.
 */
function sharedSingletons() {
  const installed = (pkg) =>
    require(path.join(repoRoot, 'node_modules', pkg, 'package.json')).version;
  // share key → package whose installed version is provided and required
  const libraries = {
    react: 'react',
    'react/': 'react',
    'react-dom': 'react-dom',
    'react-dom/': 'react-dom',
    'react-redux': 'react-redux',
  };
  /** @type {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const [key, pkg] of Object.entries(libraries)) {
    const version = installed(pkg);
    shared[key] = { singleton: true, version, requiredVersion: `^${version}` };
  }
  // The router and Redux Toolkit are shared as shared-ui's re-export modules, never by their
  // package names: nothing ships that imports 'react-router' or '@reduxjs/toolkit' directly.
  for (const name of [
    '@registrar/shared-ui',
    '@registrar/shared-ui/router',
    '@registrar/shared-ui/redux-toolkit',
    '@registrar/shared-api',
    '@registrar/shared-api/core',
  ]) {
    // No absolute `import` path here: MF would then add the module to *every* compilation,
    // including html-webpack-plugin's child compiler, which cannot handle the CSS it imports.
    // The request name goes through the workspace alias instead.
    shared[name] = {
      singleton: true,
      version: workspaceVersion,
      requiredVersion: `^${workspaceVersion}`,
    };
  }
  return shared;
}

/** Requests the shell provides to remotes (the keys of sharedSingletons(), subpaths included). */
function isSharedRequest(request) {
  const keys = Object.keys(sharedSingletons());
  return keys.some((key) => (key.endsWith('/') ? request.startsWith(key) : request === key));
}

module.exports = {
  isSharedRequest,
  productionEntries,
  repoRoot,
  sharedSingletons,
  workspaceSources,
  workspaceVersion,
};
