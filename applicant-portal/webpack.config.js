// @ts-check
const { createAppConfigs } = require('../tools/webpack');

module.exports = createAppConfigs(
  {
    dir: __dirname,
    name: 'applicant_portal',
    port: 4001,
    title: 'Applicant portal (standalone)',
    exposes: { './PortalApp': './src/app/portal-app.tsx' },
    devServer: () => ({
      // The shell (another origin in dev) loads the manifest, remoteEntry and chunks from here.
      headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' },
      proxy: [
        {
          context: ['/api'],
          target: process.env.API_URL ?? 'http://127.0.0.1:3000',
          changeOrigin: true,
        },
      ],
    }),
  },
  // Rendered by the server inside the shell's first paint: applicant-portal/dist-ssr/portal.js.
  { dir: __dirname, name: 'portal', entry: './src/ssr.ts', sharedFromHost: true },
);
