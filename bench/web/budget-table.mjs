// The byte-budget table shared by `npm run budgets` and `npm run bench:web`.
import { kb } from './measure.mjs';

const parts = {
  homeJs: ['home', 'js'],
  homeCss: ['home', 'css'],
  adminJs: ['admin', 'js'],
  adminCss: ['admin', 'css'],
};

/** Rows for console.table, failures (over the enforced budget) and notes (over the target). */
export function byteRows(bytes, budgets) {
  const table = {};
  const failures = [];
  const notes = [];
  for (const [key, [page, kind]] of Object.entries(parts)) {
    const budget = budgets[key];
    const measured = bytes[page][kind];
    const overEnforced = measured.gzip > budget.enforced;
    const overTarget = budget.target !== null && measured.gzip > budget.target;
    table[budget.label] = {
      files: measured.files,
      raw: kb(measured.bytes),
      gzip: kb(measured.gzip),
      'gzip bytes': measured.gzip,
      target: budget.target === null ? '-' : kb(budget.target),
      enforced: kb(budget.enforced),
      status: overEnforced ? 'FAIL' : overTarget ? 'over target' : 'ok',
    };
    if (overEnforced) {
      failures.push(`${budget.label}: ${measured.gzip} B gzip > enforced ${budget.enforced} B`);
    } else if (overTarget) {
      notes.push(
        `${budget.label}: ${kb(measured.gzip)} is within the enforced ratchet (${kb(budget.enforced)}) but over the target ${kb(budget.target)}.`,
      );
    }
  }
  return { table, failures, notes };
}
