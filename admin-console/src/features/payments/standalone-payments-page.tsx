import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from '@registrar/shared-ui/router';
import { paymentStatuses, type TPaymentStatus } from '@registrar/shared-api';
import { PageHeading } from '../../components/page-heading';
import { ListPager } from '../../components/pager';
import screenStyles from '../../components/screen-styles.module.css';
import { paymentsApi } from './api';
import { StandaloneFilters, type StandaloneFilterDraft } from './components/standalone-filters';
import { StandalonePaymentsTable } from './components/standalone-payments-table';
import styles from './payments.module.css';
import { useApiData } from '../../hooks/use-api-data';
import { usePaymentTypes } from './use-payment-types';
import { LoadError } from '../../components/load-error';

const keys = ['search', 'status', 'payment_type_id'] as const;
const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/**
 * Spec §2 /admin/standalone-payments: "other payments" (a payment type paid by anyone, not tied
 * to an application), newest first, with search and filters kept in the URL.
 */
export default function StandalonePaymentsPage() {
  const [params, setParams] = useSearchParams();
  const paymentTypes = usePaymentTypes();

  const search = params.get('search')?.trim() ?? '';
  const status = paymentStatuses.find((value) => value === params.get('status'));
  const typeId = positive(params.get('payment_type_id'));
  const page = positive(params.get('page')) ?? 1;
  const draft: StandaloneFilterDraft = {
    search,
    status: status ?? '',
    payment_type_id: typeId ? String(typeId) : '',
  };

  const query = useMemo(
    () => ({
      page,
      ...(search && { search }),
      ...(status && { status: status as TPaymentStatus }),
      ...(typeId && { payment_type_id: typeId }),
    }),
    [page, search, status, typeId],
  );

  const fetchList = useCallback(
    (signal?: AbortSignal) => paymentsApi.standalone(query, signal),
    [query],
  );
  const { data: list, load } = useApiData(fetchList);

  const apply = (next: StandaloneFilterDraft) =>
    setParams(
      new URLSearchParams(
        keys.map((key): [string, string] => [key, next[key].trim()]).filter(([, v]) => v !== ''),
      ),
    );
  const pageHref = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `?${next.toString()}`;
  };
  const isFiltered = Boolean(search || status || typeId);

  return (
    <section className={screenStyles.page} aria-labelledby="admin-page-title">
      <PageHeading>Standalone Payments</PageHeading>
      <p className={screenStyles.intro}>
        Other payments: fees of a payment type paid without an application. Open one in{' '}
        <Link to="/admin/payments">Payments</Link> for its provider verification, receipt and
        refund.
      </p>
      <StandaloneFilters
        key={JSON.stringify(draft)}
        filters={draft}
        paymentTypes={paymentTypes}
        onApply={apply}
      />
      {list === false ? (
        <LoadError what="The standalone payments" onRetry={() => void load()} />
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {list === null
              ? 'Loading payments…'
              : `${String(list.total)} ${list.total === 1 ? 'payment' : 'payments'}`}
          </p>
          <StandalonePaymentsTable
            payments={list ? list.data : []}
            isLoading={list === null}
            emptyMessage={isFiltered ? 'No payment matches these filters' : 'No other payments yet'}
          />
          <ListPager page={list} pageHref={pageHref} />
        </>
      )}
    </section>
  );
}
