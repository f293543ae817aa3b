import { z } from 'zod';
import { ZGraduateInput } from '../graduates/graduate';

/**
 * The records feed an institution's student records system exposes (docs/records-source.md):
 * its academic sessions and programmes, then its graduates session by session, a page at a time.
 * A file drop carries the same graduate rows as CSV columns or JSON Lines.
 */

/** An academic session's code as the records system writes it, e.g. "2022/2023". */
export const ZSessionCode = z.string().trim().min(1).max(20);

const isoDay = z.iso.date();

export const ZFeedSession = z
  .object({
    code: ZSessionCode,
    name: z.string().trim().min(1).max(100),
    starts_on: isoDay.nullable().optional(),
    ends_on: isoDay.nullable().optional(),
  })
  .meta({ id: 'FeedSession' });
export type TFeedSession = z.infer<typeof ZFeedSession>;

export const ZFeedProgramme = z
  .object({
    name: z.string().trim().min(1).max(200),
    faculty: z.string().trim().min(1).max(200),
    department: z.string().trim().min(1).max(200),
    degree: z.string().trim().min(1).max(100),
  })
  .meta({ id: 'FeedProgramme' });
export type TFeedProgramme = z.infer<typeof ZFeedProgramme>;

/** `GET {base}/sessions-and-programmes`. */
export const ZFeedCatalogue = z.object({
  sessions: z.array(ZFeedSession).max(1000),
  programmes: z.array(ZFeedProgramme).max(5000),
});
export type TFeedCatalogue = z.infer<typeof ZFeedCatalogue>;

/**
 * One graduate of the feed: the fields staff keep on a record, the records system's own stable
 * id of the student (`student_id`, which survives a change of matric number) and the session
 * they graduated in. Without `graduation_year` the year the session ends is taken.
 */
export const ZFeedGraduate = ZGraduateInput.extend({
  student_id: z.string().trim().min(1).max(64).nullable().optional(),
  graduation_session: ZSessionCode.nullable().optional(),
  graduation_year: ZGraduateInput.shape.graduation_year.optional(),
});
export type TFeedGraduate = z.infer<typeof ZFeedGraduate>;

/** The column names of a file drop's CSV header (any order; unknown columns are refused). */
export const FEED_GRADUATE_FIELDS = ZFeedGraduate.keyof().options;

/**
 * `GET {base}/graduates?session=…&limit=…[&page_token=…][&updated_since=…]`: a page of rows, each
 * checked on its own (a malformed row is rejected with its reasons, the rest go on), and the
 * token of the next page, null on the last.
 */
export const ZFeedGraduatesPage = z.object({
  graduates: z.array(z.unknown()).max(5000),
  next_page_token: z.string().max(500).nullable(),
});
export type TFeedGraduatesPage = z.infer<typeof ZFeedGraduatesPage>;
