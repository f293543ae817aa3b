import { existsSync, readFileSync, statSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/** What the shell's server build exports (shell/src/ssr/render.tsx). */
export interface ShellServerBuild {
  shared: Record<string, unknown>;
  firstPaintModules: string[];
  remoteForPath: (pathname: string) => string;
  renderPage: (input: {
    url: string;
    institution: unknown;
    remotes: Record<string, unknown>;
    timeoutMs?: number;
  }) => Promise<{ html: string; themeCss: string; stateJson: string }>;
}

/** What the portal's server build exports (applicant-portal/src/ssr.ts). */
export interface PortalServerBuild {
  PortalApp: unknown;
  /** Null: a screen the server does not render. */
  modulesFor: (pathname: string) => string[] | null;
}

/** ssr-assets.json of a browser build (tools/webpack/plugins.js SsrAssetsPlugin). */
export interface AssetGroups {
  modules: Record<string, { css: string[]; js: string[] }>;
}

export interface Bundles {
  shell: ShellServerBuild;
  portal: PortalServerBuild;
  shellAssets: AssetGroups;
  portalAssets: AssetGroups;
  /** shell/dist/index.html: the page the server-rendered markup goes into. */
  template: string;
  /** Whether shell/dist/first-paint.js is built. */
  hasLoader: boolean;
  /** Changes when any of the files above is replaced (a deploy): cache entries keyed by it. */
  version: string;
}

export const bundlePaths = (staticRoot: string) => ({
  shellBuild: path.join(staticRoot, 'shell', 'dist-ssr', 'shell.js'),
  portalBuild: path.join(staticRoot, 'applicant-portal', 'dist-ssr', 'portal.js'),
  shellAssets: path.join(staticRoot, 'shell', 'dist', 'ssr-assets.json'),
  portalAssets: path.join(staticRoot, 'applicant-portal', 'dist', 'ssr-assets.json'),
  template: path.join(staticRoot, 'shell', 'dist', 'index.html'),
});

/** The shell's first-paint loader (optional: without it the page names main.js itself). */
export const loaderPath = (staticRoot: string) =>
  path.join(staticRoot, 'shell', 'dist', 'first-paint.js');

/**
 * Evaluates a CommonJS file in this process, with `require` answered by `resolve` first: how the
 * portal's server build gets the shell's React, router and store (its webpack externals), as
 * Module Federation's share scope gives them in the browser. Evaluated afresh on every call, so
 * a redeployed build replaces the old one without a restart.
 */
function evaluate(file: string, resolve: (request: string) => unknown = () => undefined): unknown {
  const code = readFileSync(file, 'utf8');
  const compiled = vm.runInThisContext(Module.wrap(code), { filename: file }) as (
    exports: unknown,
    require: (request: string) => unknown,
    module: { exports: unknown },
    filename: string,
    dirname: string,
  ) => void;
  const nodeRequire = createRequire(file);
  const module = { exports: {} as unknown };
  compiled.call(
    module.exports,
    module.exports,
    (request) => resolve(request) ?? nodeRequire(request),
    module,
    file,
    path.dirname(file),
  );
  return module.exports;
}

/** The identity of the build on disk: paths, sizes and modification times. */
export function versionOf(staticRoot: string): string | undefined {
  const files = Object.values(bundlePaths(staticRoot));
  if (!files.every((file) => existsSync(file))) return undefined;
  const loader = loaderPath(staticRoot);
  return [...files, ...(existsSync(loader) ? [loader] : [])]
    .map((file) => {
      const stat = statSync(file);
      return `${file}:${stat.size}:${stat.mtimeMs}`;
    })
    .join('|');
}

/** Loads both server builds and their asset maps; undefined when a file is missing. */
export function loadBundles(staticRoot: string): Bundles | undefined {
  const version = versionOf(staticRoot);
  if (!version) return undefined;
  const files = bundlePaths(staticRoot);
  const shell = evaluate(files.shellBuild) as ShellServerBuild;
  const portal = evaluate(files.portalBuild, (request) =>
    Object.hasOwn(shell.shared, request) ? shell.shared[request] : undefined,
  ) as PortalServerBuild;
  const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as AssetGroups;
  return {
    shell,
    portal,
    shellAssets: readJson(files.shellAssets),
    portalAssets: readJson(files.portalAssets),
    template: readFileSync(files.template, 'utf8'),
    hasLoader: existsSync(loaderPath(staticRoot)),
    version,
  };
}
