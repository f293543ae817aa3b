import {
  confirmTotpEnrolment,
  disableTotp,
  getAuthUser,
  getTotpStatus,
  login,
  loginTotp,
  logout,
  startTotpEnrolment,
  type TAuthUser,
} from '@registrar/shared-api/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { unauthenticated } from '../../lib/http-errors';
import { auditContextOf } from '../audit/context';
import * as service from './service';
import { upgradeStoredSecrets } from './totp-secrets';
import { loginWithTotp } from './totp-login';
import * as totp from './totp-settings';

/** A sign-in refused for too many attempts tells the client when to try again (Retry-After). */
async function retryAfterWhenThrottled<T>(reply: FastifyReply, signIn: () => Promise<T>) {
  try {
    return await signIn();
  } catch (error) {
    if (error instanceof service.LoginThrottledError) {
      reply.header('Retry-After', String(error.retryAfterSeconds));
    }
    throw error;
  }
}

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Rows from before secrets were sealed: clear TOTP secrets sealed, SHA-256 recovery codes rehashed.
  const upgraded = await upgradeStoredSecrets(app.db, app.totpCipher);
  if (upgraded.secretsSealed > 0 || upgraded.recoveryCodesRehashed > 0)
    app.log.info(upgraded, 'stored TOTP secrets and recovery codes upgraded');
  if (upgraded.sealedWithOtherKey > 0)
    app.log.error(
      { ...upgraded, keyId: app.totpCipher.keyId },
      'TOTP secrets were encrypted with another key: those staff cannot sign in with a code until TOTP_ENCRYPTION_KEY is set to it',
    );

  /** Flags an administrator REQUIRE_TOTP_FOR_ADMINS holds back (the console sends them to enrol). */
  const withEnrolmentFlag = <U extends TAuthUser>(user: U, totpEnabled: boolean) =>
    app.requireTotpForAdmins && user.role === 'administrator' && !totpEnabled
      ? { ...user, must_enrol_totp: true as const }
      : user;

  app.route({
    ...contractRoute(app, login),
    handler: async (request, reply) => {
      const data = await retryAfterWhenThrottled(reply, () =>
        service.login(app.db, request.body, auditContextOf(request), app.loginThrottle),
      );
      // A session straight from the password means this user has no TOTP.
      if ('user' in data) data.user = withEnrolmentFlag(data.user, false);
      return { status: 'success' as const, message: 'Login successful', data };
    },
  });

  app.route({
    ...contractRoute(app, loginTotp),
    handler: async (request, reply) => {
      const data = await retryAfterWhenThrottled(reply, () =>
        loginWithTotp(
          app.db,
          app.totpCipher,
          request.body,
          auditContextOf(request),
          app.loginThrottle,
        ),
      );
      return { status: 'success' as const, message: 'Login successful', data };
    },
  });

  app.route({
    ...contractRoute(app, getTotpStatus),
    handler: async (request) => {
      if (!request.auth) throw unauthenticated();
      const data = await totp.totpStatus(app.db, request.auth, app.requireTotpForAdmins);
      return { status: 'success' as const, data };
    },
  });

  app.route({
    ...contractRoute(app, startTotpEnrolment),
    handler: async (request) => {
      if (!request.auth) throw unauthenticated();
      const data = await totp.startEnrolment(
        app.db,
        app.totpCipher,
        request.auth,
        auditContextOf(request),
      );
      return { status: 'success' as const, data };
    },
  });

  app.route({
    ...contractRoute(app, confirmTotpEnrolment),
    handler: async (request) => {
      if (!request.auth) throw unauthenticated();
      const data = await totp.confirmEnrolment(
        app.db,
        app.totpCipher,
        request.auth,
        request.body,
        auditContextOf(request),
      );
      return {
        status: 'success' as const,
        message: 'Two-factor authentication is now on.',
        data,
      };
    },
  });

  app.route({
    ...contractRoute(app, disableTotp),
    handler: async (request, reply) => {
      if (!request.auth) throw unauthenticated();
      try {
        await totp.disable(
          app.db,
          app.totpCipher,
          request.auth,
          request.body,
          auditContextOf(request),
          app.loginThrottle,
        );
      } catch (error) {
        if (error instanceof service.LoginThrottledError) {
          reply.header('Retry-After', String(error.retryAfterSeconds));
        }
        throw error;
      }
      return { status: 'success' as const, message: 'Two-factor authentication is now off.' };
    },
  });

  app.route({
    ...contractRoute(app, getAuthUser),
    handler: async (request) => {
      if (!request.auth) throw unauthenticated();
      const { user, totpEnabled } = request.auth;
      return { status: 'success' as const, data: withEnrolmentFlag(user, totpEnabled) };
    },
  });

  app.route({
    ...contractRoute(app, logout),
    handler: async (request) => {
      if (!request.auth) throw unauthenticated();
      await service.logout(app.db, request.auth, auditContextOf(request));
      return { status: 'success' as const, message: 'Logged out successfully.' };
    },
  });
};

export default authRoutes;
