import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthenticated } from '../lib/http-errors';
import { authenticateToken, type Session } from '../modules/auth/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for staff routes: 401 unless the bearer token is valid, else sets request.auth. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    auth: Session | null;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{1,128})$/;

export default fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw unauthenticated();
      const session = await authenticateToken(app.db, token, new Date());
      if (!session) throw unauthenticated();
      request.auth = session;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
