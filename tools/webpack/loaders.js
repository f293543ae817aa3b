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

/** The mode a config function was called for: `--mode`, else NODE_ENV, else production. */
const modeOf = (/** @type {any} */ argv) => argv?.mode ?? process.env.NODE_ENV ?? 'production';

module.exports = { cssRules, modeOf, swcOptions };
