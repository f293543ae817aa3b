import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, unauthenticated } from '../lib/http-errors';
import { checkToken, type Session, type TokenRefusal } from '../modules/auth/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for staff routes: 401 unless the bearer token is valid, else sets request.auth. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** REQUIRE_TOTP_FOR_ADMINS as configured (GET /auth/totp reports it as must_enrol). */
    requireTotpForAdmins: boolean;
  }
  interface FastifyRequest {
    auth: Session | null;
    /** Set when a bearer token was presented and refused (for the denied-access audit). */
    authRefusal: TokenRefusal | 'malformed_token' | null;
  }
}

export interface AuthPluginOptions {
  /** REQUIRE_TOTP_FOR_ADMINS: an administrator without TOTP may only enrol (and sign out). */
  requireTotpForAdmins?: boolean;
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{1,128})$/;

/** What an administrator who must enrol in TOTP may still call. */
const ENROLMENT_ROUTES = new Set([
  '/api/auth/user',
  '/api/auth/logout',
  '/api/auth/totp',
  '/api/auth/totp/enrolment',
  '/api/auth/totp/enrolment/confirm',
]);

export const TOTP_ENROLMENT_REQUIRED =
  'Set up two-factor authentication for your account before doing anything else.';

export default fp<AuthPluginOptions>(
  async (app, options) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('authRefusal', null);
    app.decorate('requireTotpForAdmins', options.requireTotpForAdmins ?? false);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (!header) throw unauthenticated();
      const token = BEARER.exec(header)?.[1];
      if (!token) {
        request.authRefusal = 'malformed_token';
        throw unauthenticated();
      }
      const checked = await checkToken(app.db, token, new Date());
      if ('refusal' in checked) {
        request.authRefusal = checked.refusal;
        throw unauthenticated();
      }
      request.auth = checked.session;
      const { user, totpEnabled } = checked.session;
      if (
        options.requireTotpForAdmins &&
        user.role === 'administrator' &&
        !totpEnabled &&
        !ENROLMENT_ROUTES.has(request.routeOptions.url ?? '')
      ) {
        throw new HttpError(403, TOTP_ENROLMENT_REQUIRED, { error: 'totp_enrolment_required' });
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
