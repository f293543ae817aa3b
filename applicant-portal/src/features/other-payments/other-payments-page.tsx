import { formatMoney } from '@registrar/shared-ui';
import styles from '../../components/page.module.css';
import { LoadError, LoadingState, Notice } from '../../components/notice';
import { SummaryList } from '../../components/summary-list';
import { useApplicationData } from '../../store';

/** Other payments: the registry's fees that are not part of a transcript application. */
export default function OtherPaymentsPage() {
  const data = useApplicationData();
  const types = data.applicationData?.payment_types ?? [];
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>Other payments</h1>
      <p className={styles.lead}>
        Pay other registry fees that are not part of a transcript application.
      </p>
      <Notice title="Online payment opens soon" role="note">
        <p>
          You cannot pay these fees online yet. Contact the registry office if a payment is urgent.
        </p>
      </Notice>
      {data.status === 'failed' ? (
        <LoadError what="the payment types" onRetry={data.retry} />
      ) : data.status !== 'ready' ? (
        <LoadingState label="Loading payment types" />
      ) : types.length === 0 ? (
        <p>No other payments are offered at the moment.</p>
      ) : (
        <>
          <h2 className={styles.sectionTitle}>Fees</h2>
          <SummaryList
            rows={types.map((type) => ({
              key: type.name,
              value: (
                <>
                  <strong>{formatMoney(type.amount, { currency: 'NGN' })}</strong>
                  {type.description ? `\n${type.description}` : ''}
                </>
              ),
            }))}
          />
        </>
      )}
    </article>
  );
}
