import type { FastifyRequest } from 'fastify';

/**
 * The origin the client reached this server at, for a link it will follow next (a checkout, a
 * provider's return): its Host header, or X-Forwarded-Host/-Proto when TRUST_PROXY trusts the
 * sender (Fastify's `request.host` and `request.protocol`). A visitor who opened
 * http://127.0.0.1:3000 stays on that origin. A Host that is not a plain host[:port] (a path,
 * credentials) gives `fallback`. PUBLIC_URL, when set, overrides this wherever it is used.
 */
export function requestOrigin(request: FastifyRequest, fallback: string): string {
  const host = request.host;
  if (!host) return fallback;
  try {
    const url = new URL(`${request.protocol}://${host}`);
    const isPlainHost =
      url.pathname === '/' && !url.username && !url.password && !url.search && !url.hash;
    return isPlainHost && !/[/?#@\\]/.test(host) ? url.origin : fallback;
  } catch {
    return fallback;
  }
}
