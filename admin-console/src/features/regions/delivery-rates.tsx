import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import {
  apiRequest,
  createDeliveryRate,
  listDeliveryRates,
  updateDeliveryRate,
  type RequestFailure,
  type TDeliveryRate,
  type TDeliveryRateInput,
} from '@registrar/shared-api';
import { Button, Spinner, TextField, notify } from '@registrar/shared-ui';
import { nairaInput, parseNaira, priceCell } from '../../components/settings-crud/naira';
import formStyles from '../../components/form-styles.module.css';
import styles from './delivery-rates.module.css';

type DeliveryType = TDeliveryRateInput['delivery_type'];
const deliveryTypes: ReadonlyArray<[DeliveryType, string]> = [
  ['domestic', 'Domestic'],
  ['international', 'International'],
];
const ADMIN_TIME = 3000;

interface RateFormProps {
  type: DeliveryType;
  label: string;
  rate: TDeliveryRate | undefined;
  onSaved: (rate: TDeliveryRate) => void;
}

/** One delivery rate typed in naira, sent in kobo (PUT, or POST if the rate does not exist yet). */
function DeliveryRateForm({ type, label, rate, onSaved }: RateFormProps) {
  const [value, setValue] = useState(rate ? nairaInput(rate.rate) : '');
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseNaira(value);
    if (parsed.error !== undefined || parsed.kobo === null) {
      setError(parsed.error ?? 'This field is required');
      return;
    }
    setError(undefined);
    setIsSaving(true);
    const body: TDeliveryRateInput = { delivery_type: type, rate: parsed.kobo };
    const onFailure = (failure: RequestFailure) => {
      setError(failure.errors?.rate?.[0] ?? failure.errors?.delivery_type?.[0]);
    };
    const response = rate
      ? await apiRequest(updateDeliveryRate, { params: { id: rate.id }, body, onFailure })
      : await apiRequest(createDeliveryRate, { body, onFailure });
    setIsSaving(false);
    if (response === false) return;
    notify({
      type: 'success',
      title: rate ? 'Rate is Updated' : 'New Rate Added',
      message: `${label} delivery: ${priceCell(response.data.rate)}`,
      time: ADMIN_TIME,
    });
    setValue(nairaInput(response.data.rate));
    onSaved(response.data);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={`${label} delivery rate (₦)`}
        hint="In naira, e.g. 5,000.00"
        inputMode="decimal"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
      />
      <Button type="submit" isLoading={isSaving} aria-label={`Save ${label.toLowerCase()} rate`}>
        Save
      </Button>
    </form>
  );
}

/** The two delivery fees (domestic, international) added to a hard copy's price. */
export function DeliveryRates() {
  const [rates, setRates] = useState<TDeliveryRate[] | null | false>(null);
  const titleId = useId();

  const load = useCallback(async (signal?: AbortSignal) => {
    const response = await apiRequest(listDeliveryRates, { signal });
    if (!signal?.aborted) setRates(response === false ? false : response.data);
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const onSaved = (saved: TDeliveryRate) =>
    setRates((current) =>
      current ? [...current.filter((rate) => rate.id !== saved.id), saved] : [saved],
    );

  let body;
  if (rates === null) body = <Spinner label="Loading delivery rates" />;
  else if (rates === false) {
    body = (
      <div role="alert" className={formStyles.error}>
        <p>The delivery rates could not be loaded.</p>
        <Button size="sm" variant="secondary" onClick={() => void load()}>
          Try again
        </Button>
      </div>
    );
  } else {
    body = (
      <div className={styles.forms}>
        {deliveryTypes.map(([type, label]) => (
          <DeliveryRateForm
            key={type}
            type={type}
            label={label}
            rate={rates.find((rate) => rate.delivery_type === type)}
            onSaved={onSaved}
          />
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby={titleId} className={formStyles.card}>
      <h2 id={titleId} className={formStyles.title}>
        Delivery rates
      </h2>
      {body}
    </section>
  );
}
