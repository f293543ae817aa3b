import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZDeliveryRate } from '../rates/delivery-rate';
import { ZTranscriptRate } from '../rates/transcript-rate';
import { ZApplicationType, ZCourier, ZProgramme, ZRegion } from './reference-data';

export const ZApplicationData = z.object({
  transcript_rates: z.array(ZTranscriptRate),
  delivery_rates: z.array(ZDeliveryRate),
  programmes: z.array(ZProgramme),
  couriers: z.array(ZCourier),
  regions: z.array(ZRegion),
  application_types: z.array(ZApplicationType),
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
