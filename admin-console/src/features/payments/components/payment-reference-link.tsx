import { Link } from '@registrar/shared-ui/router';
import styles from '../payments.module.css';

type Props = {
  reference: string;
  to: string;
  /** What the link does, for its accessible name ("view details"). */
  action: string;
};

/** A payments table's Reference cell: the reference, linked to where the payment opens. */
export function PaymentReferenceLink({ reference, to, action }: Props) {
  return (
    <Link className={styles.reference} to={to} aria-label={`Payment ${reference}: ${action}`}>
      {reference}
    </Link>
  );
}
