import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZDeliveryRate } from '../rates/delivery-rate';
import { ZTranscriptRate } from '../rates/transcript-rate';
import { ZPaymentType } from '../payment-types/payment-type';
import { ZApplicationType, ZCourier, ZProgramme, ZRegion } from './reference-data';

/** A payment type as the public "other payments" screen sees it (only active ones are listed). */
export const ZPublicPaymentType = ZPaymentType.omit({ is_active: true });
export type TPublicPaymentType = z.infer<typeof ZPublicPaymentType>;

/** The spec's keys (§7), plus `payment_types` for the other-payments screen. Active items only. */
export const ZApplicationData = z.object({
  transcript_rates: z.array(ZTranscriptRate),
  delivery_rates: z.array(ZDeliveryRate),
  programmes: z.array(ZProgramme),
  couriers: z.array(ZCourier),
  regions: z.array(ZRegion),
  application_types: z.array(ZApplicationType),
  payment_types: z.array(ZPublicPaymentType),
});
export type TApplicationData = z.infer<typeof ZApplicationData>;

export const ZGetApplicationDataResponse = success(ZApplicationData);
export type TGetApplicationDataResponse = z.infer<typeof ZGetApplicationDataResponse>;

export const getApplicationData = defineEndpoint({
  method: 'GET',
  path: '/application-data',
  summary: 'Everything the application form offers: rates, programmes, couriers, regions, types',
  auth: false,
  response: ZGetApplicationDataResponse,
});
