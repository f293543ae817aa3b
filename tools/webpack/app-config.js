// @ts-check
/**
 * The browser build of an app (shell host, applicant-portal and admin-console remotes): Module
 * Federation, CSS extraction, and in production the first-paint asset map and precompression.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { modeOf, sourceModule } = require('./loaders');
const { PrecompressPlugin, SsrAssetsPlugin } = require('./plugins');
const { productionEntries, sharedSingletons, workspaceSources } = require('./shared');

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
 * @param {object} app
 * @param {string} app.dir              the app's folder (its __dirname)
 * @param {'shell'|'applicant_portal'|'admin_console'} app.name  Module Federation name
 * @param {number} app.port             dev server port
 * @param {string} app.title            html <title> before branding loads
 * @param {Record<string,string>} [app.exposes]  remotes only
 * @param {(mode: string) => Partial<import('webpack-dev-server').Configuration>} [app.devServer]  beyond the /api proxy
 */
function createAppConfig(app) {
  const isHost = !app.exposes;
  /** @returns {import('webpack').Configuration} */
  return (_env, argv) => {
    const mode = modeOf(argv);
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
        alias: isProduction ? { ...workspaceSources, ...productionEntries } : workspaceSources,
        // '@registrar/shared-api/contracts' etc. resolve to sources through the "@registrar/source" export condition (ours alone: packages such as compute-scroll-into-view publish a "source" condition of their own, pointing at TypeScript).
        conditionNames: ['@registrar/source', '...'],
      },
      module: sourceModule(isProduction),
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
            // (The host side is the `provideRuntimeCore` runtime plugin (provideRuntimeCore), not the
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
          // The host's own page; every remote shares the one bare standalone page.
          template: isHost
            ? path.join(app.dir, 'public/index.html')
            : path.join(__dirname, 'remote-index.html'),
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
        // Every app's dev server sends /api to the API (API_URL, else the local server).
        proxy: [
          {
            context: ['/api'],
            target: process.env.API_URL ?? 'http://127.0.0.1:3000',
            changeOrigin: true,
          },
        ],
        // The shell (another origin in dev) loads a remote's manifest, remoteEntry and chunks.
        ...(isHost
          ? {}
          : {
              headers: {
                'Access-Control-Allow-Origin': '*',
                'Access-Control-Allow-Headers': '*',
              },
            }),
        ...app.devServer?.(mode),
      },
    };
  };
}

module.exports = { createAppConfig };
