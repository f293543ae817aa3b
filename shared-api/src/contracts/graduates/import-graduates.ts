import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { fieldMessages } from '../common/messages';
import { graduateRecordFields } from './graduate';

/**
 * The largest CSV accepted (characters of the JSON `csv` field, or bytes of a text/csv body):
 * about 450,000 rows. A larger register comes through the records source (docs/records-source.md).
 */
export const GRADUATE_IMPORT_MAX_CHARS = 64 * 1024 * 1024;

/** The columns of an import file, in any order; the header row is required. */
export const GRADUATE_IMPORT_COLUMNS = graduateRecordFields;

/**
 * The file, as JSON `{ csv: "<the file's text>" }`. The server also takes the file itself as a
 * `text/csv` body (it is wrapped into this shape before validation).
 */
export const ZImportGraduatesRequest = z.object({
  csv: z
    .string()
    .min(1, fieldMessages.required)
    .max(GRADUATE_IMPORT_MAX_CHARS, 'The file must be at most 64 MiB'),
});
export type TImportGraduatesRequest = z.infer<typeof ZImportGraduatesRequest>;

/** A refused row: `row` is the line's record number counting the header as row 1. */
export const ZImportRowError = z
  .object({ row: z.number().int(), field: z.string(), message: z.string() })
  .meta({ id: 'GraduateImportRowError' });
export type TImportRowError = z.infer<typeof ZImportRowError>;

export const ZImportGraduatesResult = z
  .object({
    created: z.number().int(),
    updated: z.number().int(),
    failed: z.number().int(),
    errors: z.array(ZImportRowError),
  })
  .meta({ id: 'GraduateImportResult' });
export type TImportGraduatesResult = z.infer<typeof ZImportGraduatesResult>;

export const ZImportGraduatesResponse = success(ZImportGraduatesResult);
export type TImportGraduatesResponse = z.infer<typeof ZImportGraduatesResponse>;

/**
 * Upserts graduates by matric number from a CSV file: every valid row in one transaction, each
 * invalid row reported with its field errors. A file-level problem (no header, missing column)
 * is a 422 on `csv` and changes nothing.
 */
export const importGraduates = defineEndpoint({
  method: 'POST',
  path: '/graduates/import',
  summary: 'Import graduate records from CSV (JSON {csv} or a text/csv body, at most 64 MiB)',
  auth: true,
  body: ZImportGraduatesRequest,
  response: ZImportGraduatesResponse,
});
