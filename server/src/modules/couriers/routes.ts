import {
  createCourier,
  deleteCourier,
  listCouriers,
  updateCourier,
} from '@registrar/shared-api/contracts';
import { settingsRoutes } from '../../lib/crud';
import { couriers } from './service';

export default settingsRoutes(
  { list: listCouriers, create: createCourier, update: updateCourier, remove: deleteCourier },
  couriers,
  { created: 'Courier added', updated: 'Courier updated', deleted: 'Courier deleted' },
);
