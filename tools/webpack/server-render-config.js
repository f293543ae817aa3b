// @ts-check
/** The Node builds of the first paint (server/src/ssr) and the host's first-paint loader script. */
const path = require('node:path');
const { modeOf, sourceModule, swcOptions } = require('./loaders');
const { isSharedRequest, workspaceSources } = require('./shared');

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
    const mode = modeOf(argv);
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
        conditionNames: ['@registrar/source', '...'],
      },
      module: sourceModule(isProduction, true),
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
    const isProduction = modeOf(argv) === 'production';
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

module.exports = { createFirstPaintLoaderConfig, createServerRenderConfig };
