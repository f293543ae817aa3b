/**
 * The figures each reliability suite prints: straight to stdout, one line
 * per suite, so they read the same in a terminal and in CI's log.
 */
export interface Figures {
  suite: string;
  target: string;
  requestsTried: number;
  faultsInjected: number;
  recordsChecked: number;
  lost: number;
  [extra: string]: string | number;
}

export function printFigures(figures: Figures): void {
  const { suite, target, ...rest } = figures;
  const parts = Object.entries(rest).map(([key, value]) => `${key}=${String(value)}`);
  process.stdout.write(`\n[reliability] ${suite} on ${target}: ${parts.join(' ')}\n`);
}
