/**
 * "12 applications", or "About 1,000,000 applications" when the server estimated the total (past
 * 10,000 matches it reads PostgreSQL's estimate instead of counting: issue 9).
 */
export function countText(meta: { total: number; total_is_estimate?: boolean }): string {
  const noun = meta.total === 1 ? 'application' : 'applications';
  return meta.total_is_estimate
    ? `About ${meta.total.toLocaleString('en-NG')} ${noun}`
    : `${String(meta.total)} ${noun}`;
}
