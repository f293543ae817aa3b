import { formatMoney } from '@registrar/shared-ui';
import styles from './apply.module.css';
import type { QuoteState } from './use-quote';

const naira = (kobo: number) => formatMoney(kobo, { currency: 'NGN' });

/** The copy's fee as the server quotes it (POST /applications/quote), said politely as it changes. */
export function CopyFeePreview({ quote }: { quote: QuoteState }) {
  return (
    <p className={styles.feePreview} aria-live="polite" aria-busy={quote.status === 'loading'}>
      {feeText(quote)}
    </p>
  );
}

function feeText(quote: QuoteState) {
  switch (quote.status) {
    case 'idle':
      return 'Choose a purpose, type and format to see the fee for this copy.';
    case 'loading':
      return 'Working out the fee for this copy…';
    case 'invalid':
      return 'The fee for this copy appears once its details are complete.';
    case 'failed':
      return 'We could not work out the fee just now. The registry confirms it when you submit.';
    case 'ready': {
      const copy = quote.quote.copies[0];
      if (!copy) return null;
      return (
        <>
          Fee for this copy: <strong>{naira(copy.rate + copy.delivery_fee)}</strong> (
          {naira(copy.rate)} transcript
          {copy.delivery_fee ? ` + ${naira(copy.delivery_fee)} delivery` : ''}).
        </>
      );
    }
  }
}
