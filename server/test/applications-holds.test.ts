import {
  HOLD_REASON_REQUIRED,
  ZGetApplicationResponse,
  ZGetCertificateApplicationResponse,
  ZTrackCertificateApplicationResponse,
  ZListHoldReasonsResponse,
  ZTrackApplicationResponse,
} from '@registrar/shared-api/contracts';
import { addStaffAndSignIn, bearer, startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';
import { testStaff } from './support/staff-app';
import { withIdentity } from './support/identity';
import { submitCertificateApplication } from './support/payments-fixtures';
import { auditEntries, setRequestStatus } from './support/rows';

const MATRIC = 'FUTD/10/0001';
const EMAIL = 'held.applicant@example.com';

/**
 * A request on hold tells its applicant why and what to do: staff must give a reason from the
 * registry's list; the applicant reads it (with their email) on the track page and in the
 * status email; the reference alone does not tell it; resuming releases the hold, and the
 * timeline keeps why it was held.
 */
describe.each(databaseTargets())('holds on $name', (target) => {
  let t: TestApp;
  let officer: string;
  let bursary: string;

  const submit = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: await withIdentity(t.app.db, {
        matric_number: MATRIC,
        email_address: EMAIL,
        copies: [
          {
            purpose: 'Further Studies',
            type: 'undergraduate',
            format: 'soft_copy',
            recipient_email: 'admissions@uni.example',
          },
        ],
      }),
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { id: number; tracking_id: string };
    await setRequestStatus(t.app.db, data.id, 'processing');
    return data;
  };
  const move = (id: number, payload: object, token = officer) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/applications/${String(id)}/status`,
      headers: bearer(token),
      payload,
    });
  const track = async (trackingId: string, email?: string) =>
    ZTrackApplicationResponse.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/applications/track/${trackingId}${email ? `?email=${email}` : ''}`,
        })
      ).json(),
    ).data;
  const reasons = async (token = officer) =>
    ZListHoldReasonsResponse.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/hold-reasons', headers: bearer(token) })
      ).json(),
    ).data;

  /** What the newest email of `template` to `email` was written from. */
  const lastMailPayload = async (template: string, email: string) =>
    (
      await t.app.db
        .selectFrom('outbox')
        .select('payload')
        .where('template', '=', template)
        .where('recipient', '=', email)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).payload;

  beforeAll(async () => {
    t = await startTestApp(target);
    officer = await addStaffAndSignIn(t, testStaff.officer);
    bursary = await addStaffAndSignIn(t, testStaff.bursary);
  });
  afterAll(() => t.close());

  it('refuses a hold without a reason, or with one no longer offered', async () => {
    const { id } = await submit();
    const none = await move(id, { status: 'on_hold' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toMatchObject({ hold_reason_id: [HOLD_REASON_REQUIRED] });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/hold-reasons',
      headers: bearer(officer),
      payload: {
        name: 'Withdrawn reason',
        instructions: 'No longer used by the registry.',
        applicant_action: 'none',
        is_active: false,
      },
    });
    expect(created.statusCode).toBe(200);
    const inactive = await move(id, {
      status: 'on_hold',
      hold_reason_id: (created.json().data as { id: number }).id,
    });
    expect(inactive.statusCode).toBe(422);
    // The bursary reads the list but does not keep it.
    expect((await reasons(bursary)).length).toBeGreaterThan(0);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/hold-reasons',
      headers: bearer(bursary),
      payload: { name: 'Not mine', instructions: 'Nope.', applicant_action: 'none' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('tells the applicant why and what to do, by page and email, until staff resume', async () => {
    const { id, tracking_id: trackingId } = await submit();
    const fees = (await reasons()).find((reason) => reason.name === 'Fees owed to the institution');
    expect(fees).toMatchObject({ applicant_action: 'reply', is_active: true });

    const held = await move(id, {
      status: 'on_hold',
      hold_reason_id: fees?.id,
      note: 'The bursary lists 2019/2020 fees.',
    });
    expect(held.statusCode).toBe(200);
    const detail = ZGetApplicationResponse.parse(held.json()).data;
    expect(detail.hold).toMatchObject({
      reason: fees?.name,
      instructions: fees?.instructions,
      applicant_action: 'reply',
    });

    // With their email the applicant reads it; the reference alone says only "On hold".
    expect((await track(trackingId, EMAIL)).hold).toMatchObject({ reason: fees?.name });
    const redacted = await track(trackingId);
    expect(redacted.status).toBe('on_hold');
    expect(redacted.hold).toBeNull();
    expect(JSON.stringify(redacted)).not.toContain('Fees owed');

    // The email says why, what to do, and where to reply.
    expect(await lastMailPayload('application_status', EMAIL)).toMatchObject({
      status: 'on_hold',
      hold: { reason: fees?.name, instructions: fees?.instructions, applicant_action: 'reply' },
    });
    const [audit] = await auditEntries(t.app.db, 'application.status_changed', id);
    expect(audit?.details).toMatchObject({ hold_reason: fees?.name });

    // Staff edit the reason's wording later: what the applicant was told stays as it was.
    await t.app.inject({
      method: 'PUT',
      url: `/api/hold-reasons/${String(fees?.id)}`,
      headers: bearer(officer),
      payload: { ...fees, instructions: 'New instructions for later holds.' },
    });
    expect((await track(trackingId, EMAIL)).hold?.instructions).toBe(fees?.instructions);
    // A reason a request is held for is not deleted.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/hold-reasons/${String(fees?.id)}`,
      headers: bearer(officer),
    });
    expect(deleted.statusCode).toBe(409);

    const resumed = await move(id, { status: 'processing' });
    expect(resumed.statusCode).toBe(200);
    const after = await track(trackingId, EMAIL);
    expect(after.hold).toBeNull();
    expect(after.history.find((step) => step.status === 'on_hold')?.note).toBe(
      'On hold: Fees owed to the institution. The bursary lists 2019/2020 fees.',
    );
  });

  it('holds a certificate or attestation the same way: a reason, told to its applicant alone', async () => {
    const certificateEmail = 'held.certificate@example.com';
    const { id, tracking_id: trackingId } = await submitCertificateApplication(t, {
      email_address: certificateEmail,
    });
    await setRequestStatus(t.app.db, id, 'processing');
    const moveCertificate = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/certificate-applications/${String(id)}/status`,
        headers: bearer(officer),
        payload,
      });
    const trackCertificate = async (email?: string) =>
      ZTrackCertificateApplicationResponse.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/certificate-applications/track/${trackingId}${email ? `?email=${email}` : ''}`,
          })
        ).json(),
      ).data;

    const bare = await moveCertificate({ status: 'on_hold' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors).toEqual({ hold_reason_id: [HOLD_REASON_REQUIRED] });

    const name = (await reasons()).find((reason) => reason.name.startsWith('Name does not match'));
    const held = await moveCertificate({ status: 'on_hold', hold_reason_id: name?.id });
    expect(held.statusCode).toBe(200);
    expect(ZGetCertificateApplicationResponse.parse(held.json()).data.hold).toMatchObject({
      reason: name?.name,
      applicant_action: 'reply',
    });
    expect((await trackCertificate(certificateEmail)).hold).toMatchObject({
      reason: name?.name,
      instructions: name?.instructions,
    });
    const redacted = await trackCertificate();
    expect(redacted.status).toBe('on_hold');
    expect(redacted.hold).toBeNull();
    expect(JSON.stringify(redacted)).not.toContain('does not match');

    expect(await lastMailPayload('certificate_application_status', certificateEmail)).toMatchObject(
      {
        status: 'on_hold',
        hold: { reason: name?.name, applicant_action: 'reply' },
      },
    );
    const [audit] = await auditEntries(t.app.db, 'certificate_application.status_changed', id);
    expect(audit?.details).toMatchObject({ hold_reason: name?.name });

    expect((await moveCertificate({ status: 'processing' })).statusCode).toBe(200);
    const after = await trackCertificate(certificateEmail);
    expect(after.hold).toBeNull();
    expect(after.history.find((step) => step.status === 'on_hold')?.note).toBe(
      `On hold: ${String(name?.name)}`,
    );
  });
});
