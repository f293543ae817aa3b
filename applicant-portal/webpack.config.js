// @ts-check
const { createAppConfigs } = require('../tools/webpack');

module.exports = createAppConfigs(
  {
    dir: __dirname,
    name: 'applicant_portal',
    port: 4001,
    title: 'Applicant portal (standalone)',
    exposes: { './PortalApp': './src/app/portal-app.tsx' },
  },
  // Rendered by the server inside the shell's first paint: applicant-portal/dist-ssr/portal.js.
  { dir: __dirname, name: 'portal', entry: './src/ssr.ts', sharedFromHost: true },
);
