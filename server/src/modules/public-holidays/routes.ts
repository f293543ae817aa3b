import {
  createPublicHoliday,
  deletePublicHoliday,
  listPublicHolidays,
  updatePublicHoliday,
} from '@registrar/shared-api/contracts';
import { settingsRoutes } from '../../lib/crud';
import { publicHolidays } from './service';

export default settingsRoutes(
  {
    list: listPublicHolidays,
    create: createPublicHoliday,
    update: updatePublicHoliday,
    remove: deletePublicHoliday,
  },
  publicHolidays,
  {
    created: 'Public holiday added',
    updated: 'Public holiday updated',
    deleted: 'Public holiday deleted',
  },
);
