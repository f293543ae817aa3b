import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
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
  };
}

/** Swagger UI (/api/docs) needs inline styles; scripts stay 'self' only. */
const DOCS_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'none'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
};

/**
 * What an API answer (JSON, or a file sent as an attachment) carries: the OWASP REST set. It is
 * never rendered as a page, so its policy allows nothing and the headers that only mean something
 * for a document are left off.
 */
const API_DIRECTIVES = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/** One set of security headers: helmet's options (as @fastify/helmet's types name them). */
export type SecurityHeaderSet = NonNullable<Parameters<FastifyReply['helmet']>[0]>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The header set of an HTML document this server rendered (server/src/ssr). */
    documentSecurityHeaders: (documentHtml: string) => SecurityHeaderSet;
  }
}

const isApi = (url: string) => url.startsWith('/api/');
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

/**
 * Security headers on every answer, by @fastify/helmet: a strict CSP, HSTS, nosniff,
 * Referrer-Policy no-referrer, frame denial, COOP. Three sets, chosen by path: pages and static
 * files (Cross-Origin-Resource-Policy cross-origin, so a shell on another origin can load this
 * server's remote bundles), Swagger UI (its own CSP), and API answers (the REST set,
 * same-origin). Each route carries its set as the plugin's `helmet` route option (given here
 * when the route is added); an answer no route matched (the not-found handler's pages and 404s)
 * and a wildcard route's answer get the set of their path through `reply.helmet`.
 */
export default fp<SecurityHeadersOptions>(
  async (app, options) => {
    const headerSet = (
      directives: Record<string, string[]>,
      resources: 'cross-origin' | 'same-origin',
      isDocument: boolean,
    ): SecurityHeaderSet => ({
      contentSecurityPolicy: { useDefaults: false, directives },
      strictTransportSecurity:
        options.hstsMaxAge === 0
          ? false
          : { maxAge: options.hstsMaxAge ?? 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'no-referrer' },
      xFrameOptions: { action: 'deny' },
      crossOriginResourcePolicy: { policy: resources },
      crossOriginEmbedderPolicy: false,
      // Headers that only mean something for a document.
      crossOriginOpenerPolicy: isDocument,
      originAgentCluster: isDocument,
      xDnsPrefetchControl: isDocument,
      xDownloadOptions: isDocument,
      xPermittedCrossDomainPolicies: isDocument,
      xXssProtection: isDocument,
    });
    const page = (documentHtml?: string) =>
      headerSet(cspDirectives(options, documentHtml), 'cross-origin', true);
    const pageSet = page();
    const docsSet = headerSet(DOCS_DIRECTIVES, 'same-origin', true);
    // Only this site reads its API; a route whose file is meant to be embedded elsewhere (the
    // branding images) says cross-origin itself.
    const apiSet = headerSet(API_DIRECTIVES, 'same-origin', false);
    const setFor = (url: string) => (!isApi(url) ? pageSet : isDocs(url) ? docsSet : apiSet);

    app.decorate('documentSecurityHeaders', (documentHtml: string) => page(documentHtml));
    // A wildcard route (a static file server's `/*`) also takes paths of another set (an
    // `/api/…` no API route matched): its set is chosen per request, as for an answer no route
    // matched.
    const wildcards = new Set<string>();
    // Added before the plugin, so the plugin reads the option this hook gives.
    app.addHook('onRoute', (route) => {
      if (route.helmet !== undefined) return;
      if (route.url.includes('*')) {
        route.helmet = false;
        wildcards.add(route.url);
      } else {
        route.helmet = setFor(route.url);
      }
    });
    await app.register(fastifyHelmet, { global: false });
    app.addHook('onRequest', (request, reply, done) => {
      if (request.is404 || wildcards.has(request.routeOptions.url ?? '')) {
        reply.helmet(setFor(request.url));
      }
      done();
    });
  },
  { name: 'security-headers' },
);
