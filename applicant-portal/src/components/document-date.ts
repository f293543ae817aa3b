/** The code as printed on the document: groups of four joined by dashes. */
export function formatVerificationCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}
