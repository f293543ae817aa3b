import type { TApplicationData } from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import * as repo from './repository';

/**
 * What the application form offers: active items only (deactivated programmes, couriers,
 * regions, application types and payment types are left out; rates exist or do not). The prices
 * here are for display; the server prices an application itself.
 */
export async function getApplicationData(db: Db): Promise<TApplicationData> {
  // Sequential on purpose: PGlite has a single connection, so parallel queries would only queue.
  const transcript_rates = await repo.listTranscriptRates(db);
  const delivery_rates = await repo.listDeliveryRates(db);
  const programmes = await repo.listActiveProgrammes(db);
  const couriers = await repo.listActiveCouriers(db);
  const regions = await repo.listActiveRegions(db);
  const application_types = await repo.listActiveApplicationTypes(db);
  const payment_types = await repo.listActivePaymentTypes(db);
  return {
    transcript_rates,
    delivery_rates,
    programmes,
    couriers,
    regions,
    application_types,
    payment_types,
  };
}
