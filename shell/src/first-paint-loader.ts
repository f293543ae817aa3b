import { afterFirstPaint } from './after-first-paint';

/**
 * dist/first-paint.js: what a server-rendered page (server/src/ssr) loads instead of main.js.
 * The page is already there in the HTML; the application's scripts are requested once the browser
 * has painted it, so nothing competes with its stylesheets for the first paint.
 */
const main = (document.currentScript as HTMLScriptElement | null)?.dataset.main;

if (main) {
  afterFirstPaint(() => {
    const script = document.createElement('script');
    script.src = main;
    document.head.append(script);
  });
}
