import { copyFormatLabels } from '@registrar/shared-api';
import { formatMoney } from '@registrar/shared-ui';
import type { SummaryRow } from '../../components/summary-list';
import type { DraftCopy } from '../../store';
import { copyTypeLabels } from './copy-fields';
import type { PricingData } from './pricing-preview';

const naira = (kobo: number | null) =>
  kobo === null ? 'Not priced' : formatMoney(kobo, { currency: 'NGN' });

/** A draft copy as summary rows (overview and check-your-answers). */
export const copyRows = (copy: DraftCopy, data: PricingData): SummaryRow[] => {
  const region = data.regions.find((item) => item.id === copy.region_id);
  const courier = data.couriers.find((item) => item.id === copy.courier_id);
  const delivery =
    copy.format === 'soft_copy'
      ? `By email to ${copy.recipient_email ?? ''}`
      : [copy.recipient_name, copy.recipient_address, region?.name, courier && `by ${courier.name}`]
          .filter(Boolean)
          .join('\n');
  return [
    { key: 'Purpose', value: copy.purpose },
    { key: 'Type', value: copyTypeLabels[copy.type] ?? copy.type },
    { key: 'Format', value: copyFormatLabels[copy.format] },
    { key: 'Delivery', value: delivery },
    ...(copy.reference_number ? [{ key: 'Reference number', value: copy.reference_number }] : []),
    { key: 'Transcript fee', value: naira(copy.rate) },
    { key: 'Delivery fee', value: naira(copy.delivery) },
  ];
};
