import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZVerifiedDocument } from './verify-document';

/** The largest PDF /verify accepts (the size of an uploaded transcript). */
export const VERIFY_PDF_MAX_BYTES = 10 * 1024 * 1024;

/** When the institution signed the file, by the signature's own date. */
const signedBy = { signer: z.string(), signed_at: z.string().nullable() };

/**
 * What a PDF says when checked against the institution's signature, in plain words:
 * - `valid`: signed by the institution and unchanged since; `document` is what it was issued as
 *   (null for a payment receipt, which `reason` names);
 * - `revoked`: signed by the institution and unchanged, but the institution withdrew it;
 * - `changed`: the institution signed it, but the file is no longer what it signed;
 * - `not_issued`: no signature of the institution (unsigned, or signed by someone else: `signer`).
 * `reason` is the signature's own reason, which the signature covers.
 */
export const ZPdfVerification = z
  .discriminatedUnion('outcome', [
    z.object({
      outcome: z.literal('valid'),
      ...signedBy,
      reason: z.string(),
      document: ZVerifiedDocument.nullable(),
    }),
    z.object({
      outcome: z.literal('revoked'),
      ...signedBy,
      reason: z.string(),
      document: ZVerifiedDocument,
    }),
    z.object({ outcome: z.literal('changed'), signer: z.string() }),
    z.object({ outcome: z.literal('not_issued'), signer: z.string().nullable() }),
  ])
  .meta({ id: 'PdfVerification' });
export type TPdfVerification = z.infer<typeof ZPdfVerification>;

export const ZVerifyPdfResponse = success(ZPdfVerification);
export type TVerifyPdfResponse = z.infer<typeof ZVerifyPdfResponse>;

/** Said by a 415 for a request whose body is not an application/pdf file (or is missing). */
export const SEND_PDF_BODY = 'Send the file as an application/pdf request body.';

/** Said by a 422 for a body that is not a PDF. */
export const NOT_A_PDF = 'This file is not a PDF.';

export const verifyPdf = defineEndpoint({
  method: 'POST',
  path: '/verify/pdf',
  summary:
    "Check a PDF against the institution's signature (raw application/pdf body, at most 10 MiB; public, rate-limited)",
  auth: false,
  fileBody: 'application/pdf',
  response: ZVerifyPdfResponse,
});
