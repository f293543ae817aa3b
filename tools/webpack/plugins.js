// @ts-check
/** The two webpack plugins of the browser builds' production mode (tools/webpack/app-config.js). */
const path = require('node:path');
const zlib = require('node:zlib');
const { repoRoot } = require('./shared');

/**
 * Emits `<file>.br` and `<file>.gz` beside every JS, CSS, HTML and JSON asset of a production build,
 * so a static host can send them precompressed (@fastify/static `preCompressed: true`, nginx
 * `gzip_static`/`brotli_static`) instead of compressing per request or, worse, not at all. Node's
 * own zlib: no plugin dependency.
 */
class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!/\.(js|css|html|json)$/.test(name)) continue;
            const buffer = source.buffer();
            if (buffer.length < 1024) continue;
            const br = zlib.brotliCompressSync(buffer, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
            });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
            compilation.emitAsset(
              `${name}.gz`,
              new sources.RawSource(zlib.gzipSync(buffer, { level: 9 })),
            );
          }
        },
      );
    });
  }
}

/**
 * Emits `ssr-assets.json` beside a client build: for every module that a chunk group is loaded
 * for (an `import()`, a Module Federation expose or shared module), the CSS and JS files of that
 * group, keyed by the module's repo-relative path. The server's first paint (server/src/ssr) links
 * exactly the stylesheets the browser would load for the rendered route, so the server-rendered
 * page is styled from its first frame and the client's own CSS loading finds them in place.
 */
class SsrAssetsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SsrAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SsrAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          /** @type {Record<string, { css: string[]; js: string[] }>} */
          const modules = {};
          for (const group of compilation.chunkGroups) {
            const files = [...group.chunks].flatMap((chunk) => [...chunk.files]);
            const css = files.filter((file) => file.endsWith('.css'));
            const js = files.filter((file) => file.endsWith('.js'));
            for (const block of group.getBlocks()) {
              for (const dependency of block.dependencies) {
                const target = /** @type {any} */ (compilation.moduleGraph.getModule(dependency));
                const resource = target?.resource ?? target?.rootModule?.resource;
                if (!resource) continue;
                const key = path.relative(repoRoot, resource).split(path.sep).join('/');
                const entry = (modules[key] ??= { css: [], js: [] });
                entry.css = [...new Set([...entry.css, ...css])];
                entry.js = [...new Set([...entry.js, ...js])];
              }
            }
          }
          const sorted = Object.fromEntries(
            Object.entries(modules).sort(([a], [b]) => a.localeCompare(b)),
          );
          compilation.emitAsset(
            'ssr-assets.json',
            new sources.RawSource(JSON.stringify({ modules: sorted }, null, 1)),
          );
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin, SsrAssetsPlugin };
