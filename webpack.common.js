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
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const repoRoot = __dirname;
const workspaceVersion = '0.1.0';

/** Workspace libraries are bundled from their TypeScript sources (no build step before the apps). */
const workspaceSources = {
  '@registrar/shared-ui$': path.join(repoRoot, 'shared-ui/src/index.ts'),
  '@registrar/shared-api$': path.join(repoRoot, 'shared-api/src/index.ts'),
  // The client and store without the contract (zod): what the shell's first load needs.
  '@registrar/shared-api/core$': path.join(repoRoot, 'shared-api/src/core.ts'),
};

/**
 * The router, shared by what the apps use instead of whole.
 *
 * MF shares a library as one module with *all* its exports, so sharing 'react-router-dom' whole
 * put all of react-router 7 (data routers, forms, fetchers, SSR and RSC helpers: 60 KB gzip) on the
 * home's first load. In production the 'react-router-dom' request resolves to a small generated
 * module that re-exports only the declarative-mode API (components and hooks a remote mounted
 * under the shell's <BrowserRouter> can use) plus every name the apps' sources import, so webpack
 * drops the rest of react-router. It is still shared as the 'react-router-dom' singleton: one
 * router context for the shell and every remote.
 *
 * Trade-off: a remote built later that imports a react-router API outside this set gets
 * `undefined` from an older shell; the declarative set below is broad so that needs a data-router
 * API (loaders, actions, fetchers), which the shell does not support anyway (it owns a
 * BrowserRouter). Development builds share the whole library as before.
 */
const reactRouterEntry = path.join(repoRoot, 'node_modules/react-router/dist/production/index.mjs');
const declarativeRouterApi = [
  'BrowserRouter',
  'HashRouter',
  'MemoryRouter',
  'Router',
  'Routes',
  'Route',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'NavigationType',
  'createSearchParams',
  'createPath',
  'parsePath',
  'generatePath',
  'matchPath',
  'matchRoutes',
  'resolvePath',
  'createRoutesFromChildren',
  'createRoutesFromElements',
  'renderMatches',
  'useHref',
  'useInRouterContext',
  'useLinkClickHandler',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useNavigationType',
  'useOutlet',
  'useOutletContext',
  'useParams',
  'useResolvedPath',
  'useRoutes',
  'useSearchParams',
];
const appSourceFolders = ['shell', 'applicant-portal', 'admin-console', 'shared-ui', 'shared-api'];

/** Value imports from the packages `source` matches (a regex source) in the apps' non-test sources. */
function importedNames(source) {
  const names = new Set();
  const isTest = /(\.test\.|[\\/](test-support|testing)[\\/])/;
  const importRe = new RegExp(
    `(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${source}['"]`,
    'g',
  );
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.[cm]?[jt]sx?$/.test(entry.name) && !isTest.test(file)) {
        for (const [, isType, list] of fs.readFileSync(file, 'utf8').matchAll(importRe)) {
          if (isType) continue;
          for (const part of list.split(',')) {
            const name = part.trim().split(/\s+as\s+/)[0];
            if (name && !name.startsWith('type ')) names.add(name);
          }
        }
      }
    }
  };
  for (const folder of appSourceFolders) walk(path.join(repoRoot, folder, 'src'));
  return names;
}

/**
 * Writes node_modules/.cache/registrar/<fileName>: a module re-exporting from `entry` the names in
 * `baseApi` plus every name the apps import from `importSource` (that `available` has), so a
 * library shared through Module Federation ships only that API. Returns the file's path.
 */
function writeSharedSubsetModule({ fileName, entry, available, baseApi, importSource }) {
  const names = [...new Set([...baseApi, ...importedNames(importSource)])]
    .filter((name) => available.has(name))
    .sort();
  const file = path.join(repoRoot, 'node_modules/.cache/registrar', fileName);
  const source =
    '// Generated by webpack.common.js (writeSharedSubsetModule): the API the apps share.\n' +
    `export { ${names.join(', ')} } from ${JSON.stringify(entry)};\n`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== source)
    fs.writeFileSync(file, source);
  return file;
}

