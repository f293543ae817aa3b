import { schedulePageLoader } from './page-loader/page-loader';

// Counted from page start, so the loader goes at 2000 ms whatever the bundle's download time.
schedulePageLoader({ elapsedMs: performance.now() });

/**
 * Runs `start` once the browser has painted a frame: a server-rendered page (README "First
 * paint") is on screen before its scripts are fetched and run. rAF then a task is "after the next
 * paint"; the timeout covers a hidden tab, where rAF does not run.
 */
function afterFirstPaint(start: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 250);
}

// Async boundary: webpack's Module Federation runtime negotiates the shared singletons (react,
// router, redux, shared-ui, shared-api) before any of them is evaluated.
afterFirstPaint(() => {
  import('./bootstrap').catch((error: unknown) => {
    console.error('The application could not start', error);
    const root = document.getElementById('root');
    if (root) {
      root.textContent =
        'The service could not start. Please check your connection and reload the page.';
    }
  });
});
