import path from 'node:path';
import type * as StandIn from '../../server/scripts/records-feed-stand-in';
import { repoRoot } from './servers';

/**
 * The bearer token of the records feed: `main` is started with it as RECORDS_SOURCE_TOKEN, and
 * the stand-in feed accepts it.
 */
export const RECORDS_FEED_TOKEN = 'e2e-records-feed-token';

export type RecordsFeed = StandIn.RecordsFeedStandIn;

/**
 * The stand-in records feed of the server build (`server/dist/scripts/records-feed-stand-in.js`,
 * docs/records-source.md) on a loopback port the system picks, in the test's own process.
 */
export function startRecordsFeed(
  init: Omit<NonNullable<Parameters<typeof StandIn.startRecordsFeed>[0]>, 'tokens'>,
): Promise<RecordsFeed> {
  const standIn = require(
    path.join(repoRoot, 'server', 'dist', 'scripts', 'records-feed-stand-in.js'),
  ) as typeof StandIn;
  return standIn.startRecordsFeed({ ...init, tokens: [RECORDS_FEED_TOKEN] });
}
