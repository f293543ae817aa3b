import { useCallback, useMemo } from 'react';
import { Link } from '@registrar/shared-ui/router';
import {
  apiRequest,
  listApplicationPayments,
  listCertificateApplicationPayments,
  selectAuthUser,
  useAppSelector,
  type TPaymentProvider,
  type TPaymentStatus,
  type TRequestPayment,
  formatInstitutionTime,
} from '@registrar/shared-api';
import {
  DataTable,
  Spinner,
  createColumnHelper,
  formatMoney,
  type ColumnDef,
} from '@registrar/shared-ui';
import { apiUrl } from '../file-transfer';
import { LoadError } from '../load-error';
import { RequestStatusBadge, type BadgeTone } from '../request-status-badge';
import { useApiData } from '../../hooks/use-api-data';
import styles from '../request-detail.module.css';
import tableStyles from '../request-table.module.css';

export interface RequestPaymentsProps {
  /** What the payments are for: a transcript or a certificate application. */
  kind: 'application' | 'certificate_application';
  requestId: number;
}

const endpoints = {
  application: listApplicationPayments,
  certificate_application: listCertificateApplicationPayments,
} as const;

const providerLabels: Record<TPaymentProvider, string> = {
  local: 'Local (test)',
  paystack: 'Paystack',
};
const tones: Record<TPaymentStatus, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  failed: 'error',
  abandoned: 'neutral',
  refunded: 'info',
};
/** 'bank_transfer' → 'Bank transfer'. */
const channelLabel = (channel: string) => {
  const words = channel.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const when = (value: string | null) => (value ? formatInstitutionTime(value) : '—');

/** Who may open a payment's own page (/admin/payments is theirs; the server agrees). */
const PAYMENT_STAFF: readonly string[] = ['administrator', 'bursary'];

const helper = createColumnHelper<TRequestPayment>();
const columnsFor = (canOpenPayment: boolean) =>
  helper.columns([
    helper.accessor('reference', {
      header: 'Reference',
      cell: ({ row }) =>
        canOpenPayment ? (
          <Link
            className={tableStyles.reference}
            to={`/admin/payments?id=${String(row.original.id)}`}
            aria-label={`${row.original.reference}: open the payment`}
          >
            {row.original.reference}
          </Link>
        ) : (
          <span className={tableStyles.reference}>{row.original.reference}</span>
        ),
    }),
    helper.display({
      id: 'provider',
      header: 'Provider',
      cell: ({ row }) => (
        <>
          <span className={tableStyles.name}>{providerLabels[row.original.provider]}</span>
          {row.original.channel && (
            <span className={tableStyles.detail}>{channelLabel(row.original.channel)}</span>
          )}
        </>
      ),
    }),
    helper.accessor('amount', {
      header: 'Amount',
      cell: ({ getValue }) => formatMoney(getValue(), { currency: 'NGN' }),
    }),
    helper.accessor('status', {
      header: 'Status',
      cell: ({ row }) => (
        <RequestStatusBadge
          status={row.original.status}
          label={row.original.enums.status}
          tone={tones[row.original.status]}
        />
      ),
    }),
    helper.accessor('created_at', { header: 'Started', cell: ({ getValue }) => when(getValue()) }),
    helper.accessor('paid_at', { header: 'Paid', cell: ({ getValue }) => when(getValue()) }),
    helper.display({
      id: 'receipt',
      header: 'Receipt',
      cell: ({ row }) =>
        row.original.receipt_path ? (
          <a
            className={tableStyles.reference}
            href={apiUrl(row.original.receipt_path)}
            download
            aria-label={`Receipt (PDF) for ${row.original.reference}`}
          >
            Receipt (PDF)
          </a>
        ) : (
          '—'
        ),
    }),
  ]) as ColumnDef<TRequestPayment>[];

/**
 * The Payments section of an application's page: every payment the applicant started, newest
 * first, from the application's own read endpoint (registry officers see whether the applicant
 * paid without access to /payments). Administrators and the bursary get a link to each payment.
 */
export function RequestPayments({ kind, requestId }: RequestPaymentsProps) {
  const role = useAppSelector(selectAuthUser)?.role;
  const canOpenPayment = role !== undefined && PAYMENT_STAFF.includes(role);
  const fetchPayments = useCallback(
    (signal?: AbortSignal) =>
      apiRequest(endpoints[kind], { params: { id: requestId }, signal, isSilent: true }),
    [kind, requestId],
  );
  const { data: payments, load } = useApiData(fetchPayments);
  const columns = useMemo(() => columnsFor(canOpenPayment), [canOpenPayment]);
  const titleId = `request-payments-title-${kind}-${String(requestId)}`;

  let body;
  if (payments === null) body = <Spinner label="Loading payments" />;
  else if (payments === false)
    body = (
      <LoadError what="The payments" onRetry={() => void load()} className={styles.inlineError} />
    );
  else if (payments.length === 0) body = <p className={styles.muted}>No payment yet</p>;
  else
    body = (
      <DataTable
        caption="Payments of this application"
        isCaptionHidden
        columns={columns}
        data={payments}
        getRowId={(payment) => String(payment.id)}
      />
    );

  return (
    <section aria-labelledby={titleId} className={styles.card}>
      <h2 id={titleId} className={styles.cardTitle}>
        Payments
      </h2>
      {body}
    </section>
  );
}