/** The router module described above. */
const writeSharedRouterModule = () =>
  writeSharedSubsetModule({
    fileName: 'react-router-dom.mjs',
    entry: reactRouterEntry,
    available: new Set(Object.keys(require('react-router'))),
    baseApi: declarativeRouterApi,
    importSource: 'react-router(?:-dom)?',
  });

/**
 * Redux Toolkit, shared the same way (issue 9): whole, it is ~14 KB gzip on the first load, most
 * of it APIs no app uses (entity adapters, listener middleware, auto-batching, dynamic
 * middleware). The subset is the store/slice/thunk API below plus whatever the apps import; a
 * remote built later that needs more gets `undefined` from an older shell (same trade-off as the
 * router). Development builds share the whole library.
 */
const reduxToolkitEntry = path.join(
  repoRoot,
  'node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs',
);
const baseReduxToolkitApi = [
  'combineSlices',
  'configureStore',
  'createAction',
  'createAsyncThunk',
  'createReducer',
  'createSelector',
  'createSlice',
  'isAnyOf',
  'isFulfilled',
  'isPending',
  'isRejected',
  'isRejectedWithValue',
  'nanoid',
  'unwrapResult',
];
const writeSharedReduxToolkitModule = () =>
  writeSharedSubsetModule({
    fileName: 'redux-toolkit.mjs',
    entry: reduxToolkitEntry,
    available: new Set(Object.keys(require('@reduxjs/toolkit'))),
    baseApi: baseReduxToolkitApi,
    importSource: '@reduxjs/toolkit',
  });

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
  for (const name of [
    '@registrar/shared-ui',
    '@registrar/shared-api',
    '@registrar/shared-api/core',
  ]) {
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

/**
 * The runtime plugin that publishes the shell's MF runtime-core as the global the remotes'
 * `externalRuntime` build expects: @module-federation/inject-external-runtime-core-plugin, its ES
 * module build (so it shares the shell's one ES-module copy of runtime-core).
 */
const provideRuntimeCore = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/**
 * Emits `<file>.br` and `<file>.gz` beside every JS, CSS, HTML and JSON asset of a production build,
 * so a static host can send them precompressed (@fastify/static `preCompressed: true`, nginx
 * `gzip_static`/`brotli_static`) instead of compressing per request or, worse, not at all. Node's
 * own zlib: no plugin dependency.
 */
class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!/\.(js|css|html|json)$/.test(name)) continue;
            const buffer = source.buffer();
            if (buffer.length < 1024) continue;
            const br = zlib.brotliCompressSync(buffer, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
            });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
            compilation.emitAsset(
              `${name}.gz`,
              new sources.RawSource(zlib.gzipSync(buffer, { level: 9 })),
            );
          }
        },
      );
    });
  }
}

/**
 * Emits `ssr-assets.json` beside a client build: for every module that a chunk group is loaded
 * for (an `import()`, a Module Federation expose or shared module), the CSS and JS files of that
 * group, keyed by the module's repo-relative path. The server's first paint (server/src/ssr) links
 * exactly the stylesheets the browser would load for the rendered route, so the server-rendered
 * page is styled from its first frame and the client's own CSS loading finds them in place.
 */
class SsrAssetsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SsrAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SsrAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          /** @type {Record<string, { css: string[]; js: string[] }>} */
          const modules = {};
          for (const group of compilation.chunkGroups) {
            const files = [...group.chunks].flatMap((chunk) => [...chunk.files]);
            const css = files.filter((file) => file.endsWith('.css'));
            const js = files.filter((file) => file.endsWith('.js'));
            for (const block of group.getBlocks()) {
              for (const dependency of block.dependencies) {
                const target = /** @type {any} */ (compilation.moduleGraph.getModule(dependency));
                const resource = target?.resource ?? target?.rootModule?.resource;
                if (!resource) continue;
                const key = path.relative(repoRoot, resource).split(path.sep).join('/');
                const entry = (modules[key] ??= { css: [], js: [] });
                entry.css = [...new Set([...entry.css, ...css])];
                entry.js = [...new Set([...entry.js, ...js])];
              }
            }
          }
          const sorted = Object.fromEntries(
            Object.entries(modules).sort(([a], [b]) => a.localeCompare(b)),
          );
          compilation.emitAsset(
            'ssr-assets.json',
            new sources.RawSource(JSON.stringify({ modules: sorted }, null, 1)),
          );
        },
      );
    });
  }
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

