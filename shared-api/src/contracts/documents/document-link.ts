import { z } from 'zod';
import { ZPathId } from '../common/ids';

/**
 * A link's state, in this order of precedence: `revoked` (staff withdrew the document it
 * delivers), `replaced` (a newer link of the copy was sent), `expired`, `used_up`, `active`.
 */
export const ZDocumentLinkState = z.enum(['active', 'expired', 'used_up', 'replaced', 'revoked']);
export type TDocumentLinkState = z.infer<typeof ZDocumentLinkState>;

/** A soft copy's download link as staff see it (never the token: only its hash is stored). */
export const ZDocumentLink = z
  .object({
    id: z.number().int(),
    copy_id: z.number().int(),
    recipient: z.string(),
    document_title: z.string(),
    state: ZDocumentLinkState,
    expires_at: z.string(),
    max_downloads: z.number().int(),
    download_count: z.number().int(),
    last_downloaded_at: z.string().nullable(),
    /** When a newer link of the same copy replaced this one. */
    revoked_at: z.string().nullable(),
    created_at: z.string(),
    /**
     * The verification code printed on every page of the delivered PDF. A re-send of the same
     * uploaded transcript keeps it; a newer upload or a revoked document gets a new one.
     */
    verification_code: z.string(),
    /** When staff revoked the document this link delivers (verification says revoked). */
    document_revoked_at: z.string().nullable(),
    revoke_reason: z.string().nullable(),
  })
  .meta({ id: 'DocumentLink' });
export type TDocumentLink = z.infer<typeof ZDocumentLink>;

export const ZApplicationDocumentsParams = z.object({ id: ZPathId });

export const ZDocumentLinkParams = z.object({ id: ZPathId, linkId: ZPathId });
export type TDocumentLinkParams = z.infer<typeof ZDocumentLinkParams>;
