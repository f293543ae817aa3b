import {
  applicationStatusLabels,
  certificateApplicationStatusLabels,
  type TApplicationStatus,
  type TAuthUser,
  type TListMessageThreadsQuery,
  type TMessageThread,
  type TMessageThreadsPage,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { paginate } from '../../lib/paginate';
import { assertRole } from '../../lib/roles';
import { displayTrackingId } from '../requests/tracking-id';
import * as repo from './inbox-repository';
import { MESSAGE_STAFF } from './service';

const EXCERPT_LENGTH = 160;

type Row = Awaited<ReturnType<typeof repo.listThreads>>['rows'][number];

const excerptOf = (body: string) => {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_LENGTH ? flat : `${flat.slice(0, EXCERPT_LENGTH - 1)}…`;
};

const labelOf = (kind: Row['kind'], status: TApplicationStatus) =>
  kind === 'application'
    ? applicationStatusLabels[status]
    : certificateApplicationStatusLabels[status];

const toThread = (row: Row): TMessageThread => ({
  kind: row.kind,
  application_id: row.id,
  tracking_id: displayTrackingId(row.tracking_id),
  applicant_name: [row.surname, row.first_name, row.other_names].filter(Boolean).join(' '),
  matric_number: row.matric_number,
  email: row.email,
  status: row.status as TApplicationStatus,
  enums: { status: labelOf(row.kind, row.status as TApplicationStatus) },
  unread_count: Number(row.unread_count),
  message_count: Number(row.message_count),
  last_message: {
    sender: row.sender,
    excerpt: excerptOf(row.body),
    created_at: new Date(row.created_at).toISOString(),
  },
});

/**
 * The staff inbox: one row per transcript or certificate application with messages, unread ones
 * first. Opening a thread (GET /applications/:id/messages, /certificate-applications/:id/messages)
 * marks it read.
 */
export async function listThreads(
  db: Db,
  actor: TAuthUser | null,
  query: TListMessageThreadsQuery,
): Promise<TMessageThreadsPage> {
  assertRole(actor, ...MESSAGE_STAFF);
  const { page, per_page: perPage, search, filter } = query;
  const { rows, total } = await repo.listThreads(
    db,
    { search, isUnreadOnly: filter === 'unread' },
    page,
    perPage,
  );
  const unreadThreads = await repo.countUnreadThreads(db);
  return {
    ...paginate(rows.map(toThread), total, page, perPage, '/api/messages/threads', {
      search,
      filter,
      per_page: perPage,
    }),
    unread_threads: unreadThreads,
  };
}
