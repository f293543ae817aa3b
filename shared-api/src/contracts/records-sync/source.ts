import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { fieldMessages } from '../common/messages';

/** Where graduate records come from: nowhere yet, the records system's HTTP feed, or a file. */
export const RECORDS_SOURCE_KINDS = ['none', 'http', 'file'] as const;
export type TRecordsSourceKind = (typeof RECORDS_SOURCE_KINDS)[number];

/** The longest wait between scheduled syncs: one week. */
export const MAX_SYNC_EVERY_HOURS = 168;

/**
 * The records source is reached over https: the bearer token goes with every request. Plain http
 * only to this very machine (a feed beside the server, the tests' stand-in).
 */
export const isSourceAddress = (value: string) => {
  if (!/^https?:\/\/\S+$/i.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' || ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
};
const SOURCE_ADDRESS_MESSAGE = 'Enter an https:// address (http:// only for this machine)';

const httpUrl = z.string().trim().max(500).refine(isSourceAddress, {
  message: SOURCE_ADDRESS_MESSAGE,
});

/**
 * A file drop is a file name in the server's drop folder (RECORDS_DROP_DIR) or an http(s)
 * address; a name may not leave the folder.
 */
export const FILE_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** A file drop is CSV or JSON Lines, told by its name. */
export const FILE_DROP_EXTENSION = /\.(csv|jsonl|ndjson)$/i;

const fileLocation = z
  .string()
  .trim()
  .max(500)
  .refine((value) => FILE_NAME_PATTERN.test(value) || /^https?:\/\//i.test(value), {
    message: 'Enter a file name in the drop folder or an http(s) address',
  })
  .refine((value) => !/^https?:\/\//i.test(value) || isSourceAddress(value), {
    message: SOURCE_ADDRESS_MESSAGE,
  })
  .refine((value) => FILE_DROP_EXTENSION.test(value.replace(/[?#].*$/, '')), {
    message: 'Name a .csv, .jsonl or .ndjson file',
  });

/** What staff set on the records source screen (the bearer token is configuration, not data). */
export const ZRecordsSourceSettings = z
  .object({
    kind: z.enum(RECORDS_SOURCE_KINDS),
    base_url: httpUrl.nullable(),
    file_location: fileLocation.nullable(),
    /** Hours between scheduled syncs; null: only "Sync now". */
    sync_every_hours: z.number().int().min(1).max(MAX_SYNC_EVERY_HOURS).nullable(),
    /** Whether a scheduled run applies its new and changed rows itself (conflicts always wait). */
    auto_apply: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'http' && !value.base_url) {
      ctx.addIssue({ code: 'custom', path: ['base_url'], message: fieldMessages.required });
    }
    if (value.kind === 'file' && !value.file_location) {
      ctx.addIssue({ code: 'custom', path: ['file_location'], message: fieldMessages.required });
    }
  });
export type TRecordsSourceSettings = z.infer<typeof ZRecordsSourceSettings>;

export const ZRecordsSource = z
  .object({
    kind: z.enum(RECORDS_SOURCE_KINDS),
    base_url: z.string().nullable(),
    file_location: z.string().nullable(),
    sync_every_hours: z.number().int().nullable(),
    auto_apply: z.boolean(),
    /** Whether RECORDS_SOURCE_TOKEN or RECORDS_SOURCE_TOKEN_FILE is set on the server. */
    token_configured: z.boolean(),
    /** Whether RECORDS_DROP_DIR is set, so a file name can be read. */
    drop_dir_configured: z.boolean(),
    updated_at: z.string().nullable(),
    /** When the schedule starts the next run (null without a schedule). */
    next_run_at: z.string().nullable(),
  })
  .meta({ id: 'RecordsSource' });
export type TRecordsSource = z.infer<typeof ZRecordsSource>;

export const getRecordsSource = defineEndpoint({
  method: 'GET',
  path: '/records-source',
  summary: 'The records source: where graduate records come from and its schedule (administrator)',
  auth: true,
  response: success(ZRecordsSource),
});

export const updateRecordsSource = defineEndpoint({
  method: 'PUT',
  path: '/records-source',
  summary: 'Set the records source and its schedule (administrator)',
  auth: true,
  body: ZRecordsSourceSettings,
  response: success(ZRecordsSource),
});

/** A check reads the source's sessions and programmes, the feed's first call, and times it. */
export const ZRecordsSourceHealth = z
  .object({
    ok: z.boolean(),
    message: z.string(),
    sessions: z.number().int().nullable(),
    programmes: z.number().int().nullable(),
    elapsed_ms: z.number().int(),
  })
  .meta({ id: 'RecordsSourceHealth' });
export type TRecordsSourceHealth = z.infer<typeof ZRecordsSourceHealth>;

export const checkRecordsSource = defineEndpoint({
  method: 'POST',
  path: '/records-source/check',
  summary: 'Check that the records source answers (administrator)',
  auth: true,
  response: success(ZRecordsSourceHealth),
});
