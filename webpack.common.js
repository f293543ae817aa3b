// @ts-check
/**
 * The one webpack recipe for the three browser apps (shell host, applicant-portal and admin-console
 * remotes). Each app's webpack.config.js only says who it is: name, port, exposes, html title.
 *
 * Versions: webpack is pinned to exactly 5.110.3 in the root package.json because
 * @module-federation/enhanced 2.9.2 breaks on newer minors: 5.112.x cannot even load the plugin
 * (`Cannot find module 'webpack/lib/util/extractUrlAndGlobal'`) and 5.111.x is reported to fail on
 * `[contenthash]` (module-federation/core#5077). Upgrade webpack only together with the MF plugin.
 */
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const repoRoot = __dirname;
const workspaceVersion = '0.1.0';

/** Workspace libraries are bundled from their TypeScript sources (no build step before the apps). */
const workspaceSources = {
  '@registrar/shared-ui$': path.join(repoRoot, 'shared-ui/src/index.ts'),
  '@registrar/shared-api$': path.join(repoRoot, 'shared-api/src/index.ts'),
};

/**
 * Singletons shared by the host and every remote, so React, the router, the one Redux store and the
 * notification store exist once per page. MF matches these by *request name* before resolution, so
 * the aliases above do not stop the workspace packages from being shared; they need an explicit
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
    'react-router': 'react-router',
    'react-router-dom': 'react-router-dom',
    'react-redux': 'react-redux',
    '@reduxjs/toolkit': '@reduxjs/toolkit',
  };
  /** @type {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const [key, pkg] of Object.entries(libraries)) {
    const version = installed(pkg);
    shared[key] = { singleton: true, version, requiredVersion: `^${version}` };
  }
  for (const name of ['@registrar/shared-ui', '@registrar/shared-api']) {
    // No absolute `import` path here: MF would then add the module to *every* compilation,
    // including html-webpack-plugin's child compiler, which cannot handle the CSS it imports.
    // The request name goes through the alias above instead.
    shared[name] = {
      singleton: true,
      version: workspaceVersion,
      requiredVersion: `^${workspaceVersion}`,
    };
  }
  return shared;
}

/** The root .swcrc, read once and handed to swc-loader (so browser code and Jest agree). */
function swcOptions(isProduction) {
  const swcrc = JSON.parse(fs.readFileSync(path.join(repoRoot, '.swcrc'), 'utf8'));
  delete swcrc.$schema;
  return {
    ...swcrc,
    swcrc: false,
    sourceMaps: !isProduction || process.env.SOURCE_MAPS === 'hidden',
    jsc: {
      ...swcrc.jsc,
      transform: {
        ...swcrc.jsc?.transform,
        react: { ...swcrc.jsc?.transform?.react, development: !isProduction },
      },
    },
  };
}

function cssRules(isProduction) {
  const extract = MiniCssExtractPlugin.loader;
  return [
    {
      test: /\.module\.css$/,
      use: [
        extract,
        {
          loader: 'css-loader',
          options: {
            modules: {
              // Hash of the repo-relative path: unique per file across all apps, stable across builds.
              localIdentName: isProduction
                ? 'rg-[hash:base64:7]'
                : '[name]__[local]--[hash:base64:5]',
              localIdentContext: repoRoot,
              namedExport: false,
              exportLocalsConvention: 'as-is',
            },
          },
        },
      ],
    },
    { test: /\.css$/, exclude: /\.module\.css$/, use: [extract, 'css-loader'] },
  ];
}

/**
 * @param {object} app
 * @param {string} app.dir              the app's folder (its __dirname)
 * @param {'shell'|'applicant_portal'|'admin_console'} app.name  Module Federation name
 * @param {number} app.port             dev server port
 * @param {string} app.title            html <title> before branding loads
 * @param {Record<string,string>} [app.exposes]  remotes only
 * @param {(mode: string) => Partial<import('webpack-dev-server').Configuration>} [app.devServer]
 */
function createAppConfig(app) {
  const isHost = !app.exposes;
  /** @returns {import('webpack').Configuration} */
  return (_env, argv) => {
    const mode = argv?.mode ?? process.env.NODE_ENV ?? 'production';
    const isProduction = mode === 'production';
    const hashed = isProduction ? '[name].[contenthash:10]' : '[name]';
    return {
      mode: isProduction ? 'production' : 'development',
      context: app.dir,
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(app.dir, 'dist'),
        filename: `${hashed}.js`,
        chunkFilename: `${hashed}.js`,
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        // Remotes are hosted anywhere (another origin, a sub-path): 'auto' derives the base from the
        // script URL. The shell is always served from the site root.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: app.name,
        clean: true,
      },
      // Shipped bundles carry no source maps; SOURCE_MAPS=hidden emits .map files without references.
      devtool: isProduction
        ? process.env.SOURCE_MAPS === 'hidden'
          ? 'hidden-source-map'
          : false
        : 'eval-cheap-module-source-map',
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: workspaceSources,
        // '@registrar/shared-api/contracts' etc. resolve to sources through the "source" export condition.
        conditionNames: ['source', '...'],
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: swcOptions(isProduction) },
          },
          ...cssRules(isProduction),
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          ...(isHost
            ? // No static remotes: the shell registers them at run time from /remotes.json.
              { remotes: {}, manifest: false }
            : { filename: 'remoteEntry.js', exposes: app.exposes, manifest: true }),
          shared: sharedSingletons(),
          // 'loaded-first' does not fetch every remote entry at start: a dead remote cannot block start-up.
          shareStrategy: 'loaded-first',
          // Types are checked by `tsc --noEmit`; MF's type generation would run a second compiler.
          dts: false,
          // Browser-only build: leaves the Node loading paths out of the MF runtime.
          experiments: { optimization: { target: 'web' } },
        }),
        new MiniCssExtractPlugin({ filename: `${hashed}.css`, chunkFilename: `${hashed}.css` }),
        new HtmlWebpackPlugin({
          template: path.join(app.dir, 'public/index.html'),
          title: app.title,
          // Remotes: the page is only their standalone dev mount; never inject remoteEntry into it.
          chunks: ['main'],
          scriptLoading: 'defer',
        }),
      ],
      optimization: {
        // A single runtime chunk would break the container: MF needs the runtime inside each entry.
        runtimeChunk: false,
        // Async chunks only: shared singletons are already their own chunks; splitting the initial
        // chunk as well would split remoteEntry into pieces the host would have to know about.
        splitChunks: { chunks: 'async' },
      },
      performance: {
        hints: isProduction ? 'warning' : false,
        maxEntrypointSize: 350_000,
        maxAssetSize: 350_000,
      },
      stats: isProduction ? 'normal' : 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port: app.port,
        host: 'localhost',
        hot: true,
        liveReload: true,
        historyApiFallback: true,
        client: {
          overlay: { errors: true, warnings: false },
          webSocketURL: `ws://localhost:${app.port}/ws`,
        },
        ...app.devServer?.(mode),
      },
    };
  };
}

module.exports = { createAppConfig, sharedSingletons, workspaceVersion };
