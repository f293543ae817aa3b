import { schedulePageLoader } from './page-loader/page-loader';

// Counted from page start, so the loader goes at 2000 ms whatever the bundle's download time.
schedulePageLoader({ elapsedMs: performance.now() });

/** A new task: the browser may paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The big shared libraries, evaluated one per task before bootstrap: the first evaluation of a
 * module cannot be interrupted, and all of them at once (bootstrap imports them all) would block
 * the page for one long task while it is already on screen.
 */
const libraries = [
  () => import('react'),
  () => import('react-dom/client'),
  () => import('@registrar/shared-ui/router'),
  () => import('@registrar/shared-ui/redux-toolkit'),
  () => import('react-redux'),
  () => import('@registrar/shared-ui'),
  () => import('@registrar/shared-api/core'),
];

async function start() {
  for (const library of libraries) {
    await library();
    await nextTask();
  }
  await import('./bootstrap');
}

// Async boundary: webpack's Module Federation runtime negotiates the shared singletons (react,
// router, redux, shared-ui, shared-api) before any of them is evaluated. On a server-rendered
// page this script was added after the first paint (first-paint-loader.ts); on the plain page
// nothing is painted until it runs, so it starts at once.
start().catch((error: unknown) => {
  console.error('The application could not start', error);
  const root = document.getElementById('root');
  if (root) {
    root.textContent =
      'The service could not start. Please check your connection and reload the page.';
  }
});
