import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation } from '@registrar/shared-ui/router';
import { Button, Drawer, notify } from '@registrar/shared-ui';
import { PageHeading } from '../../components/page-heading';
import { ListPager } from '../../components/pager';
import screenStyles from '../../components/screen-styles.module.css';
import { paymentsApi } from './api';
import { PaymentDetail } from './components/payment-detail';
import { PaymentFilters } from './components/payment-filters';
import { PaymentTotals } from './components/payment-totals';
import { PaymentsTable } from './components/payments-table';
import { usePaymentFilters } from './use-payment-filters';
import styles from './payments.module.css';
import { useApiData } from '../../hooks/use-api-data';
import { usePaymentTypes } from './use-payment-types';
import { LoadError } from '../../components/load-error';

/**
 * Spec §2 /admin/payments (administrator, bursary): every payment with filters, the server's
 * totals over the filters, a CSV export of the same filters, and a detail panel (`?id=`) with the
 * provider's raw verification, re-verify and refund marking.
 */
export default function PaymentsPage() {
  const location = useLocation();
  const { draft, filters, page, openId, applyFilters, pageHref, openPayment } = usePaymentFilters();
  const paymentTypes = usePaymentTypes();
  const [isExporting, setIsExporting] = useState(false);
  const query = useMemo(() => ({ ...filters, page }), [filters, page]);

  const fetchList = useCallback((signal?: AbortSignal) => paymentsApi.list(query, signal), [query]);
  const { data: list, load } = useApiData(fetchList);

  const detailHref = useCallback(
    (id: number) => {
      const next = new URLSearchParams(location.search);
      next.set('id', String(id));
      return `?${next.toString()}`;
    },
    [location.search],
  );

  const exportCsv = async () => {
    setIsExporting(true);
    const isSaved = await paymentsApi.exportCsv(filters);
    setIsExporting(false);
    if (isSaved) {
      notify({
        type: 'success',
        title: 'Export Ready',
        message: 'The CSV of the payments matching these filters was saved.',
        time: 3000,
      });
    }
  };

  const { sort: _sort, direction: _direction, ...narrowing } = filters;
  const isFiltered = Object.values(narrowing).some((value) => value !== undefined);

  return (
    <section className={screenStyles.page} aria-labelledby="admin-page-title">
      <PageHeading>Payments</PageHeading>
      <p className={screenStyles.intro}>
        Every payment made through Registrar, as the server settled it with the provider. Totals and
        the CSV export cover all payments matching the filters, not only this page. Fees paid
        without an application are also listed on their own:{' '}
        <Link to="/admin/standalone-payments">Standalone payments</Link>.
      </p>
      <PaymentFilters
        key={JSON.stringify(draft)}
        filters={draft}
        paymentTypes={paymentTypes}
        onApply={applyFilters}
      />

      {list === false ? (
        <LoadError what="The payments" onRetry={() => void load()} />
      ) : (
        <>
          {list && <PaymentTotals totals={list.totals} />}
          <div className={styles.listBar}>
            <p className={styles.count} aria-live="polite">
              {list === null
                ? 'Loading payments…'
                : `${String(list.total)} ${list.total === 1 ? 'payment' : 'payments'}`}
            </p>
            <Button
              variant="secondary"
              isLoading={isExporting}
              disabled={!list || list.total === 0}
              onClick={() => void exportCsv()}
            >
              Export CSV
            </Button>
          </div>
          <PaymentsTable
            payments={list ? list.data : []}
            isLoading={list === null}
            emptyMessage={isFiltered ? 'No payment matches these filters' : 'No payments yet'}
            detailHref={detailHref}
          />
          <ListPager page={list} pageHref={pageHref} />
        </>
      )}

      <Drawer
        variant="temporary"
        side="right"
        isOpen={openId !== null}
        onClose={() => openPayment(null)}
        label="Payment details"
        closeLabel="Close payment details"
        className={styles.detailDrawer}
      >
        {openId !== null && <PaymentDetail id={openId} onChanged={() => void load()} />}
      </Drawer>
    </section>
  );
}
