// What a browser downloads to show a page: JS and CSS responses recorded by Chromium (Playwright),
// each body gzipped here (zlib level 9, as gzip-size and bundlesize count) and summed.
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The same flags as e2e/playwright.config.ts and TOOLCHAIN-NOTES.md: one list for both. */
export const chromiumArgs = createRequire(import.meta.url)('../../tools/chromium-args.json');

export const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;

export const launchBrowser = () =>
  chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });

const kindOf = (response) => {
  const type = response.request().resourceType();
  const url = new URL(response.url());
  if (type === 'script' || /\.m?js$/.test(url.pathname)) return 'js';
  if (type === 'stylesheet' || url.pathname.endsWith('.css')) return 'css';
  return undefined;
};

/** React's and react-dom's code, recognised by strings their production builds contain. */
const REACT_DOM_MARK = /rendererPackageName:\s*"react-dom"/;
const REACT_MARK = /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=/;

/**
 * Opens `url` in a fresh context (cold cache), waits until `ready(page)` resolves and the network
 * has been idle for 500 ms, and returns every JS/CSS file fetched until then with raw and gzip
 * bytes, plus how many of those files carry React's and react-dom's code.
 */
export async function measurePage(browser, url, { ready, token } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (token) {
    await context.addInitScript((value) => localStorage.setItem('auth.token', value), token);
  }
  const page = await context.newPage();
  const pending = [];
  const files = [];
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  page.on('response', (response) => {
    const kind = kindOf(response);
    if (!kind || response.status() !== 200) return;
    pending.push(
      response
        .body()
        .then((body) => {
          const text = kind === 'js' ? body.toString('utf8') : '';
          files.push({
            kind,
            url: response.url(),
            bytes: body.length,
            gzip: gzipBytes(body),
            hasReact: REACT_MARK.test(text),
            hasReactDom: REACT_DOM_MARK.test(text),
          });
        })
        .catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  if (ready) await ready(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  const sum = (kind, field) =>
    files.filter((f) => f.kind === kind).reduce((total, f) => total + f[field], 0);
  files.sort((a, b) => b.gzip - a.gzip);
  return {
    url,
    files,
    pageErrors,
    js: {
      files: files.filter((f) => f.kind === 'js').length,
      bytes: sum('js', 'bytes'),
      gzip: sum('js', 'gzip'),
    },
    css: {
      files: files.filter((f) => f.kind === 'css').length,
      bytes: sum('css', 'bytes'),
      gzip: sum('css', 'gzip'),
    },
    reactCopies: files.filter((f) => f.hasReact).length,
    reactDomCopies: files.filter((f) => f.hasReactDom).length,
  };
}

const visibleHeading = async (page) => {
  await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ state: 'visible', timeout: 60_000 });
};

/** The public home (shell + applicant-portal) and /admin/overview signed in, each on a cold cache. */
export async function measureBytes(browser, baseURL, token) {
  const home = await measurePage(browser, `${baseURL}/`, { ready: visibleHeading });
  const admin = await measurePage(browser, `${baseURL}/admin/overview`, {
    token,
    ready: async (page) => {
      await page.waitForURL(/\/admin\/overview$/, { timeout: 60_000 });
      await visibleHeading(page);
    },
  });
  return { home, admin };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
