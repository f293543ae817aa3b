/** The settings contracts: every endpoint file of the domain, re-exported, plus its endpoint map. */
export * from './reference-data/settings-common';
export * from './rates/transcript-rate-input';
export * from './rates/list-transcript-rates';
export * from './rates/create-transcript-rate';
export * from './rates/update-transcript-rate';
export * from './rates/delete-transcript-rate';
export * from './rates/get-missing-rate-combinations';
export * from './rates/delivery-rate-input';
export * from './rates/list-delivery-rates';
export * from './rates/create-delivery-rate';
export * from './rates/update-delivery-rate';
export * from './regions/region';
export * from './regions/list-regions';
export * from './regions/create-region';
export * from './regions/update-region';
export * from './regions/delete-region';
export * from './couriers/courier';
export * from './couriers/list-couriers';
export * from './couriers/create-courier';
export * from './couriers/update-courier';
export * from './couriers/delete-courier';
export * from './application-types/application-type';
export * from './application-types/list-application-types';
export * from './application-types/create-application-type';
export * from './application-types/update-application-type';
export * from './application-types/delete-application-type';
export * from './programmes/programme';
export * from './programmes/list-programmes';
export * from './programmes/create-programme';
export * from './programmes/update-programme';
export * from './programmes/delete-programme';
export * from './payment-types/payment-type';
export * from './payment-types/list-payment-types';
export * from './payment-types/create-payment-type';
export * from './payment-types/update-payment-type';
export * from './payment-types/delete-payment-type';
export * from './recipients/recipient';
export * from './recipients/list-recipients';
export * from './recipients/create-recipient';
export * from './recipients/update-recipient';
export * from './recipients/delete-recipient';
export * from './recipients/search-recipient-directory';
export * from './consent/consent';
export * from './holds/hold';
export * from './holds/hold-reasons';
export * from './public-holidays/public-holidays';
export * from './consent/get-consent-wording';
export * from './consent/update-consent-wording';

import { createApplicationType } from './application-types/create-application-type';
import { deleteApplicationType } from './application-types/delete-application-type';
import { listApplicationTypes } from './application-types/list-application-types';
import { updateApplicationType } from './application-types/update-application-type';
import { createCourier } from './couriers/create-courier';
import { deleteCourier } from './couriers/delete-courier';
import { listCouriers } from './couriers/list-couriers';
import { updateCourier } from './couriers/update-courier';
import { createPaymentType } from './payment-types/create-payment-type';
import { deletePaymentType } from './payment-types/delete-payment-type';
import { listPaymentTypes } from './payment-types/list-payment-types';
import { updatePaymentType } from './payment-types/update-payment-type';
import { createProgramme } from './programmes/create-programme';
import { deleteProgramme } from './programmes/delete-programme';
import { listProgrammes } from './programmes/list-programmes';
import { updateProgramme } from './programmes/update-programme';
import { createDeliveryRate } from './rates/create-delivery-rate';
import { createTranscriptRate } from './rates/create-transcript-rate';
import { deleteTranscriptRate } from './rates/delete-transcript-rate';
import { getMissingRateCombinations } from './rates/get-missing-rate-combinations';
import { listDeliveryRates } from './rates/list-delivery-rates';
import { listTranscriptRates } from './rates/list-transcript-rates';
import { updateDeliveryRate } from './rates/update-delivery-rate';
import { updateTranscriptRate } from './rates/update-transcript-rate';
import { createRegion } from './regions/create-region';
import { deleteRegion } from './regions/delete-region';
import { listRegions } from './regions/list-regions';
import { createRecipient } from './recipients/create-recipient';
import { deleteRecipient } from './recipients/delete-recipient';
import { listRecipients } from './recipients/list-recipients';
import { searchRecipientDirectory } from './recipients/search-recipient-directory';
import { updateRecipient } from './recipients/update-recipient';
import { updateRegion } from './regions/update-region';
import { getConsentWording } from './consent/get-consent-wording';
import {
  createHoldReason,
  deleteHoldReason,
  listHoldReasons,
  updateHoldReason,
} from './holds/hold-reasons';
import { updateConsentWording } from './consent/update-consent-wording';
import {
  createPublicHoliday,
  deletePublicHoliday,
  listPublicHolidays,
  updatePublicHoliday,
} from './public-holidays/public-holidays';

export const settingsEndpoints = {
  listTranscriptRates,
  createTranscriptRate,
  updateTranscriptRate,
  deleteTranscriptRate,
  getMissingRateCombinations,
  listDeliveryRates,
  createDeliveryRate,
  updateDeliveryRate,
  listRegions,
  createRegion,
  updateRegion,
  deleteRegion,
  listCouriers,
  createCourier,
  updateCourier,
  deleteCourier,
  listApplicationTypes,
  createApplicationType,
  updateApplicationType,
  deleteApplicationType,
  listProgrammes,
  createProgramme,
  updateProgramme,
  deleteProgramme,
  listPaymentTypes,
  createPaymentType,
  updatePaymentType,
  deletePaymentType,
  listRecipients,
  createRecipient,
  updateRecipient,
  deleteRecipient,
  searchRecipientDirectory,
  getConsentWording,
  updateConsentWording,
  listHoldReasons,
  createHoldReason,
  updateHoldReason,
  deleteHoldReason,
  listPublicHolidays,
  createPublicHoliday,
  updatePublicHoliday,
  deletePublicHoliday,
} as const;
