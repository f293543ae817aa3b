import { certificateKindLabels } from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import type { ApplicationRow } from '../../db/schema-applications';
import type { CertificateKind } from '../../db/schema-records';
import { enqueueEmail } from '../outbox/repository';
import { textStatusChange } from '../sms/notifications';
import {
  isBoundedTemplate,
  isOverBound,
  recipientKey,
  SUPPRESSED_MESSAGE,
} from './recipient-bound';
import { type MailPayloads, type MailTemplate, templates } from './templates';

/**
 * The emails of the application lifecycle. Each is called by a service inside the transaction
 * of the change it announces (one line per hook), so the email is queued exactly when the
 * change commits; the outbox worker sends it afterwards. An email the public can cause is
 * subject to the per-recipient bound (recipient-bound.ts): past it, it is written as
 * suppressed (listed for staff, never sent, its secret dropped) and the caller carries on as
 * if it had been queued, so the answer does not tell whether the bound was reached.
 */
export async function enqueueMail<T extends MailTemplate>(
  trx: Db,
  template: T,
  to: string,
  payload: MailPayloads[T],
  entity: { type: string; id: number },
): Promise<number> {
  const subject = (templates[template].subject as (d: MailPayloads[T]) => string)(payload);
  const key = isBoundedTemplate(template) ? recipientKey(to) : null;
  const isSuppressed = key !== null && (await isOverBound(trx, key));
  const { secret_token: _secret, ...withoutSecret } = payload as Record<string, unknown>;
  return enqueueEmail(trx, {
    to,
    template,
    subject,
    payload: isSuppressed ? withoutSecret : (payload as unknown as Record<string, unknown>),
    entityType: entity.type,
    entityId: entity.id,
    recipientKey: key,
    ...(isSuppressed ? { suppressedBecause: SUPPRESSED_MESSAGE } : {}),
  });
}

/** What an email is about (listed with it for staff). */
export const application = (id: number) => ({ type: 'application', id });
export const certificateApplication = (id: number) => ({ type: 'certificate_application', id });

const findApplication = (trx: Db, id: number) =>
  trx.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const notifyApplicationSubmitted = async (trx: Db, row: ApplicationRow, copies: number) =>
  enqueueMail(
    trx,
    'application_submitted',
    row.email,
    { tracking_id: row.tracking_id, first_name: row.first_name, total: row.total, copies },
    application(row.id),
  );

export async function notifyApplicationStatus(
  trx: Db,
  row: ApplicationRow,
  change: Omit<MailPayloads['application_status'], 'tracking_id' | 'first_name'>,
) {
  await textStatusChange(trx, row.id, change);
  return enqueueMail(
    trx,
    'application_status',
    row.email,
    {
      tracking_id: row.tracking_id,
      first_name: row.first_name,
      expected_at: row.expected_at,
      ...change,
    },
    application(row.id),
  );
}

/**
 * A staff reply, to the applicant of a transcript application or of a certificate
 * application: the same email, whose link opens the thread by its reference.
 */
export async function notifyStaffMessage(
  trx: Db,
  owner: { kind: 'application' | 'certificate_application'; id: number },
  body: string,
) {
  const row =
    owner.kind === 'application'
      ? await findApplication(trx, owner.id)
      : await findCertificateApplication(trx, owner.id);
  return enqueueMail(
    trx,
    'staff_message',
    row.email,
    { tracking_id: row.tracking_id, first_name: row.first_name, body },
    owner.kind === 'application' ? application(row.id) : certificateApplication(row.id),
  );
}

/** A certificate or attestation request, for its emails. */
export const findCertificateApplication = (trx: Db, id: number) =>
  trx
    .selectFrom('applications')
    .select(['id', 'tracking_id', 'first_name', 'email', 'kind', 'total', 'expected_at'])
    .where('id', '=', id)
    .where('kind', 'in', ['certificate', 'attestation'])
    .$narrowType<{ kind: CertificateKind }>()
    .executeTakeFirstOrThrow();

/** What every email about a certificate or attestation request says of it. */
export const certificateApplicationFacts = (
  row: Awaited<ReturnType<typeof findCertificateApplication>>,
) => ({
  tracking_id: row.tracking_id,
  first_name: row.first_name,
  kind_label: certificateKindLabels[row.kind],
  total: row.total,
});

export async function notifyCertificateApplicationSubmitted(trx: Db, id: number) {
  const row = await findCertificateApplication(trx, id);
  return enqueueMail(
    trx,
    'certificate_application_submitted',
    row.email,
    certificateApplicationFacts(row),
    certificateApplication(row.id),
  );
}

export async function notifyCertificateApplicationStatus(
  trx: Db,
  id: number,
  change: Omit<MailPayloads['certificate_application_status'], 'tracking_id' | 'first_name'>,
) {
  const row = await findCertificateApplication(trx, id);
  await textStatusChange(trx, id, change);
  return enqueueMail(
    trx,
    'certificate_application_status',
    row.email,
    {
      tracking_id: row.tracking_id,
      first_name: row.first_name,
      expected_at: row.expected_at,
      ...change,
    },
    certificateApplication(row.id),
  );
}