/** CSS modules; the server build (`forServer`) keeps only the class names, identical to the client's. */
function cssRules(isProduction, forServer = false) {
  const extract = MiniCssExtractPlugin.loader;
  return [
    {
      test: /\.module\.css$/,
      use: [
        ...(forServer ? [] : [extract]),
        {
          loader: 'css-loader',
          options: {
            modules: {
              exportOnlyLocals: forServer,
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
    forServer
      ? // Global CSS (tokens, base styles) means nothing to the server: the browser loads it.
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'asset/source' }
      : { test: /\.css$/, exclude: /\.module\.css$/, use: [extract, 'css-loader'] },
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
      name: app.name,
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
        alias: isProduction
          ? {
              ...workspaceSources,
              'react-router-dom$': writeSharedRouterModule(),
              'react-router$': reactRouterEntry,
              '@reduxjs/toolkit$': writeSharedReduxToolkitModule(),
            }
          : workspaceSources,
        // '@registrar/shared-api/contracts' etc. resolve to sources through the "source" export condition.
        conditionNames: ['source', '...'],
      },
      module: {
        // A name imported from a module that does not export it fails the build (the shared router
        // module above exports a chosen set) instead of becoming `undefined` at run time.
        parser: { javascript: { exportsPresence: 'error' } },
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
            : {
                filename: 'remoteEntry.js',
                exposes: app.exposes,
                manifest: {
                  // An exposed module's own stylesheet is loaded with its chunk by webpack's CSS
                  // loader, which recognises the <link> of a server-rendered page (data-href);
                  // MF's preload of it from the manifest would add a second <link> to the page
                  // and make the browser recompute every style (server/src/ssr).
                  additionalData: ({ stats }) => {
                    for (const expose of stats.exposes ?? []) {
                      if (expose.assets?.css) expose.assets.css.sync = [];
                    }
                    return stats;
                  },
                },
              }),
          shared: sharedSingletons(),
          ...(isProduction && isHost ? { runtimePlugins: [provideRuntimeCore] } : {}),
          // 'loaded-first' does not fetch every remote entry at start: a dead remote cannot block start-up.
          shareStrategy: 'loaded-first',
          // Types are checked by `tsc --noEmit`; MF's type generation would run a second compiler.
          dts: false,
          experiments: {
            // One MF runtime per page in production: the shell provides its runtime-core as a
            // global and each remote's remoteEntry.js uses it instead of carrying a copy (20 KB gzip
            // each). So a production remote runs under a shell only; its standalone page is a
            // development mount (`npm run dev`), where remotes keep their own runtime.
            // (The host side is the `provideRuntimeCore` runtime plugin below, not the
            // `provideExternalRuntime` experiment: that one loads the plugin's CommonJS build,
            // which brings a second, CommonJS copy of runtime-core into the shell: +23 KB gzip.)
            ...(isProduction && !isHost ? { externalRuntime: true } : {}),
            optimization: {
              // Browser-only build: leaves the Node loading paths out of the MF runtime.
              target: 'web',
              // A remote loads no remotes of its own, so its copy of the MF runtime (inside
              // remoteEntry.js, on every page) needs neither remote loading nor manifest snapshots.
              ...(isHost ? {} : { disableRemote: true, disableSnapshot: true }),
            },
          },
        }),
        new MiniCssExtractPlugin({ filename: `${hashed}.css`, chunkFilename: `${hashed}.css` }),
        ...(isProduction ? [new SsrAssetsPlugin(), new PrecompressPlugin()] : []),
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

/** Requests the shell provides to remotes (the keys of sharedSingletons(), subpaths included). */
function isSharedRequest(request) {
  const keys = Object.keys(sharedSingletons());
  return keys.some((key) => (key.endsWith('/') ? request.startsWith(key) : request === key));
}

/**
 * The server build of an app's first paint (server/src/ssr, README "First paint"): the same
 * sources compiled for Node into one CommonJS file, `<app>/dist-ssr/<name>.js`. CSS modules keep
 * only their class names, which equal the browser build's (same localIdentName and context), so
 * the HTML it renders is the HTML the browser build hydrates. Lazy imports are inlined (one chunk):
 * the server waits for every Suspense boundary anyway.
 *
 * The shell's build bundles React, the router, Redux and the workspace libraries and exports them
 * as `shared`; a remote's build (`sharedFromHost`) leaves those requests to `require`, which the
 * server answers from the shell's `shared`, so one React renders the shell and the remote
 * together, as Module Federation's singletons do in the browser.
 *
 * @param {object} app
 * @param {string} app.dir    the app's folder
 * @param {string} app.name   output file name (without .js)
 * @param {string} app.entry  the server entry module
 * @param {boolean} [app.sharedFromHost]  remotes: take the shared singletons from the shell
 */
function createServerRenderConfig(app) {
  /** @returns {import('webpack').Configuration} */
  return (_env, argv) => {
    const mode = argv?.mode ?? process.env.NODE_ENV ?? 'production';
    const isProduction = mode === 'production';
    const { LimitChunkCountPlugin } = require('webpack').optimize;
    return {
      name: `${app.name}-server`,
      mode: isProduction ? 'production' : 'development',
      target: 'node20',
      context: app.dir,
      entry: { [app.name]: app.entry },
      output: {
        path: path.join(app.dir, 'dist-ssr'),
        filename: '[name].js',
        library: { type: 'commonjs2' },
        clean: true,
      },
      devtool: false,
      externalsPresets: { node: true },
      externals: app.sharedFromHost
        ? [
            ({ request }, callback) =>
              request && isSharedRequest(request)
                ? callback(undefined, `commonjs ${request}`)
                : callback(),
          ]
        : [],
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: workspaceSources,
        conditionNames: ['source', '...'],
      },
      module: {
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: { ...swcOptions(isProduction), sourceMaps: false },
            },
          },
          ...cssRules(isProduction, true),
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset/inline' },
        ],
      },
      plugins: [new LimitChunkCountPlugin({ maxChunks: 1 })],
      optimization: { minimize: false, splitChunks: false },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
    };
  };
}

