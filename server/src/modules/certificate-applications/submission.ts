import type { IdempotencyKey } from '../idempotency/handler';
import {
  type TCertificateApplication,
  type TSubmitCertificateApplicationRequest,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { invalid } from '../../lib/http-errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { insertHistory } from '../requests/history';
import { generateTrackingId } from '../requests/tracking-id';
import { type AuditContext, recordAudit } from '../audit/repository';
import { findByMatricNumber } from '../graduates/repository';
import { requireProof } from '../identity/service';
import { notifyCertificateApplicationSubmitted } from '../mail/notifications';
import { load } from './presenter';
import * as repo from './repository';
import { attachVerifiedPhone } from '../sms/phone-service';

/**
 * Prices delivery like a transcript hard copy: the region's delivery rate (type 1 domestic,
 * 2 international) plus the courier's rate; the courier must be active and serve that type.
 */
async function priceDelivery(
  db: Db,
  regionId: number,
  courierId: number,
): Promise<{ fee: number; deliveryType: 1 | 2 }> {
  const errors: Record<string, string[]> = {};
  const region = await repo.findRegion(db, regionId);
  const courier = await repo.findCourier(db, courierId);
  if (!region || !region.is_active) errors.region_id = ['Please choose a valid region'];
  if (!courier || !courier.is_active) errors.courier_id = ['Please choose a valid courier'];
  if (region && courier && region.is_active && courier.is_active) {
    const domestic = region.type === 1;
    if (domestic ? !courier.serves_domestic : !courier.serves_international) {
      errors.courier_id = [
        `This courier does not deliver ${domestic ? 'within the country' : 'abroad'}`,
      ];
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const rate = await repo.findDeliveryRate(db, region!.type === 1 ? 'domestic' : 'international');
  if (!rate) throw invalid({ region_id: ['Delivery to this region is not priced yet'] });
  return { fee: rate.rate + courier!.rate, deliveryType: region!.type === 1 ? 1 : 2 };
}

/**
 * Public submission: the graduate snapshot comes from the record of the matric number, the fee
 * from `certificate_fees` for the kind, delivery from the rate tables. A (60-bit) tracking id
 * that is already taken is retried with a new one.
 */
export async function submitCertificateApplication(
  db: Db,
  input: TSubmitCertificateApplicationRequest,
  context: AuditContext,
  key?: IdempotencyKey,
): Promise<TCertificateApplication> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        const graduate = await findByMatricNumber(trx, input.matric_number);
        if (!graduate) throw invalid({ matric_number: ['No graduate has this matric number'] });
        await requireProof(trx, input.identity_token, graduate.id);
        const delivery = await priceDelivery(trx, input.region_id, input.courier_id);
        const deliveryFee = delivery.fee;
        const fee = await repo.findFee(trx, input.kind);
        if (!fee) throw invalid({ kind: ['This service is not priced yet'] });
        const trackingId = generateTrackingId();
        const inserted = await repo.insert(trx, {
          request: {
            tracking_id: trackingId,
            status: 'pending_payment',
            kind: input.kind,
            graduate_id: graduate.id,
            matric_number: graduate.matric_number,
            surname: graduate.surname,
            first_name: graduate.first_name,
            other_names: graduate.other_names,
            email: input.email_address,
            phone: input.phone || null,
            programme: graduate.programme,
            graduation_year: graduate.graduation_year,
            fee: fee.amount,
            delivery_fee: deliveryFee,
            total: fee.amount + deliveryFee,
          },
          delivery: {
            recipient_name: input.recipient_name,
            recipient_address: input.recipient_address,
            region_id: input.region_id,
            courier_id: input.courier_id,
            delivery_type: delivery.deliveryType,
          },
        });
        const { id } = inserted;
        await attachVerifiedPhone(trx, id, graduate.id, input.phone_token);
        await insertHistory(trx, {
          application_id: id,
          from_status: null,
          to_status: 'pending_payment',
          note: null,
          actor_user_id: null,
        });
        await recordAudit(trx, context, {
          action: 'certificate_application.submitted',
          entityType: 'certificate_application',
          entityId: id,
          details: { tracking_id: trackingId, kind: input.kind, total: fee.amount + deliveryFee },
        });
        await notifyCertificateApplicationSubmitted(trx, id);
        const application = await load(trx, (await repo.findById(trx, id))!);
        await key?.record(trx, application);
        return application;
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}
