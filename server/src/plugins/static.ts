import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FirstPaint } from '../ssr/first-paint';
import { cacheControlFor, NO_CACHE } from '../static/cache-headers';
import { type RemoteUrls, remotesJson } from '../static/remotes-json';

export interface StaticPluginOptions {
  /** The repository root holding shell/dist, applicant-portal/dist and admin-console/dist. */
  staticRoot: string;
  remotes: RemoteUrls;
  /** Server-rendered public pages (server/src/ssr) and the branding they are rendered with. */
  firstPaint?: { renderer: FirstPaint; institution: () => Promise<unknown> };
}

const sites = [
  { prefix: '/', folder: 'shell', isRemote: false },
  { prefix: '/remotes/applicant-portal/', folder: 'applicant-portal', isRemote: true },
  { prefix: '/remotes/admin-console/', folder: 'admin-console', isRemote: true },
];

/** The URL without its query string. */
const pathOf = (url: string) => {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
};

/** The last path segment has no file extension: a page of the client-side router, not an asset. */
const isPagePath = (url: string) => {
  const path = pathOf(url);
  return !path.slice(path.lastIndexOf('/') + 1).includes('.');
};

/**
 * A request the shell's page answers: a browser's navigation (Accept names text/html), or, for a
 * page path, a client that takes any type or sends no Accept (curl, uptime checks). A missing
 * asset gets the JSON 404 unless HTML is asked for by name.
 */
const wantsHtml = (request: FastifyRequest) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url;
  if (url.startsWith('/api') || url.startsWith('/remotes')) return false;
  const accept = request.headers.accept;
  if (accept === undefined || accept === '') return isPagePath(url);
  return accept.includes('text/html') || (accept.includes('*/*') && isPagePath(url));
};

/**
 * Hosts the built front end: the shell at `/` with an SPA fallback to its index.html, each remote
 * under `/remotes/<name>/` (CORS open, so a shell on another origin can load it), and
 * `/remotes.json`. A missing build is a warning, not a failure: the API works without it.
 */
export default fp<StaticPluginOptions>(
  async (app, options) => {
    let shellDist: string | undefined;
    let isReplyDecorated = false;
    for (const site of sites) {
      const root = path.join(options.staticRoot, site.folder, 'dist');
      if (!existsSync(root)) {
        app.log.warn(`${site.folder} is not built (${root} missing): ${site.prefix} answers 404`);
        continue;
      }
      await app.register(fastifyStatic, {
        root,
        prefix: site.prefix,
        decorateReply: !isReplyDecorated,
        cacheControl: false,
        dotfiles: 'ignore',
        // The production build writes .br and .gz beside each asset (tools/webpack/plugins.js): sent
        // to a client that accepts them, with Content-Encoding and Vary set by @fastify/static.
        preCompressed: true,
        // '/' is a page like any other (server-rendered when it can be): the not-found handler.
        ...(site.isRemote ? {} : { allowedPath: (pathname: string) => pathname !== '/' }),
        setHeaders: (reply, filePath) => {
          reply.header('Cache-Control', cacheControlFor(filePath));
          if (site.isRemote) reply.header('Access-Control-Allow-Origin', '*');
        },
      });
      isReplyDecorated = true;
      if (!site.isRemote) shellDist = root;
    }

    app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('Cache-Control', NO_CACHE);
      return remotesJson(options.remotes);
    });

    // A path with repeated slashes ('//track') would reach the file server and be refused; hand
    // the shell to the browser instead, which redirects to the single-slash form.
    // A synchronous hook: it runs on every request (the API's too), and nearly none has '//'.
    app.addHook('onRequest', (request, reply, done) => {
      const pathname = request.url.includes('//') ? pathOf(request.url) : '';
      if (shellDist && pathname.includes('//') && wantsHtml(request)) {
        reply.header('Vary', 'Accept');
        reply.header('Cache-Control', NO_CACHE);
        void reply.sendFile('index.html', shellDist);
        return;
      }
      done();
    });

    /** The page rendered by the server, or undefined (plain index.html, rendered by the browser). */
    const firstPaint = async (url: string) => {
      if (!options.firstPaint) return undefined;
      try {
        const institution = await options.firstPaint.institution();
        return await options.firstPaint.renderer.render(url, institution);
      } catch (error) {
        app.log.warn({ err: error }, 'first paint: no branding; plain page sent');
        return undefined;
      }
    };

    app.setNotFoundHandler(async (request, reply) => {
      if (shellDist && wantsHtml(request)) {
        reply.header('Vary', 'Accept');
        const page = await firstPaint(request.url);
        if (page) {
          // The page's own policy: its inline CSS allowed by hash.
          reply.helmet(page.securityHeaders);
          return reply
            .code(200)
            .header('Cache-Control', NO_CACHE)
            .type('text/html; charset=utf-8')
            .send(page.html);
        }
        return reply.sendFile('index.html', shellDist);
      }
      return reply.code(404).send({ status: 'error', message: 'Not found.' });
    });
  },
  { name: 'static' },
);
