/** A LIKE pattern matching `term` anywhere, case-folded, with its own % and _ taken literally. */
export const containsPattern = (term: string): string =>
  `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
