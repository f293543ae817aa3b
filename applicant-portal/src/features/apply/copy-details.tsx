import { copyFormatLabels, copyTypeLabel } from '@registrar/shared-api';
import { formatMoney } from '@registrar/shared-ui';
import type { SummaryRow } from '../../components/summary-list';
import type { DraftCopy } from '../../store';
import type { ApplyData } from './apply-data';

const naira = (kobo: number | undefined) =>
  kobo === undefined ? 'Not priced yet' : formatMoney(kobo, { currency: 'NGN' });

/**
 * A draft copy as summary rows (overview and check-your-answers); `fees` is the copy's line of the
 * server's quote, when there is one.
 */
export const copyRows = (
  copy: DraftCopy,
  data: ApplyData,
  fees?: { rate: number; delivery_fee: number },
): SummaryRow[] => {
  const region = data.regions.find((item) => item.id === copy.region_id);
  const courier = data.couriers.find((item) => item.id === copy.courier_id);
  const delivery =
    copy.format === 'soft_copy'
      ? `By email to ${[copy.recipient_name, copy.recipient_email].filter(Boolean).join(', ')}`
      : [copy.recipient_name, copy.recipient_address, region?.name, courier && `by ${courier.name}`]
          .filter(Boolean)
          .join('\n');
  return [
    { key: 'Purpose', value: copy.purpose },
    { key: 'Type', value: copyTypeLabel(copy.type) },
    { key: 'Format', value: copyFormatLabels[copy.format] },
    { key: 'Delivery', value: delivery },
    ...(copy.type === 'official'
      ? [
          {
            key: 'Receiver',
            value: copy.recipient_id
              ? 'From the recipient directory'
              : 'Not in the directory: the registry checks it before sending',
          },
        ]
      : []),
    ...(copy.reference_number ? [{ key: 'Reference number', value: copy.reference_number }] : []),
    { key: 'Transcript fee', value: naira(fees?.rate) },
    { key: 'Delivery fee', value: naira(fees?.delivery_fee) },
  ];
};
