import { schedulePageLoader } from './page-loader/page-loader';

// Counted from page start, so the loader goes at 2000 ms whatever the bundle's download time.
schedulePageLoader({ elapsedMs: performance.now() });

// Async boundary: webpack's Module Federation runtime negotiates the shared singletons (react,
// router, redux, shared-ui, shared-api) before any of them is evaluated.
import('./bootstrap').catch((error: unknown) => {
  console.error('The application could not start', error);
  const root = document.getElementById('root');
  if (root) {
    root.textContent =
      'The service could not start. Please check your connection and reload the page.';
  }
});
