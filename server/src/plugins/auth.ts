import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, unauthenticated } from '../lib/http-errors';
import { checkToken, type Session, type TokenRefusal } from '../modules/auth/service';
import {
  createTotpCipher,
  loadTotpKey,
  type TotpCipher,
  type TotpKeyOptions,
} from '../modules/auth/totp-crypto';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for staff routes: 401 unless the bearer token is valid, else sets request.auth. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** REQUIRE_TOTP_FOR_ADMINS as configured (GET /auth/totp reports it as must_enrol). */
    requireTotpForAdmins: boolean;
    /** Seals and opens stored TOTP secrets (modules/auth/totp-crypto.ts). */
    totpCipher: TotpCipher;
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
  /** TOTP_ENCRYPTION_KEY or the key file under DATA_DIR; neither: a key for this process only. */
  totpKey?: TotpKeyOptions;
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
    const totpKey = loadTotpKey(options.totpKey);
    if (totpKey.source === 'created')
      app.log.warn(
        { file: options.totpKey?.keyFile },
        'TOTP_ENCRYPTION_KEY is not set: created a key file for TOTP secrets (keep it with the data; set the same TOTP_ENCRYPTION_KEY on every process sharing a database)',
      );
    if (totpKey.warning) app.log.warn(totpKey.warning);
    app.decorate('totpCipher', createTotpCipher(totpKey.key));
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
