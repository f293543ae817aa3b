import { consentReceivers, type TSubmitApplicationCopy } from '@registrar/shared-api';
import { applicationData } from './fixtures';

type Reply = { status: number; body: unknown };

/**
 * A stand-in for POST /api/applications/quote over the fixtures' rate tables: enough of the
 * server's pricing (rate row, format offered, hard-copy delivery and required fields) for the
 * screens to show its amounts and its 422 `copies.<i>.<field>` errors. The real rules are tested
 * in server/.
 */
export const quoteRoute = ({ body }: { body: unknown }): Reply => {
  const { copies } = body as { copies: TSubmitApplicationCopy[] };
  const errors: Record<string, string[]> = {};
  const add = (index: number, field: string, message: string) => {
    errors[`copies.${String(index)}.${field}`] = [message];
  };
  const priced = copies.map((copy, index) => {
    const row = applicationData.transcript_rates.find(
      (rate) => rate.purpose === copy.purpose && rate.type === copy.type,
    );
    const rate = row?.[copy.format] ?? null;
    if (!row) add(index, 'type', 'No rate is set for this purpose and type');
    else if (rate === null)
      add(index, 'format', 'This format is not offered for this purpose and type');
    let delivery_fee = 0;
    if (copy.format === 'soft_copy' && !copy.recipient_email)
      add(index, 'recipient_email', 'This field is required');
    if (copy.format === 'hard_copy') {
      const region = applicationData.regions.find((item) => item.id === copy.region_id);
      const courier = applicationData.couriers.find((item) => item.id === copy.courier_id);
      const base = applicationData.delivery_rates[region?.type === 1 ? 0 : 1];
      for (const field of [
        'recipient_name',
        'recipient_address',
        'region_id',
        'courier_id',
      ] as const)
        if (!copy[field]) add(index, field, 'This field is required');
      delivery_fee = (base?.rate ?? 0) + (courier?.rate ?? 0);
    }
    return {
      purpose: copy.purpose,
      type: copy.type,
      format: copy.format,
      rate: rate ?? 0,
      delivery_fee,
    };
  });
  if (Object.keys(errors).length > 0)
    return {
      status: 422,
      body: { status: 'error', message: 'The given data was invalid.', errors },
    };
  const transcript_fee = priced.reduce((sum, copy) => sum + copy.rate, 0);
  const delivery_fee = priced.reduce((sum, copy) => sum + copy.delivery_fee, 0);
  return {
    status: 200,
    body: {
      status: 'success',
      data: {
        copies: priced,
        transcript_fee,
        delivery_fee,
        total: transcript_fee + delivery_fee,
        receivers: consentReceivers(copies),
      },
    },
  };
};
