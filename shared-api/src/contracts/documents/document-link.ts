import { z } from 'zod';
import { ZPathId } from '../common/ids';

export const ZDocumentLinkState = z.enum(['active', 'expired', 'used_up', 'replaced']);
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
    revoked_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'DocumentLink' });
export type TDocumentLink = z.infer<typeof ZDocumentLink>;

export const ZApplicationDocumentsParams = z.object({ id: ZPathId });