/**
 * The first-paint loader of the host (`<app>/dist/first-paint.js`, no hash: served no-cache): a
 * server-rendered page names it instead of main.js, and it adds main.js after the page has been
 * painted (server/src/ssr/document.ts). A plain script, no Module Federation; built after the
 * browser build, whose `clean` would otherwise remove it.
 * @param {{ dir: string, name: string, entry: string }} app
 */
function createFirstPaintLoaderConfig(app) {
  /** @returns {import('webpack').Configuration} */
  return (_env, argv) => {
    const isProduction = (argv?.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    return {
      name: `${app.name}-first-paint`,
      dependencies: [app.name],
      mode: isProduction ? 'production' : 'development',
      target: 'web',
      context: app.dir,
      entry: { 'first-paint': app.entry },
      output: { path: path.join(app.dir, 'dist'), filename: '[name].js', clean: false },
      devtool: false,
      resolve: { extensions: ['.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.ts$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: { ...swcOptions(isProduction), sourceMaps: false },
            },
          },
        ],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
    };
  };
}

/**
 * An app's webpack config: the browser build, plus in production its server build (above) when
 * `server` is given, and the host's first-paint loader when `server.firstPaintLoader` names its
 * entry. Development (webpack serve) builds only the browser part.
 * @param {Parameters<typeof createAppConfig>[0]} app
 * @param {Parameters<typeof createServerRenderConfig>[0] & { firstPaintLoader?: string }} [server]
 */
function createAppConfigs(app, server) {
  const client = createAppConfig(app);
  const render = server ? createServerRenderConfig(server) : undefined;
  const loader = server?.firstPaintLoader
    ? createFirstPaintLoaderConfig({ dir: app.dir, name: app.name, entry: server.firstPaintLoader })
    : undefined;
  return (/** @type {any} */ env, /** @type {any} */ argv) => {
    const mode = argv?.mode ?? process.env.NODE_ENV ?? 'production';
    if (!render || mode !== 'production') return client(env, argv);
    return [client(env, argv), render(env, argv), ...(loader ? [loader(env, argv)] : [])];
  };
}

module.exports = { createAppConfig, createAppConfigs, sharedSingletons, workspaceVersion };
