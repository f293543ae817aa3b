// @ts-check
/** Loader rules the browser and server builds share: TypeScript through swc, CSS modules. */
const fs = require('node:fs');
const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { repoRoot } = require('./shared');

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
 * How an app's sources compile: the browser build, or (`forServer`) the Node build of its first
 * paint, which writes no source maps and inlines its assets.
 */
function sourceModule(isProduction, forServer = false) {
  const swc = swcOptions(isProduction);
  return {
    // A name imported from a module that does not export it fails the build (shared-ui's
    // router and Redux Toolkit modules export a chosen set) instead of becoming `undefined`.
    parser: { javascript: { exportsPresence: 'error' } },
    rules: [
      {
        test: /\.[cm]?tsx?$/,
        exclude: /node_modules/,
        use: { loader: 'swc-loader', options: forServer ? { ...swc, sourceMaps: false } : swc },
      },
      ...cssRules(isProduction, forServer),
      { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: forServer ? 'asset/inline' : 'asset' },
    ],
  };
}

/** The mode a config function was called for: `--mode`, else NODE_ENV, else production. */
const modeOf = (/** @type {any} */ argv) => argv?.mode ?? process.env.NODE_ENV ?? 'production';

module.exports = { cssRules, modeOf, sourceModule, swcOptions };
