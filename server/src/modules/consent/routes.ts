import { getConsentWording, updateConsentWording } from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataRoute } from '../../lib/success-route';
import { currentWording, rewordConsent } from './service';

const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  dataRoute(app, getConsentWording, () => currentWording(app.db));
  dataRoute(app, updateConsentWording, 'Consent wording saved', ({ body }, by) =>
    rewordConsent(app.db, by.actor, body, by.audit),
  );
};

export default consentRoutes;
