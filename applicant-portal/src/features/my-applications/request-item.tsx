import { formatInstitutionTime, type TMyRequest } from '@registrar/shared-api';
import { formatMoney, VisuallyHidden } from '@registrar/shared-ui';
import { Link } from '@registrar/shared-ui/router';
import { SummaryList } from '../../components/summary-list';
import { trackPageState, trackPath } from '../../components/track-link';
import list from './my-applications.module.css';
import { PaymentDetails } from './payment-details';

type Props = { request: TMyRequest; email: string; onChecked: () => void };

/** One application made with the email: what and where it stands, a link to it, its payments. */
export function RequestItem({ request, email, onChecked }: Props) {
  return (
    <li className={list.item}>
      <h3 className={list.itemTitle}>
        {request.enums.kind} application{' '}
        <span className={list.reference}>{request.tracking_id}</span>
      </h3>
      <SummaryList
        rows={[
          { key: 'Status', value: request.enums.status },
          { key: 'Applied on', value: formatInstitutionTime(request.created_at) },
          { key: 'Total', value: formatMoney(request.total, { currency: 'NGN' }) },
        ]}
      />
      <p>
        <Link to={trackPath(request.tracking_id)} state={trackPageState(email)}>
          Track this application<VisuallyHidden> {request.tracking_id}</VisuallyHidden>
        </Link>
      </p>
      {request.payments.length === 0 ? (
        <p className={list.muted}>No payment has been started for this application.</p>
      ) : (
        <>
          <h4 className={list.paymentsTitle}>
            {request.payments.length === 1 ? 'Payment' : 'Payments'}
          </h4>
          {request.payments.map((payment) => (
            <PaymentDetails
              key={payment.reference}
              payment={payment}
              email={email}
              onChecked={onChecked}
            />
          ))}
        </>
      )}
    </li>
  );
}
