import { formatMoney } from '@registrar/shared-ui';
import styles from './apply.module.css';

const naira = (kobo: number) => formatMoney(kobo, { currency: 'NGN' });

/** The copy's fees as the form previews them (the server's prices on submit are final). */
export function CopyFeePreview({
  rate,
  delivery,
  isHardCopy,
}: {
  rate: number | null;
  delivery: number | null;
  isHardCopy: boolean;
}) {
  if (rate === null) return null;
  return (
    <p className={styles.feePreview} aria-live="polite">
      Estimated fee for this copy: <strong>{naira(rate + (delivery ?? 0))}</strong> ({naira(rate)}{' '}
      transcript
      {isHardCopy && delivery === null
        ? ', plus delivery once you choose a region and courier'
        : ''}
      {delivery ? ` + ${naira(delivery)} delivery` : ''}).
    </p>
  );
}
