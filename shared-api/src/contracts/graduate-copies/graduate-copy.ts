import { z } from 'zod';
import { ZPathId } from '../common/ids';

/** The largest transcript PDF accepted. */
export const GRADUATE_COPY_MAX_BYTES = 10 * 1024 * 1024;

/** The metadata of an uploaded transcript document (the bytes come from the download route). */
export const ZGraduateCopy = z
  .object({
    id: z.number().int(),
    graduate_id: z.number().int(),
    title: z.string(),
    file_name: z.string(),
    content_type: z.string(),
    size_bytes: z.number().int(),
    sha256: z.string(),
    uploaded_by: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'GraduateCopy' });
export type TGraduateCopy = z.infer<typeof ZGraduateCopy>;

export const ZGraduateCopyParams = z.object({ id: ZPathId });
export type TGraduateCopyParams = z.infer<typeof ZGraduateCopyParams>;
