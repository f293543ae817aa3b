import { Notice } from '../../components/notice';
import { LoadingState } from '../../components/notice';
import { type FeesLabel, FeeTotals } from './fee-totals';
import type { QuoteState } from './use-quote';

/** The application's totals from the server's quote, or why they are not shown (yet). */
export function QuotedFees({ quote, label }: { quote: QuoteState; label: FeesLabel }) {
  switch (quote.status) {
    case 'idle':
      return null;
    case 'loading':
      return <LoadingState label="Working out the fees" />;
    case 'ready':
      return <FeeTotals totals={quote.quote} label={label} />;
    case 'invalid':
      return (
        <Notice title="Some copies need changing before we can work out the fees" variant="warning">
          <p>Each copy says what to change.</p>
        </Notice>
      );
    case 'failed':
      return (
        <Notice title="We could not work out the fees just now" variant="warning">
          <p>The registry confirms the fees when you submit.</p>
        </Notice>
      );
  }
}
