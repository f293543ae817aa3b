import type { TCourier, TRegion } from '@registrar/shared-api';
import { formatMoney, Select, type SelectOption } from '@registrar/shared-ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FieldInfo } from './form-errors';

/** The delivery fields of a form (ids `<prefix>-region` …), in page order, for its error summary. */
export const deliveryFields = (prefix: string) =>
  [
    { name: 'region_id', id: `${prefix}-region`, label: 'Destination region' },
    { name: 'courier_id', id: `${prefix}-courier`, label: 'Courier' },
    { name: 'recipient_name', id: `${prefix}-recipient-name`, label: 'Recipient name' },
    { name: 'recipient_address', id: `${prefix}-recipient-address`, label: 'Recipient address' },
  ] as const satisfies readonly FieldInfo[];

/** Destination regions as select options, saying whether each is within Nigeria. */
export const regionOptions = (regions: readonly TRegion[]): SelectOption[] =>
  regions.map((item) => ({
    value: String(item.id),
    label: `${item.name} (${item.type === 1 ? 'within Nigeria' : 'international'})`,
  }));

/** Couriers that serve a region's delivery type (1 domestic, 2 international): the choices. */
export const couriersFor = (couriers: readonly TCourier[], region: TRegion | undefined) =>
  region
    ? couriers.filter((courier) =>
        region.type === 1 ? courier.serves_domestic : courier.serves_international,
      )
    : [];

interface DeliveryChoiceProps {
  regions: readonly TRegion[];
  couriers: readonly TCourier[];
  /** The region chosen so far (the region field's value). */
  regionId: string;
  /** Each select's id, message and registration; choosing another region should empty the courier. */
  regionField: SelectField;
  courierField: SelectField;
}

type SelectField = UseFormRegisterReturn & { id: string; error?: string };

/** Where a posted item goes and who carries it: the region, then the couriers that serve it. */
export function DeliveryChoice({
  regions,
  couriers,
  regionId,
  regionField,
  courierField,
}: DeliveryChoiceProps) {
  const region = regions.find((item) => String(item.id) === regionId);
  const offered = couriersFor(couriers, region);
  return (
    <>
      <Select
        label="Destination region"
        placeholder="Choose a region"
        options={regionOptions(regions)}
        {...regionField}
      />
      <Select
        label="Courier"
        hint={region ? undefined : 'Choose a region first'}
        placeholder={
          offered.length > 0 || !region ? 'Choose a courier' : 'No courier serves this region'
        }
        options={offered.map((item) => ({
          value: String(item.id),
          label: `${item.name} (${formatMoney(item.rate, { currency: 'NGN' })})`,
        }))}
        {...courierField}
      />
    </>
  );
}
