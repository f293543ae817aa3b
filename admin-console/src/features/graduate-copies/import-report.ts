import type { TImportGraduatesResult, TImportRowError } from '@registrar/shared-api';

/**
 * A 422 for a file with no valid row carries `errors['rows.<row>.<field>']` (or `csv` for a
 * file-level problem): turned into the same rows as a partial import's report.
 */
export const reportOfFailure = (
  errors: Record<string, string[]> | undefined,
): TImportGraduatesResult => {
  const rows: TImportRowError[] = [];
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const match = /^rows\.(\d+)\.(.+)$/.exec(key);
    for (const message of messages) {
      rows.push(
        match
          ? { row: Number(match[1]), field: match[2] ?? key, message }
          : { row: 0, field: key, message },
      );
    }
  }
  rows.sort((a, b) => a.row - b.row);
  const failed = new Set(rows.filter((row) => row.row > 0).map((row) => row.row)).size;
  return { created: 0, updated: 0, failed, errors: rows };
};
