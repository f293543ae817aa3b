import {
  createApplicationType,
  deleteApplicationType,
  listApplicationTypes,
  updateApplicationType,
} from '@registrar/shared-api/contracts';
import { settingsRoutes } from '../../lib/crud';
import { applicationTypes } from './service';

export default settingsRoutes(
  {
    list: listApplicationTypes,
    create: createApplicationType,
    update: updateApplicationType,
    remove: deleteApplicationType,
  },
  applicationTypes,
  {
    created: 'Application type added',
    updated: 'Application type updated',
    deleted: 'Application type deleted',
  },
);
