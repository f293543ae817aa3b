import { listSigningKeys, retireSigningKey } from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataRoute } from '../../lib/success-route';
import { listKeys, retireKey } from './keys';

/** The institution's signing keys, for administrators: which count, and retiring one. */
const signingKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  dataRoute(app, listSigningKeys, (_request, by) => listKeys(app.db, by.actor, app.signer));
  dataRoute(app, retireSigningKey, 'Key retired', ({ params, body }, by) =>
    retireKey(app.db, by.actor, params.fingerprint, body.reason, by.audit, app.signer),
  );
};

export default signingKeyRoutes;
