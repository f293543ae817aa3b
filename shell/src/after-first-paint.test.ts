import { afterFirstPaint } from './after-first-paint';

type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

describe('afterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  it('waits for the first contentful paint, then runs in the next task', () => {
    let report: Callback | undefined;
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = Object.assign(
      class {
        constructor(callback: Callback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
      { supportedEntryTypes: ['paint'] },
    );
    const run = jest.fn();
    afterFirstPaint(run);
    report!({ getEntriesByName: () => [] }); // first-paint only: not yet
    jest.advanceTimersByTime(10);
    expect(run).not.toHaveBeenCalled();
    report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    jest.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5000); // the fallback does not run it again
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the next frame where Paint Timing is missing', () => {
    const run = jest.fn();
    afterFirstPaint(run);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100); // jsdom's rAF runs on a timer
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once in a hidden tab, which paints nothing', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const run = jest.fn();
    afterFirstPaint(run);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
