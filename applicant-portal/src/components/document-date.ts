/**
 * A document's date in full ('7 March 2025'). Spec §9's list format (month and day, no year) suits
 * queues of recent items; whoever checks a certificate needs the year, so this page uses its own.
 */
export function formatDocumentDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

/** The code as printed on the document: groups of four joined by dashes. */
export function formatVerificationCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}
