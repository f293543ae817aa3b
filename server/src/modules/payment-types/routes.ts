import {
  createPaymentType,
  deletePaymentType,
  listPaymentTypes,
  updatePaymentType,
} from '@registrar/shared-api/contracts';
import { settingsRoutes } from '../../lib/crud';
import { paymentTypes } from './service';

export default settingsRoutes(
  {
    list: listPaymentTypes,
    create: createPaymentType,
    update: updatePaymentType,
    remove: deletePaymentType,
  },
  paymentTypes,
  {
    created: 'Payment type added',
    updated: 'Payment type updated',
    deleted: 'Payment type deleted',
  },
);
