import {
  ZListMessageThreadsResponse,
  ZMessagesResponse,
  ZStaffMessagesResponse,
} from '@registrar/shared-api/contracts';
import * as messagesMigration from '../migrations/0012_certificate_application_messages';
import { bearer } from './support/app';
import { staffApp, testStaff } from './support/staff-app';
import { databaseTargets } from './support/databases';
import { withIdentity } from './support/identity';
import { submitCertificateApplication } from './support/payments-fixtures';
import { redoUnderOneRequestModel } from './support/migrations';

/**
 * Certificate applications get the transcript applications' thread — the applicant
 * writes with the reference and email through the same public endpoints, staff read and reply on
 * /certificate-applications/:id/messages, the reply is emailed, and the inbox lists both kinds.
 */
describe.each(databaseTargets())('certificate application messages on $name', (target) => {
  const t = staffApp(target, ['officer', 'bursary']);
  let certificate: { id: number; tracking_id: string };
  let transcript: { id: number; tracking_id: string };
  const email = 'cert@example.com'; // submitCertificateApplication's applicant

  const applicant = (method: 'GET' | 'POST', reference: string, who = email, body?: string) =>
    t.app.inject({
      method,
      url: `/api/applications/track/${reference}/messages${method === 'GET' ? `?email=${encodeURIComponent(who)}` : ''}`,
      ...(method === 'POST' && { payload: { email: who, body } }),
    });
  const staff = (method: 'GET' | 'POST', id: number, body?: string, token = t.as.officer) =>
    t.app.inject({
      method,
      url: `/api/certificate-applications/${String(id)}/messages`,
      headers: bearer(token),
      ...(method === 'POST' && { payload: { body } }),
    });

  beforeAll(async () => {
    await t.app.db.deleteFrom('messages').execute();
    certificate = await submitCertificateApplication(t);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: await withIdentity(t.app.db, {
        matric_number: 'FUTD/11/0002',
        email_address: 'transcript@example.com',
        copies: [
          {
            purpose: 'Employment',
            type: 'official',
            format: 'soft_copy',
            recipient_email: 'a@b.co',
          },
        ],
      }),
    });
    transcript = submitted.json().data;
  });

  it('lets the applicant write with the reference and email, in any case', async () => {
    const posted = await applicant(
      'POST',
      certificate.tracking_id.toLowerCase(),
      'CERT@example.com',
      'Has it been posted?',
    );
    expect(posted.statusCode).toBe(200);
    const thread = ZMessagesResponse.parse(
      (await applicant('GET', certificate.tracking_id)).json(),
    );
    expect(thread.kind).toBe('certificate_application');
    expect(thread.data.map((m) => [m.sender, m.body])).toEqual([
      ['applicant', 'Has it been posted?'],
    ]);
    const row = await t.app.db
      .selectFrom('messages')
      .select('application_id')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ application_id: certificate.id });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['entity_type', 'entity_id'])
      .where('action', '=', 'message.applicant_posted')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({
      entity_type: 'certificate_application',
      entity_id: String(certificate.id),
    });
    // A wrong email is the same 404 as an unknown reference.
    expect((await applicant('GET', certificate.tracking_id, 'other@example.com')).statusCode).toBe(
      404,
    );
    expect(
      (await applicant('POST', certificate.tracking_id, 'other@example.com', 'x')).statusCode,
    ).toBe(404);
  });

  it('shows staff the thread (marking it read) and emails their reply to the applicant', async () => {
    const read = ZStaffMessagesResponse.parse((await staff('GET', certificate.id)).json()).data;
    expect(read).toHaveLength(1);
    const stored = await t.app.db
      .selectFrom('messages')
      .select('read_at')
      .where('application_id', '=', certificate.id)
      .executeTakeFirstOrThrow();
    expect(stored.read_at).not.toBeNull();

    const reply = await staff('POST', certificate.id, 'Yes, by DHL today.');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      message: 'Reply sent',
      data: { sender: 'staff', staff_name: testStaff.officer.name, body: 'Yes, by DHL today.' },
    });
    const mail = await t.app.db
      .selectFrom('outbox')
      .select(['recipient', 'template', 'entity_type', 'entity_id'])
      .where('template', '=', 'staff_message')
      .executeTakeFirstOrThrow();
    expect(mail).toEqual({
      recipient: email,
      template: 'staff_message',
      entity_type: 'certificate_application',
      entity_id: String(certificate.id),
    });
    const seen = ZMessagesResponse.parse((await applicant('GET', certificate.tracking_id)).json());
    expect(seen.data.map((m) => m.sender)).toEqual(['applicant', 'staff']);
    // The transcript application's thread is another one.
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${String(transcript.id)}/messages`,
      headers: bearer(t.as.officer),
    });
    expect(other.json().data).toEqual([]);
  });

  it('lists both kinds in the inbox, unread first, found by reference or name', async () => {
    await applicant(
      'POST',
      transcript.tracking_id,
      'transcript@example.com',
      'Transcript question',
    );
    await applicant('POST', certificate.tracking_id, email, 'One more thing');
    const inbox = ZListMessageThreadsResponse.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/messages/threads',
          headers: bearer(t.as.officer),
        })
      ).json(),
    ).data;
    expect(inbox.unread_threads).toBe(2);
    expect(inbox.data.map((row) => [row.kind, row.application_id, row.unread_count])).toEqual([
      ['certificate_application', certificate.id, 1],
      ['application', transcript.id, 1],
    ]);
    expect(inbox.data[0]).toMatchObject({
      message_count: 3,
      enums: { status: 'Pending payment' },
      last_message: { sender: 'applicant', excerpt: 'One more thing' },
    });
    const byReference = await t.app.inject({
      method: 'GET',
      url: `/api/messages/threads?search=${certificate.tracking_id.slice(0, 6)}`,
      headers: bearer(t.as.officer),
    });
    expect(byReference.json().data.data.map((row: { kind: string }) => row.kind)).toEqual([
      'certificate_application',
    ]);
  });

  it('404 for an unknown certificate application; registry staff only', async () => {
    expect((await staff('GET', 999999)).statusCode).toBe(404);
    expect((await staff('POST', 999999, 'Hello')).json().message).toBe(
      'Certificate application not found.',
    );
    expect((await staff('GET', certificate.id, undefined, t.as.bursary)).statusCode).toBe(403);
    expect((await staff('POST', certificate.id, '   ')).statusCode).toBe(422);
  });

  it('migration 0012 goes down (dropping certificate threads) and up again', async () => {
    await redoUnderOneRequestModel(t.app.db, messagesMigration);
    const left = await t.app.db.selectFrom('messages').select('application_id').execute();
    expect(left.every((row) => row.application_id === transcript.id)).toBe(true);
    // The round trip through the old tables gives certificate requests new ids.
    const { id } = await t.app.db
      .selectFrom('applications')
      .select('id')
      .where('tracking_id', '=', certificate.tracking_id.replace(/-/g, ''))
      .executeTakeFirstOrThrow();
    expect((await staff('POST', id, 'After the round trip')).statusCode).toBe(200);
  });
});
