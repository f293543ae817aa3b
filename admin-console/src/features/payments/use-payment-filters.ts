import { useMemo } from 'react';
import { useSearchParams } from '@registrar/shared-ui/router';
import { ZPaymentFilters, type TPaymentFilters } from '@registrar/shared-api';
import { pageParam } from '../../hooks/use-search-page';

/** The filters as typed in the form (strings; '' = any). */
export type PaymentFilterDraft = {
  search: string;
  status: string;
  provider: string;
  kind: string;
  payment_type_id: string;
  from: string;
  to: string;
  sort: string;
  direction: string;
};
export type PaymentFilterKey = keyof PaymentFilterDraft;

export const paymentFilterKeys: readonly PaymentFilterKey[] = [
  'search',
  'status',
  'provider',
  'kind',
  'payment_type_id',
  'from',
  'to',
  'sort',
  'direction',
];

export const emptyPaymentFilters: PaymentFilterDraft = {
  search: '',
  status: '',
  provider: '',
  kind: '',
  payment_type_id: '',
  from: '',
  to: '',
  sort: '',
  direction: '',
};

export type PaymentFilterErrors = Partial<Record<PaymentFilterKey, string>>;

/**
 * Checks a draft with the contract's own filter schema (dates, known statuses, the date order),
 * so the form shows the same messages the server would answer.
 */
export function parsePaymentFilters(
  draft: PaymentFilterDraft,
): { filters: TPaymentFilters; errors: null } | { filters: null; errors: PaymentFilterErrors } {
  const parsed = ZPaymentFilters.safeParse(draft);
  if (parsed.success) return { filters: parsed.data, errors: null };
  const errors: PaymentFilterErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as PaymentFilterKey | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { filters: null, errors };
}

/**
 * The list's state lives in the URL (shareable; Back steps through it): the filters, the page and
 * the payment open in the detail panel (`id`). Filters the contract refuses are dropped.
 */
export function usePaymentFilters() {
  const [params, setParams] = useSearchParams();

  // Keyed on the filter values only, so opening a payment (`id`) does not reload the list.
  const signature = JSON.stringify(paymentFilterKeys.map((key) => params.get(key) ?? ''));
  const draft: PaymentFilterDraft = useMemo(() => {
    const values = JSON.parse(signature) as string[];
    return Object.fromEntries(
      paymentFilterKeys.map((key, index) => [key, values[index] ?? '']),
    ) as PaymentFilterDraft;
  }, [signature]);
  const page = pageParam(params.get('page'));
  const openId = params.get('id') ? pageParam(params.get('id')) : null;

  const filters: TPaymentFilters = useMemo(() => {
    const parsed = parsePaymentFilters(draft);
    return parsed.errors ? ZPaymentFilters.parse({}) : parsed.filters;
  }, [draft]);

  const withParams = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    return next;
  };

  /** Applying filters starts again at page 1; empty values leave the URL. */
  const applyFilters = (next: PaymentFilterDraft) => {
    const entries = paymentFilterKeys
      .map((key): [string, string] => [key, next[key].trim()])
      .filter(([, value]) => value !== '');
    setParams(new URLSearchParams(entries));
  };

  const pageHref = (target: number) =>
    `?${withParams((next) => {
      next.set('page', String(target));
      next.delete('id');
    }).toString()}`;

  const openPayment = (id: number | null) =>
    setParams(withParams((next) => (id === null ? next.delete('id') : next.set('id', String(id)))));

  return { draft, filters, page, openId, applyFilters, pageHref, openPayment };
}
