#!/usr/bin/env node
/**
 * `npm run budgets` — fails (exit 1) when the front end is heavier than bench/budgets.json allows.
 *
 * Needs the production build (`npm run build`: shell, remotes and server). Starts the real server
 * on a temporary PGlite database, loads / and /admin/overview (signed in) in Chromium on a cold
 * cache and sums the gzip -9 bytes of every JS and CSS response (bench/web/measure.mjs), so a
 * chunk that newly lands on the first load counts even when no single file grew. Also fails when
 * React or react-dom arrives in more than one file (shell and remotes must share one React).
 * Bytes only: timings (Lighthouse) depend on the machine's load and are reported by bench:web.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, signIn, startProduct } from '../lib/product.mjs';
import { byteRows } from './budget-table.mjs';
import { launchBrowser, measureBytes } from './measure.mjs';

const budgetsFile = process.env.BUDGETS_FILE ?? path.join(repoRoot, 'bench', 'budgets.json');
const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8'));
const product = await startProduct({ label: 'budgets' });
const browser = await launchBrowser();
try {
  const token = await signIn(product.baseURL, product.admin);
  const bytes = await measureBytes(browser, product.baseURL, token);
  const rows = byteRows(bytes, budgets.bytes);
  console.log('Size budgets (gzip -9 bytes of the JS/CSS a cold-cache visit downloads)');
  console.table(rows.table);
  const failures = rows.failures;
  for (const [name, page] of Object.entries(bytes)) {
    if (page.reactCopies !== 1 || page.reactDomCopies !== 1) {
      failures.push(
        `${name}: React in ${page.reactCopies} file(s), react-dom in ${page.reactDomCopies} (expected exactly 1 each)`,
      );
    }
    if (page.pageErrors.length) failures.push(`${name}: page errors ${page.pageErrors.join('; ')}`);
  }
  for (const note of rows.notes) console.log(note);
  if (failures.length) {
    console.error(`\nBudget check FAILED:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nBudget check passed (every figure within its enforced budget; one React).');
  }
} finally {
  await browser.close();
  await product.stop();
}
