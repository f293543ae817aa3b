import { displayVerificationCode } from '../graduate-certificates/pdf';

/**
 * The reason of a signed transcript's or certificate's signature: what it is and its verification
 * code. The signature covers it, so /verify reads the code back from an intact file
 * (`codeInReason`) to say what the document was issued as.
 */
export const reasonWithCode = (what: string, code: string) =>
  `${what}, verification code ${displayVerificationCode(code)}`;

export const codeInReason = (reason: string): string | undefined =>
  /verification code ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(reason)?.[1];
