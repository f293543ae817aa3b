import { z } from 'zod';
import { ZBodyId } from '../common/ids';

/** What the applicant agrees to, as the institution words it: each change is a new version. */
export const ZConsentWording = z
  .object({
    /** The version: the newest is the one in force. */
    id: z.number().int(),
    text: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'ConsentWording' });
export type TConsentWording = z.infer<typeof ZConsentWording>;

export const CONSENT_REQUIRED = 'Tick the box to give your consent';
export const CONSENT_WORDING_CHANGED =
  'The consent wording has changed since you read it: read it again and give your consent';
export const CONSENT_RECEIVERS_CHANGED =
  'Where your copies go has changed since you read it: check the receivers and give your consent again';

/**
 * The consent an application is submitted with: the version read, the receivers it was shown
 * naming (the quote's `receivers`), and the box ticked. Both must still be what the server finds
 * on submitting: the wording in force, the receivers the copies really go to.
 */
export const ZGivenConsent = z.strictObject({
  wording_id: ZBodyId,
  receivers: z.array(z.string().max(1000)).max(50),
  agreed: z.literal(true, { error: CONSENT_REQUIRED }),
});
export type TGivenConsent = z.infer<typeof ZGivenConsent>;

/** The consent kept with an application, as staff see it. */
export const ZApplicationConsent = z
  .object({
    wording_id: z.number().int(),
    wording: z.string(),
    given_at: z.string(),
    /** The address it was given from, as the server saw it. */
    ip: z.string().nullable(),
    /** The receivers it names, one line each (consentReceivers). */
    receivers: z.array(z.string()),
  })
  .meta({ id: 'ApplicationConsent' });
export type TApplicationConsent = z.infer<typeof ZApplicationConsent>;

type ReceiverFields = {
  format: 'soft_copy' | 'hard_copy';
  recipient_name?: string | null | undefined;
  recipient_email?: string | null | undefined;
  recipient_address?: string | null | undefined;
};

/**
 * The receivers a consent names, one line per receiver, in the copies' order and each once:
 * "WES Canada, 2 Carlton Street, Toronto" (posted) or "hr@acme.example" (emailed). The server
 * works them out from the copies as priced (a directory receiver's own name and address).
 */
export const consentReceivers = (copies: readonly ReceiverFields[]): string[] => [
  ...new Set(
    copies.map((copy) =>
      (copy.format === 'soft_copy'
        ? [copy.recipient_name, copy.recipient_email]
        : [copy.recipient_name, copy.recipient_address]
      )
        .filter((part): part is string => Boolean(part?.trim()))
        .map((part) => part.replace(/\s*\n\s*/g, ', ').trim())
        .join(', '),
    ),
  ),
];
