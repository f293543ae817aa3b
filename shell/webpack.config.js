// @ts-check
const { createAppConfigs } = require('../tools/webpack');

/** In dev the shell serves its own /remotes.json pointing at the remotes' dev servers (env overrides). */
const devRemotes = () => ({
  remotes: [
    {
      name: 'applicant_portal',
      entry: process.env.APPLICANT_PORTAL_URL ?? 'http://localhost:4001/mf-manifest.json',
    },
    {
      name: 'admin_console',
      entry: process.env.ADMIN_CONSOLE_URL ?? 'http://localhost:4002/mf-manifest.json',
    },
  ],
});

module.exports = createAppConfigs(
  {
    dir: __dirname,
    name: 'shell',
    port: 4000,
    title: 'Registrar',
    devServer: () => ({
      setupMiddlewares: (middlewares, server) => {
        server.app?.get('/remotes.json', (_req, res) => {
          res.set('Cache-Control', 'no-cache');
          res.json(devRemotes());
        });
        return middlewares;
      },
    }),
  },
  // The first paint of public pages (server/src/ssr): shell/dist-ssr/shell.js.
  {
    dir: __dirname,
    name: 'shell',
    entry: './src/ssr/render.tsx',
    // What a server-rendered page loads instead of main.js (server/src/ssr/document.ts).
    firstPaintLoader: './src/first-paint-loader.ts',
  },
);
