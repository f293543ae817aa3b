import { render, screen } from '@testing-library/react';
import { ExpectedBy } from './expected-by';

describe('ExpectedBy', () => {
  it('says the day in full, with its weekday, whatever the reader’s zone', () => {
    render(<ExpectedBy status="processing" expectedAt="2026-12-11" />);
    expect(screen.getByText('Expected by Friday 11 December 2026')).toBeVisible();
  });

  it('says the date comes back once a hold is resolved', () => {
    render(<ExpectedBy status="on_hold" expectedAt={null} />);
    expect(screen.getByText('The date will be set again when the hold is resolved.')).toBeVisible();
  });

  it.each(['pending_payment', 'dispatched', 'completed', 'cancelled'] as const)(
    'says nothing when %s (no date applies)',
    (status) => {
      const { container } = render(<ExpectedBy status={status} expectedAt={null} />);
      expect(container).toBeEmptyDOMElement();
    },
  );
});
