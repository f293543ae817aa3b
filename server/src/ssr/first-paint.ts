import type { FastifyBaseLogger } from 'fastify';
import type { SecurityHeaderSet } from '../plugins/security-headers';
import { type Bundles, loadBundles, versionOf } from './bundles';
import { assembleDocument, stylesheetLinks } from './document';

/** The remote module a public page is rendered with (shell/src/app/routes.ts). */
const PORTAL = 'applicant_portal/PortalApp';
/** shell/src/ssr/state.ts FIRST_PAINT_STATE_ID. */
const STATE_ID = 'registrar-first-paint';
/** The shell's first-paint loader, as plugins/static.ts serves shell/dist. */
const LOADER_URL = '/first-paint.js';
/** Where this server hosts the portal's browser build (plugins/static.ts). */
const PORTAL_BASE = '/remotes/applicant-portal/';

export interface FirstPaintTuning {
  /** Renders at once; beyond that a request gets the plain page (CPU bound, no queue). */
  maxConcurrent?: number;
  /** Rendered pages kept (least recently used dropped). */
  cacheSize?: number;
  /** How often the build on disk is checked for a redeploy. */
  recheckMs?: number;
  renderTimeoutMs?: number;
}

export interface FirstPaintOptions extends FirstPaintTuning {
  /** Repository root holding shell/dist(-ssr) and applicant-portal/dist(-ssr). */
  staticRoot: string;
  log: FastifyBaseLogger;
  /** The security headers of a rendered document (its inline CSS allowed by hash in its CSP). */
  securityHeadersFor: (documentHtml: string) => SecurityHeaderSet;
}

export interface RenderedPage {
  html: string;
  /** This page's security headers (plugins/security-headers.ts). */
  securityHeaders: SecurityHeaderSet;
}

export interface FirstPaint {
  /** The server-rendered document for `url`, or undefined: serve the plain index.html. */
  render(url: string, institution: unknown): Promise<RenderedPage | undefined>;
}

/**
 * The first paint of public pages (server/README.md "First paint"): the shell's and the portal's
 * server builds render the page the browser is about to render, so the visitor sees it when the
 * HTML and CSS arrive instead of after the scripts; the browser then hydrates it. Anything that
 * fails (no build, a page that throws, too many renders at once) gives the plain page, which
 * renders in the browser as before.
 */
export function createFirstPaint(options: FirstPaintOptions): FirstPaint {
  const { staticRoot, log } = options;
  const maxConcurrent = options.maxConcurrent ?? 2;
  const cacheSize = options.cacheSize ?? 200;
  const recheckMs = options.recheckMs ?? 5000;
  const cache = new Map<string, RenderedPage>();
  let bundles: Bundles | undefined;
  let checkedAt = -Infinity;
  let inFlight = 0;

  /** The current builds: reloaded when the files on disk changed (checked every recheckMs). */
  const current = (): Bundles | undefined => {
    const now = Date.now();
    if (now - checkedAt < recheckMs) return bundles;
    checkedAt = now;
    const version = versionOf(staticRoot);
    if (version === bundles?.version) return bundles;
    cache.clear();
    try {
      bundles = loadBundles(staticRoot);
      if (bundles) log.info('first paint: server builds loaded');
      else log.info('first paint off: the shell or portal server build is missing');
    } catch (error) {
      bundles = undefined;
      log.error({ err: error }, 'first paint off: the server builds could not be loaded');
    }
    return bundles;
  };

  const renderDocument = async (
    b: Bundles,
    url: string,
    institution: unknown,
    portalModules: string[],
  ) => {
    const page = await b.shell.renderPage({
      url,
      institution,
      remotes: { [PORTAL]: b.portal.PortalApp },
      ...(options.renderTimeoutMs ? { timeoutMs: options.renderTimeoutMs } : {}),
    });
    const head = [
      ...stylesheetLinks(b.shellAssets, b.shell.firstPaintModules, '/'),
      ...stylesheetLinks(b.portalAssets, portalModules, PORTAL_BASE),
      // After the stylesheets: the design tokens' defaults for the same :root properties are in
      // them, and the later rule wins (in the browser, applyTheme's inline style does).
      `<style>${page.themeCss}</style>`,
    ];
    const name = (institution as { name?: unknown }).name;
    return assembleDocument({
      template: b.template,
      title: typeof name === 'string' ? name : 'Registrar',
      head,
      rootHtml: page.html,
      stateJson: page.stateJson,
      stateId: STATE_ID,
      ...(b.hasLoader ? { loaderUrl: LOADER_URL } : {}),
    });
  };

  return {
    async render(url, institution) {
      const b = current();
      if (!b) return undefined;
      const pathname = url.split('?')[0] ?? '/';
      if (b.shell.remoteForPath(pathname) !== PORTAL) return undefined;
      // null: a screen that shows what the visitor's browser stored; the browser renders it.
      const portalModules = b.portal.modulesFor(pathname);
      if (!portalModules) return undefined;
      const key = `${b.version}\n${JSON.stringify(institution)}\n${url}`;
      const cached = cache.get(key);
      if (cached) {
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      if (inFlight >= maxConcurrent) return undefined;
      inFlight += 1;
      try {
        const html = await renderDocument(b, url, institution, portalModules);
        const page = { html, securityHeaders: options.securityHeadersFor(html) };
        cache.set(key, page);
        if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
        return page;
      } catch (error) {
        log.warn(
          { err: error, url },
          'first paint: the page could not be rendered; plain page sent',
        );
        return undefined;
      } finally {
        inFlight -= 1;
      }
    },
  };
}
