import {
  createCertificateTemplate,
  deleteCertificateTemplate,
  getCertificateTemplate,
  listCertificateTemplates,
  previewCertificateTemplate,
  updateCertificateTemplate,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { byIdRoute, dataRoute, listRoute, messageRoute } from '../../lib/success-route';
import * as service from './service';

const certificateTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, listCertificateTemplates, service.listTemplates);
  byIdRoute(app, getCertificateTemplate, service.getTemplate);
  byIdRoute(app, previewCertificateTemplate, service.previewTemplate);
  dataRoute(app, createCertificateTemplate, 'Certificate template created', ({ body }, by) =>
    service.createTemplate(app.db, by.actor, body, by.audit),
  );
  dataRoute(
    app,
    updateCertificateTemplate,
    'Certificate template updated',
    ({ params, body }, by) => service.updateTemplate(app.db, by.actor, params.id, body, by.audit),
  );
  messageRoute(app, deleteCertificateTemplate, 'Certificate template deleted', ({ params }, by) =>
    service.deleteTemplate(app.db, by.actor, params.id, by.audit),
  );
};

export default certificateTemplateRoutes;
