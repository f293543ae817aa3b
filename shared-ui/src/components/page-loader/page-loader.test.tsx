import { act, render, screen } from '@testing-library/react';
import { PageLoader } from './page-loader';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('is shown, fades at 2000 ms and is removed 300 ms later', () => {
  render(<PageLoader />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  act(() => jest.advanceTimersByTime(1999));
  expect(screen.getByTestId('page-loader')).toHaveAttribute('data-phase', 'visible');
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByTestId('page-loader')).toHaveAttribute('data-phase', 'hiding');
  act(() => jest.advanceTimersByTime(299));
  expect(screen.getByTestId('page-loader')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByTestId('page-loader')).not.toBeInTheDocument();
});
