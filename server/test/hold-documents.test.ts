import {
  MESSAGE_ATTACHMENT_LIMIT,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENT_NOT_ASKED,
  MESSAGE_ATTACHMENTS_PER_APPLICATION,
  ZListHoldReasonsResponse,
  ZMessagesResponse,
  ZStaffMessagesResponse,
  ZTrackApplicationResponse,
  type THoldReason,
} from '@registrar/shared-api/contracts';
import { loadBranding } from '../src/modules/mail/branding';
import { toText } from '../src/modules/mail/layout';
import { templates as mailTemplates } from '../src/modules/mail/templates';
import { databaseTargets } from './support/databases';
import { submitApplication } from './support/payments-fixtures';
import { auditEntries, setRequestStatus } from './support/rows';
import { staffApp } from './support/staff-app';

/** A small but real PDF (what a phone's scanner app makes, in miniature). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d494844520000000100000001080600000000', 'hex'),
]);

/**
 * A hold that asks for a document is answered from the track page: the applicant, proven by
 * the reference and their email, attaches the file to a message; staff who read the threads
 * download exactly what was sent. Nobody else can attach to the thread or read the file, and a
 * file that is not what it says, too large, or one too many is refused.
 */
describe.each(databaseTargets())('documents a hold asks for on $name', (target) => {
  const t = staffApp(target, ['officer', 'bursary']);

  const reasonAsking = async (): Promise<THoldReason> => {
    const reasons = ZListHoldReasonsResponse.parse((await t.call('GET', '/hold-reasons')).json());
    return reasons.data.find((reason) => reason.applicant_action === 'upload')!;
  };
  /** Staff put the application on hold for a missing document (from processing). */
  const holdForDocument = async (id: number) => {
    await setRequestStatus(t.app.db, id, 'processing');
    const held = await t.call(
      'PATCH',
      `/applications/${String(id)}/status`,
      { status: 'on_hold', hold_reason_id: (await reasonAsking()).id },
      t.as.officer,
    );
    expect(held.statusCode).toBe(200);
  };
  const heldForDocument = async (email: string) => {
    const application = await submitApplication(t, email);
    await holdForDocument(application.id);
    return application;
  };
  const send = (trackingId: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/applications/track/${trackingId}/messages`,
      payload,
    });
  const pdfUpload = (name = 'affidavit.pdf', bytes = PDF) => ({
    file_name: name,
    content_type: 'application/pdf',
    content_base64: bytes.toString('base64'),
  });
  const attachmentRows = async (applicationId: number) =>
    t.app.db
      .selectFrom('message_attachments as f')
      .innerJoin('messages as m', 'm.id', 'f.message_id')
      .where('m.application_id', '=', applicationId)
      .select(['f.id', 'f.file_name'])
      .execute();

  it('tells the applicant to upload, takes the file from the thread, and staff download those bytes', async () => {
    const email = 'needs.affidavit@example.com';
    const application = await heldForDocument(email);
    const reason = await reasonAsking();
    expect(reason).toMatchObject({ name: 'Document missing', cancel_after_days: 30 });

    // The track page and the email say what to do and where.
    const tracked = ZTrackApplicationResponse.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/applications/track/${application.tracking_id}?email=${email}`,
        })
      ).json(),
    ).data;
    expect(tracked.hold).toMatchObject({ reason: reason.name, applicant_action: 'upload' });
    const mail = await t.app.db
      .selectFrom('outbox')
      .select('payload')
      .where('recipient', '=', email)
      .where('template', '=', 'application_status')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const branding = await loadBranding(t.app.db, 'https://registry.futd.test');
    const composed = mailTemplates.application_status.compose(
      mail.payload as Parameters<typeof mailTemplates.application_status.compose>[0],
      branding,
    );
    const text = toText(composed.greeting, composed.blocks, branding);
    expect(text).toContain('Upload the document');
    expect(text).toContain(`https://registry.futd.test/track/${application.tracking_id}/messages`);

    // The applicant sends the file, without words; the thread shows it on both sides.
    const sent = await send(application.tracking_id, {
      email: email.toUpperCase(),
      body: '',
      attachment: pdfUpload('../../My Affidavit.PDF'),
    });
    expect(sent.statusCode).toBe(200);
    const message = ZMessagesResponse.shape.data.element.parse(sent.json().data);
    expect(message.attachment).toMatchObject({
      file_name: 'My Affidavit.pdf',
      content_type: 'application/pdf',
      size_bytes: PDF.length,
    });
    const mine = ZMessagesResponse.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/applications/track/${application.tracking_id}/messages?email=${email}`,
        })
      ).json(),
    ).data;
    expect(mine.at(-1)?.attachment?.file_name).toBe('My Affidavit.pdf');

    const staffThread = ZStaffMessagesResponse.parse(
      (
        await t.call(
          'GET',
          `/applications/${String(application.id)}/messages`,
          undefined,
          t.as.officer,
        )
      ).json(),
    ).data;
    const attachment = staffThread.at(-1)?.attachment;
    expect(attachment?.id).toBeGreaterThan(0);
    const download = await t.call(
      'GET',
      `/messages/attachments/${String(attachment?.id)}`,
      undefined,
      t.as.officer,
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="My Affidavit.pdf"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    // Who read which file is kept: these are identity documents.
    const [read] = await auditEntries(t.app.db, 'message.attachment_downloaded', application.id);
    expect(read).toMatchObject({
      entity_type: 'application',
      details: { attachment_id: attachment?.id, file_name: 'My Affidavit.pdf' },
    });

    // The audit says what came in, by name, size and hash, without the bytes.
    const [audit] = await auditEntries(t.app.db, 'message.applicant_posted', application.id);
    expect(audit?.details).toMatchObject({
      attachment: { file_name: 'My Affidavit.pdf', size_bytes: PDF.length },
    });
    expect(JSON.stringify(audit?.details)).not.toContain(PDF.toString('base64'));
  });

  it('lets nobody but the applicant attach, and nobody but the registry read', async () => {
    const application = await heldForDocument('owner.of.thread@example.com');
    const stranger = await send(application.tracking_id, {
      email: 'stranger@example.com',
      body: 'here is my file',
      attachment: pdfUpload(),
    });
    expect(stranger.statusCode).toBe(404);
    expect(await attachmentRows(application.id)).toHaveLength(0);

    const sent = await send(application.tracking_id, {
      email: 'owner.of.thread@example.com',
      body: 'The affidavit.',
      attachment: pdfUpload(),
    });
    expect(sent.statusCode).toBe(200);
    const [row] = await attachmentRows(application.id);
    const url = `/api/messages/attachments/${String(row?.id)}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await t.call('GET', `/messages/attachments/${String(row?.id)}`, undefined, t.as.bursary))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call('GET', '/messages/attachments/999999', undefined, t.as.officer)).statusCode,
    ).toBe(404);
  });

  it('takes a file only while the request waits for the applicant, one upload at a time', async () => {
    const email = 'not.asked@example.com';
    const application = await submitApplication(t, email);
    // Unpaid, never held: nobody may store files on it.
    const unasked = await send(application.tracking_id, {
      email,
      body: 'my certificate',
      attachment: pdfUpload(),
    });
    expect(unasked.statusCode).toBe(422);
    expect(unasked.json().errors).toEqual({ attachment: [MESSAGE_ATTACHMENT_NOT_ASKED] });
    // Words alone always go.
    expect((await send(application.tracking_id, { email, body: 'Any news?' })).statusCode).toBe(
      200,
    );

    // Held for a document: many uploads at once still stop at the cap.
    await holdForDocument(application.id);
    const burst = await Promise.all(
      Array.from({ length: MESSAGE_ATTACHMENTS_PER_APPLICATION + 5 }, () =>
        send(application.tracking_id, { email, body: '', attachment: pdfUpload() }),
      ),
    );
    expect(burst.filter((answer) => answer.statusCode === 200)).toHaveLength(
      MESSAGE_ATTACHMENTS_PER_APPLICATION,
    );
    expect(await attachmentRows(application.id)).toHaveLength(MESSAGE_ATTACHMENTS_PER_APPLICATION);

    // Resumed: no longer waiting for a document.
    await t.call(
      'PATCH',
      `/applications/${String(application.id)}/status`,
      { status: 'processing' },
      t.as.officer,
    );
    const late = await send(application.tracking_id, {
      email,
      body: '',
      attachment: pdfUpload(),
    });
    expect(late.json().errors).toEqual({ attachment: [MESSAGE_ATTACHMENT_NOT_ASKED] });
  });

  it('refuses a file that is not what it says, too large, or one too many', async () => {
    const email = 'careless.uploader@example.com';
    const application = await heldForDocument(email);
    const refusal = async (attachment: object) => {
      const response = await send(application.tracking_id, { email, body: 'see file', attachment });
      return { status: response.statusCode, body: response.json() };
    };

    // A web page named .pdf, a PDF declared a PNG, a Word file.
    const page = Buffer.from('<html><script>alert(1)</script></html>');
    expect(await refusal(pdfUpload('cv.pdf', page))).toMatchObject({
      status: 422,
      body: { errors: { attachment: ['Attach a PDF, JPEG or PNG file'] } },
    });
    expect(await refusal({ ...pdfUpload('scan.png'), content_type: 'image/png' })).toMatchObject({
      status: 422,
      body: { errors: { attachment: [expect.any(String)] } },
    });
    expect(
      await refusal({ ...pdfUpload('letter.docx'), content_type: 'application/msword' }),
    ).toMatchObject({ status: 422 });
    // Over the size allowed: refused, by the field check or the body limit.
    const large = await refusal(
      pdfUpload('big.pdf', Buffer.concat([PDF, Buffer.alloc(MESSAGE_ATTACHMENT_MAX_BYTES)])),
    );
    expect([413, 422]).toContain(large.status);
    expect(large.body.message ?? '').not.toMatch(/error occurred/i);
    expect(await attachmentRows(application.id)).toHaveLength(0);

    // A real PNG is taken, under its real extension.
    const photo = await send(application.tracking_id, {
      email,
      body: '',
      attachment: {
        file_name: 'photo',
        content_type: 'image/png',
        content_base64: PNG.toString('base64'),
      },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.json().data.attachment.file_name).toBe('photo.png');

    for (let n = 1; n < MESSAGE_ATTACHMENTS_PER_APPLICATION; n += 1)
      expect(
        (await send(application.tracking_id, { email, body: '', attachment: pdfUpload() }))
          .statusCode,
      ).toBe(200);
    expect(await refusal(pdfUpload())).toMatchObject({
      status: 422,
      body: { errors: { attachment: [MESSAGE_ATTACHMENT_LIMIT] } },
    });
    // Words alone still go through.
    expect(
      (await send(application.tracking_id, { email, body: 'Anything else?' })).statusCode,
    ).toBe(200);
    // Neither words nor a file: nothing to send.
    expect((await send(application.tracking_id, { email, body: '  ' })).json()).toMatchObject({
      errors: { body: ['This field is required'] },
    });
  });
});
