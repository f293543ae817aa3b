import { markApplicationPaid } from '../../src/modules/applications/service';
import { PUBLIC_URL } from '../mail-app';
import { bearer } from './app';
import { withIdentity } from './identity';
import type { SmtpCapture } from './smtp-capture';
import type { StaffApp } from './staff-app';
import { graduateByMatric } from './rows';

/**
 * A staff app's soft-copy steps, as staff and an applicant take them: upload a graduate's
 * transcript, submit and pay a soft-copy application and move it to processing, send it, and
 * read the download link of the newest "document ready" email.
 */
export function softCopySteps(t: StaffApp<never>, smtp: Pick<SmtpCapture, 'messages' | 'waitFor'>) {
  const graduateId = async (matric: string) => (await graduateByMatric(t.app.db, matric)).id;
  const upload = async (matric: string, content: Buffer, title = 'Official transcript') => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/graduates/${String(await graduateId(matric))}/copies?title=${encodeURIComponent(title)}&file_name=transcript.pdf`,
      headers: { ...bearer(t.as.admin), 'content-type': 'application/pdf' },
      payload: content,
    });
    expect(response.statusCode).toBe(200);
  };
  const processingSoftApplication = async (matric: string, ...recipients: string[]) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: await withIdentity(t.app.db, {
        matric_number: matric,
        email_address: 'applicant@example.test',
        copies: recipients.map((recipient) => ({
          purpose: 'Further Studies',
          type: 'undergraduate',
          format: 'soft_copy',
          recipient_email: recipient,
        })),
      }),
    });
    const { id } = response.json().data as { id: number };
    await t.app.db.transaction().execute((trx) => markApplicationPaid(trx, id, `PAY-${id}`));
    expect(
      (await t.call('PATCH', `/applications/${id}/status`, { status: 'processing' })).statusCode,
    ).toBe(200);
    await t.app.outbox.runOnce();
    return id;
  };
  const send = (id: number) => t.call('PATCH', `/applications/${id}/status`, { status: 'sent' });
  const linkIn = (text: string) => {
    const match = new RegExp(`${PUBLIC_URL}/documents/([A-Za-z0-9_-]+)`).exec(text);
    if (!match) throw new Error(`no link in: ${text}`);
    return match[1]!;
  };
  /** The link of the newest "document ready" email (the outbox is run first). */
  const newestLink = async () => {
    const before = smtp.messages.length;
    const { sent } = await t.app.outbox.runOnce();
    const received = await smtp.waitFor(before + sent);
    const ready = received.filter((m) => m.subject?.startsWith('Your document is ready')).at(-1);
    return linkIn(ready!.text!);
  };
  return { graduateId, upload, processingSoftApplication, send, linkIn, newestLink };
}
