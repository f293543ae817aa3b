// @ts-check
const { createAppConfig } = require('../tools/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'admin_console',
  port: 4002,
  title: 'Admin console (standalone)',
  exposes: {
    './AdminApp': './src/app/admin-app.tsx',
    './Login': './src/app/login-page.tsx',
  },
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
});
