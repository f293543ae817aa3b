import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { RemoteUrls } from '../static/remotes-json';

export interface SecurityHeadersOptions {
  /** The remotes' manifest URLs: their origins may serve scripts, styles, fonts and images. */
  remotes: RemoteUrls;
  /** Repository root: the shell's built index.html holds inline CSS whose hashes are allowed. */
  staticRoot: string;
  /** Strict-Transport-Security max-age in seconds; 0 = no HSTS header. */
  hstsMaxAge?: number;
}

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The origin of an absolute remote URL; a root-relative one is this server ('self'). */
export function remoteOrigins(remotes: RemoteUrls): string[] {
  const origins = new Set<string>();
  for (const url of [remotes.applicantPortalUrl, remotes.adminConsoleUrl]) {
    if (!url || url.startsWith('/')) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not a URL: the shell cannot load it either; nothing to allow.
    }
  }
  return [...origins];
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
};

/** The character references an attribute value written by React (or by hand) can hold. */
export const decodeEntities = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? reference;
  });

/**
 * Hashes of the inline CSS in the shell's index.html (the page loader painted before any script
 * runs): `<style>` blocks for style-src, `style="…"` attributes for style-src-attr. Computed from
 * the build at start, so a change of that file cannot silently break the page.
 */
export function inlineStyleHashes(html: string): { blocks: string[]; attributes: string[] } {
  const blocks = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) =>
    sha256(m[1] ?? ''),
  );
  // A browser hashes an attribute's value as parsed: entities (React writes `"` as &quot;) decoded.
  const attributes = [...html.matchAll(/\sstyle=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map((m) =>
    sha256(decodeEntities(m[1] ?? m[2] ?? m[3] ?? '')),
  );
  return { blocks: [...new Set(blocks)], attributes: [...new Set(attributes)] };
}

/**
 * The site's Content-Security-Policy directives (docs/security.md, "Headers"). Inline CSS is
 * allowed by hash only: that of the shell's index.html, or of `documentHtml` for a page the
 * server rendered (its theme <style> and React's style attributes: server/src/ssr).
 */
export function cspDirectives(options: SecurityHeadersOptions, documentHtml?: string) {
  const remotes = remoteOrigins(options.remotes);
  const indexHtml = path.join(options.staticRoot, 'shell', 'dist', 'index.html');
  const html = documentHtml ?? (existsSync(indexHtml) ? readFileSync(indexHtml, 'utf8') : '');
  const hashes = inlineStyleHashes(html);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remotes],
    scriptSrcAttr: ["'none'"],
    // Bundles ship their CSS as files (mini-css-extract); React's style props go through CSSOM.
    styleSrc: ["'self'", ...remotes, ...hashes.blocks],
    styleSrcAttr:
      hashes.attributes.length > 0 ? ["'unsafe-hashes'", ...hashes.attributes] : ["'none'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
    fontSrc: ["'self'", 'data:', ...remotes],
    // The shell fetches the remotes' mf-manifest.json.
    connectSrc: ["'self'", ...remotes],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    // Helmet adds upgrade-insecure-requests by default; HSTS does that job on an https site, and
    // on plain http (a LAN install, the e2e suite) it would break cross-origin remotes.
    upgradeInsecureRequests: null,
  };
}

/**
 * What an API answer (JSON, or a file sent as an attachment) carries: the OWASP REST set. It is
 * never rendered as a page, so its policy allows nothing (`default-src 'none'`) and the headers
 * that only mean something for a document (COOP, Origin-Agent-Cluster, X-XSS-Protection,
 * X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies) are left off:
 * every header is written and checked on each of thousands of answers a second (issue 9).
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const API_HEADERS = [
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-resource-policy',
];

export function apiResponseHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const kept = API_HEADERS.flatMap((name) =>
    pageHeaders[name] === undefined ? [] : [[name, pageHeaders[name]] as const],
  );
  return {
    'content-security-policy': API_CSP,
    ...Object.fromEntries(kept),
    // Only this site reads its API; a route whose file is meant to be embedded elsewhere (the
    // branding images) says cross-origin itself.
    'cross-origin-resource-policy': 'same-origin',
  };
}

/** Swagger UI (/api/docs) needs inline styles; scripts stay 'self' only. */
const DOCS_CSP =
  "default-src 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'; form-action 'self'; " +
  "script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self' data:; connect-src 'self'";

/**
 * The headers helmet would set for `options`, computed once. Helmet's middleware only ever sets
 * the same static headers (no nonces here), so running it against a recording response gives the
 * exact set; @fastify/helmet instead rebuilt the whole middleware on every request (~5% of the
 * CPU of a GET /api/institution under load, bench/api).
 */
export function staticHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  const middleware = helmet(options) as unknown as (
    req: object,
    res: typeof recorder,
    next: (error?: unknown) => void,
  ) => void;
  middleware({}, recorder, (error) => (failure = error));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * Security headers on every answer (helmet): a strict CSP, HSTS, nosniff, Referrer-Policy
 * no-referrer, frame denial, COOP. Cross-Origin-Resource-Policy is cross-origin on pages and
 * static files so a shell on another origin can load this server's remote bundles, same-origin
 * on API answers. The header set is computed once at start and copied onto each reply in one
 * synchronous hook.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The Content-Security-Policy for an HTML document this server built (server/src/ssr). */
    contentSecurityPolicyFor: (documentHtml: string) => string;
  }
}

export default fp<SecurityHeadersOptions>(
  async (app, options) => {
    const helmetOptions = (documentHtml?: string): HelmetOptions => ({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives(options, documentHtml),
      },
      strictTransportSecurity:
        options.hstsMaxAge === 0
          ? false
          : { maxAge: options.hstsMaxAge ?? 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'no-referrer' },
      xFrameOptions: { action: 'deny' },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    const headers = staticHelmetHeaders(helmetOptions());
    // A server-rendered page's policy, which allows that page's inline CSS by hash.
    app.decorate(
      'contentSecurityPolicyFor',
      (documentHtml: string) =>
        staticHelmetHeaders(helmetOptions(documentHtml))['content-security-policy'] ?? '',
    );
    const docsHeaders = {
      ...headers,
      'content-security-policy': DOCS_CSP,
      'cross-origin-resource-policy': 'same-origin',
    };
    const apiHeaders = apiResponseHeaders(headers);
    app.addHook('onRequest', (request, reply, done) => {
      const url = request.url;
      reply.headers(
        !url.startsWith('/api/')
          ? headers
          : url === '/api/docs' || url.startsWith('/api/docs/')
            ? docsHeaders
            : apiHeaders,
      );
      done();
    });
  },
  { name: 'security-headers' },
);
