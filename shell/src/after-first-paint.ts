/**
 * Runs `run` once the browser has painted the page's first content (README "First paint"): a
 * server-rendered page is on screen before its scripts are fetched and run. Only for a page with
 * content in its HTML: on the plain page nothing contentful is painted before the scripts run.
 * The first-contentful-paint entry says so exactly; where Paint Timing is missing, rAF then a task
 * ("after the next frame"). A hidden tab paints nothing, so it runs at once; `fallbackMs` bounds
 * the wait.
 */
export function afterFirstPaint(run: () => void, fallbackMs = 3000): void {
  let isDone = false;
  const once = () => {
    if (isDone) return;
    isDone = true;
    run();
  };
  if (document.visibilityState === 'hidden') return once();
  setTimeout(once, fallbackMs);
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      // The paint is reported from the next task: the frame is on screen by then.
      setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
}
