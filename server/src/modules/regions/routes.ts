import {
  createRegion,
  deleteRegion,
  listRegions,
  updateRegion,
} from '@registrar/shared-api/contracts';
import { settingsRoutes } from '../../lib/crud';
import { regions } from './service';

export default settingsRoutes(
  { list: listRegions, create: createRegion, update: updateRegion, remove: deleteRegion },
  regions,
  { created: 'Region added', updated: 'Region updated', deleted: 'Region deleted' },
);
