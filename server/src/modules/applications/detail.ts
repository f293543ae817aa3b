import type { TApplicationDetail } from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import type { ApplicationRow } from '../../db/schema-applications';
import { consentOf } from '../consent/service';
import { toApplicationDetail } from './presenter';
import * as repo from './repository';

export const APPLICATION_NOT_FOUND = 'Application not found.';
/**
 * Who may read applications, and who may change their status. Roles: registry officers
 * work applications; the bursary has payments and rates, not applications (the console hides the
 * screens, so the API refuses them too; an application's payments stay readable to the bursary
 * through the payments module).
 */
export const STAFF_READERS = ['administrator', 'registry_officer'] as const;
export const STATUS_CHANGERS = ['administrator', 'registry_officer'] as const;

/** The admin detail of one application (read inside the caller's transaction when given one). */
export async function loadDetail(db: Db, row: ApplicationRow): Promise<TApplicationDetail> {
  const counts = await repo.messageCountsOf(db, row.id);
  const applicationType =
    row.application_type_id === null
      ? null
      : ((await repo.applicationTypeOf(db, row.application_type_id)) ?? null);
  return toApplicationDetail(
    row,
    await repo.copiesOf(db, row.id),
    await repo.historyOf(db, row.id),
    {
      applicationType,
      consent: await consentOf(db, row.id),
      messagesCount: Number(counts.total),
      unreadMessagesCount: Number(counts.unread),
    },
  );
}
