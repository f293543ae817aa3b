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
});
