import {
  createRecipient,
  deleteRecipient,
  listRecipients,
  searchRecipientDirectory,
  updateRecipient,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerSettingsRoutes } from '../../lib/crud';
import { publicRateLimit } from '../../lib/rate-limit';
import { dataRoute } from '../../lib/success-route';
import { recipients, searchDirectory } from './service';

const recipientRoutes: FastifyPluginAsyncZod = async (app) => {
  registerSettingsRoutes(
    app,
    {
      list: listRecipients,
      create: createRecipient,
      update: updateRecipient,
      remove: deleteRecipient,
    },
    recipients,
    { created: 'Recipient added', updated: 'Recipient updated', deleted: 'Recipient deleted' },
  );
  dataRoute(app, searchRecipientDirectory, publicRateLimit(app), ({ query }) =>
    searchDirectory(app.db, query.search),
  );
};

export default recipientRoutes;
