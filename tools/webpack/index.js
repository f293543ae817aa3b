// @ts-check
/**
 * The one webpack recipe for the three browser apps (shell host, applicant-portal and admin-console
 * remotes). Each app's webpack.config.js only says who it is: name, port, exposes, html title.
 *
 *   app-config.js            the browser build (Module Federation, CSS, html)
 *   server-render-config.js  the Node build of an app's first paint and the host's loader script
 *   shared.js                what is shared: workspace sources and the Module Federation singletons
 *   loaders.js, plugins.js   swc and CSS rules; precompression and the first-paint asset map
 *   remote-index.html        the remotes' standalone dev page (the shell has its own)
 *
 * Versions: webpack is pinned to exactly 5.110.3 in the root package.json because
 * @module-federation/enhanced 2.9.2 breaks on newer minors: 5.112.x cannot even load the plugin
 * (`Cannot find module 'webpack/lib/util/extractUrlAndGlobal'`) and 5.111.x is reported to fail on
 * `[contenthash]` (module-federation/core#5077). Upgrade webpack only together with the MF plugin.
 */
const { createAppConfig } = require('./app-config');
const { modeOf } = require('./loaders');
const {
  createFirstPaintLoaderConfig,
  createServerRenderConfig,
} = require('./server-render-config');
const { sharedSingletons, workspaceVersion } = require('./shared');

/**
 * An app's webpack config: the browser build, plus in production its server build when `server`
 * is given, and the host's first-paint loader when `server.firstPaintLoader` names its entry.
 * Development (webpack serve) builds only the browser part.
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
    const mode = modeOf(argv);
    if (!render || mode !== 'production') return client(env, argv);
    return [client(env, argv), render(env, argv), ...(loader ? [loader(env, argv)] : [])];
  };
}

module.exports = { createAppConfig, createAppConfigs, sharedSingletons, workspaceVersion };
