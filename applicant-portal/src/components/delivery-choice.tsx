import type { TCourier, TRegion } from '@registrar/shared-api';
import { formatMoney, Select, type SelectOption } from '@registrar/shared-ui';
import type { UseFormRegisterReturn } from 'react-hook-form';

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
  ids: { region: string; courier: string };
  errors: { region?: string; courier?: string };
  /** The form's registrations; choosing another region should empty the courier. */
  regionField: UseFormRegisterReturn;
  courierField: UseFormRegisterReturn;
}

/** Where a posted item goes and who carries it: the region, then the couriers that serve it. */
export function DeliveryChoice({
  regions,
  couriers,
  regionId,
  ids,
  errors,
  regionField,
  courierField,
}: DeliveryChoiceProps) {
  const region = regions.find((item) => String(item.id) === regionId);
  const offered = couriersFor(couriers, region);
  return (
    <>
      <Select
        id={ids.region}
        label="Destination region"
        placeholder="Choose a region"
        options={regionOptions(regions)}
        error={errors.region}
        {...regionField}
      />
      <Select
        id={ids.courier}
        label="Courier"
        hint={region ? undefined : 'Choose a region first'}
        placeholder={
          offered.length > 0 || !region ? 'Choose a courier' : 'No courier serves this region'
        }
        options={offered.map((item) => ({
          value: String(item.id),
          label: `${item.name} (${formatMoney(item.rate, { currency: 'NGN' })})`,
        }))}
        error={errors.courier}
        {...courierField}
      />
    </>
  );
}
