import { schedulePageLoader } from './page-loader';

describe('page loader', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '<div id="page-loader"></div><div id="root"></div>';
  });
  afterEach(() => jest.useRealTimers());

  it('is hidden at 2000 ms from start and removed 300 ms after that', () => {
    schedulePageLoader();
    const loader = () => document.getElementById('page-loader');

    jest.advanceTimersByTime(1999);
    expect(loader()).not.toHaveAttribute('data-state');

    jest.advanceTimersByTime(1);
    expect(loader()).toHaveAttribute('data-state', 'hidden');

    jest.advanceTimersByTime(299);
    expect(loader()).toBeInTheDocument();

    jest.advanceTimersByTime(1);
    expect(loader()).toBeNull();
  });

  it('counts from page start, not from when the script ran', () => {
    schedulePageLoader({ elapsedMs: 1500 });
    jest.advanceTimersByTime(500);
    expect(document.getElementById('page-loader')).toHaveAttribute('data-state', 'hidden');
  });
});
