import styles from '../payments.module.css';

type Props = { name: string; email: string; matricNumber?: string | null | undefined };

/** A payments table's Payer cell: the name, then the email and any matric number. */
export function PayerCell({ name, email, matricNumber }: Props) {
  return (
    <>
      <span className={styles.strong}>{name}</span>
      <span className={styles.muted}>{email}</span>
      {matricNumber && <span className={styles.muted}>Matric {matricNumber}</span>}
    </>
  );
}
