import {
  ZGetApplicationResponse,
  ZTrackApplicationResponse,
} from '@registrar/shared-api/contracts';
import type { Kysely } from 'kysely';
import * as receiverConfirmation from '../migrations/0028_receiver_confirmation';
import { addStaffAndSignIn, bearer, signIn, startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';
import { testStaff } from './support/staff-app';
import { identityTokenFor, withConsent } from './support/identity';
import { transcriptPdf } from './support/pdf-fixtures';
import { auditEntries, graduateByMatric, setRequestStatus } from './support/rows';

const MATRIC = 'FUTD/10/0001';

/**
 * An official transcript to a receiver the applicant typed in leaves the registry only once staff
 * have confirmed that receiver; one chosen from the recipient directory, or a student copy, goes
 * without it.
 */
describe.each(databaseTargets())('unlisted receivers on $name', (target) => {
  let t: TestApp;
  let identityToken: string;
  let officer: string;
  let bursary: string;
  let scholaro: number;

  const submit = async (copies: Record<string, unknown>[]) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: await withConsent(t.app.db, {
        matric_number: MATRIC,
        identity_token: identityToken,
        email_address: 'applicant@example.com',
        copies: copies.map((copy) => ({ purpose: 'Further Studies', ...copy })),
      }),
    });
    expect(response.statusCode).toBe(200);
    const { id, tracking_id: trackingId } = response.json().data as {
      id: number;
      tracking_id: string;
    };
    await setRequestStatus(t.app.db, id, 'processing');
    const copyIds = (
      await t.app.db
        .selectFrom('application_copies')
        .select('id')
        .where('application_id', '=', id)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
    return { id, trackingId, copyIds };
  };
  const send = (id: number, token = officer) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/applications/${String(id)}/status`,
      headers: bearer(token),
      payload: { status: 'sent' },
    });
  const confirm = (id: number, copyId: number, token = officer, note?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/applications/${String(id)}/copies/${String(copyId)}/receiver-confirmation`,
      headers: bearer(token),
      payload: note ? { note } : {},
    });

  beforeAll(async () => {
    t = await startTestApp(target);
    identityToken = await identityTokenFor(t.app.db, MATRIC);
    officer = await addStaffAndSignIn(t, testStaff.officer);
    bursary = await addStaffAndSignIn(t, testStaff.bursary);
    const admin = await signIn(t.app, t.admin);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/recipients',
      headers: bearer(admin),
      payload: {
        name: 'Scholaro Evaluations',
        kind: 'evaluator',
        email: 'transcripts@scholaro.example',
        abroad: true,
        accepts_soft_copy: true,
        accepts_hard_copy: false,
        reference_required: false,
      },
    });
    expect(created.statusCode).toBe(200);
    scholaro = (created.json().data as { id: number }).id;
    // Sending emails a link to the graduate's transcript: the registry has uploaded one.
    const graduate = await graduateByMatric(t.app.db, MATRIC);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/graduates/${String(graduate.id)}/copies?title=Transcript&file_name=transcript.pdf`,
      headers: { ...bearer(admin), 'content-type': 'application/pdf' },
      payload: await transcriptPdf(),
    });
    expect(uploaded.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('holds an official copy to a typed-in receiver until staff confirm it, then sends it', async () => {
    const { id, trackingId, copyIds } = await submit([
      { type: 'official', format: 'soft_copy', recipient_email: 'admissions@unknown.example' },
    ]);
    const refused = await send(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Copy 1 goes to admissions@unknown.example, which is not in the recipient directory: confirm the receiver before sending.',
    );

    // The applicant sees that the registry is checking the receiver.
    const tracked = await t.app.inject({
      method: 'GET',
      url: `/api/applications/track/${trackingId}`,
    });
    expect(ZTrackApplicationResponse.parse(tracked.json()).data.copies[0]).toMatchObject({
      recipient_id: null,
      receiver_confirmed_at: null,
    });

    // Only the staff who move requests confirm, and only a copy of this application.
    expect((await confirm(id, copyIds[0]!, bursary)).statusCode).toBe(403);
    const other = await submit([
      { type: 'official', format: 'soft_copy', recipient_email: 'x@elsewhere.example' },
    ]);
    expect((await confirm(id, other.copyIds[0]!)).statusCode).toBe(404);

    const confirmed = await confirm(id, copyIds[0]!, officer, 'Phoned the admissions office');
    expect(confirmed.statusCode).toBe(200);
    const detail = ZGetApplicationResponse.parse(confirmed.json()).data;
    expect(detail.copies[0]?.receiver_confirmed_at).toEqual(expect.any(String));
    // The applicant reads when their receiver was checked; the reference alone does not tell it.
    const trackedAs = async (query: string) =>
      ZTrackApplicationResponse.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/applications/track/${trackingId}${query}`,
          })
        ).json(),
      ).data.copies[0]?.receiver_confirmed_at;
    expect(await trackedAs('')).toBeNull();
    expect(await trackedAs('?email=applicant@example.com')).toBe(
      detail.copies[0]?.receiver_confirmed_at,
    );
    // Confirming again changes nothing and records nothing more.
    expect((await confirm(id, copyIds[0]!)).statusCode).toBe(200);
    const audit = await auditEntries(t.app.db, 'application.receiver_confirmed', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({
      copy: 1,
      receiver: { email: 'admissions@unknown.example' },
      note: 'Phoned the admissions office',
    });

    expect((await send(id)).statusCode).toBe(200);
  });

  it('names the first copy still waiting, also for a bulk move', async () => {
    const { id, copyIds } = await submit([
      { type: 'official', format: 'soft_copy', recipient_id: scholaro },
      { type: 'official', format: 'soft_copy', recipient_email: 'hr@acme.example' },
    ]);
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/applications/bulk-status',
      headers: bearer(officer),
      payload: { ids: [id], status: 'sent' },
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().data.results[0]).toMatchObject({
      ok: false,
      message:
        'Copy 2 goes to hr@acme.example, which is not in the recipient directory: confirm the receiver before sending.',
    });
    // The directory's receiver has nothing to confirm.
    const listed = await confirm(id, copyIds[0]!);
    expect(listed.statusCode).toBe(409);
    expect(listed.json().message).toMatch(/receiver of the directory/);
    expect((await confirm(id, copyIds[1]!)).statusCode).toBe(200);
    expect((await send(id)).statusCode).toBe(200);
  });

  it('sends a directory receiver’s copy and a student copy without a confirmation', async () => {
    const { id, copyIds } = await submit([
      { type: 'official', format: 'soft_copy', recipient_id: scholaro },
      { type: 'student', format: 'soft_copy', recipient_email: 'me@example.com' },
    ]);
    const student = await confirm(id, copyIds[1]!);
    expect(student.statusCode).toBe(409);
    expect(student.json().message).toMatch(/student copy/);
    expect((await send(id)).statusCode).toBe(200);
  });

  it('counts copies already sent before the checks as confirmed, and holds those in progress', async () => {
    const copies = [
      { type: 'official', format: 'soft_copy', recipient_email: 'old@receiver.example' },
      { type: 'student', format: 'soft_copy', recipient_email: 'me@example.com' },
      { type: 'official', format: 'soft_copy', recipient_id: scholaro },
    ];
    const sent = await submit(copies);
    const inProgress = await submit(copies);
    await setRequestStatus(t.app.db, sent.id, 'sent');
    const untyped = t.app.db as unknown as Kysely<unknown>;
    await receiverConfirmation.down(untyped);
    await receiverConfirmation.up(untyped);
    const confirmedOf = (id: number) =>
      t.app.db
        .selectFrom('application_copies')
        .select(['created_at', 'receiver_confirmed_at', 'receiver_confirmed_by'])
        .where('application_id', '=', id)
        .orderBy('id')
        .execute();
    const before = await confirmedOf(sent.id);
    expect(before.map((copy) => copy.receiver_confirmed_at)).toEqual([
      before[0]?.created_at,
      null,
      null,
    ]);
    expect(before[0]?.receiver_confirmed_by).toBeNull();
    expect((await confirmedOf(inProgress.id)).map((copy) => copy.receiver_confirmed_at)).toEqual([
      null,
      null,
      null,
    ]);
    expect((await send(inProgress.id)).statusCode).toBe(409);
  });
});
