import { createHash } from 'node:crypto';
import { ZVerifyDocumentResponse } from '@registrar/shared-api/contracts';
import { markApplicationPaid } from '../src/modules/applications/service';
import { bearer } from './support/app';
import { oneDatabaseTarget } from './support/databases';
import { withIdentity } from './support/identity';
import { transcriptPdf } from './support/pdf-fixtures';
import { readPdfQrCodes } from './support/pdf-qr';
import { PUBLIC_URL, staffAppWithMail } from './mail-app';
import { softCopyApplication } from './support/payments-fixtures';
import { graduateByMatric } from './support/rows';

/**
 * The QR code of every issued PDF, read from the rendered pixels as a phone would, leads to the
 * public verification of that very document: the certificate's page, and every page of a
 * stamped transcript as downloaded from its emailed link.
 */
describe.each(oneDatabaseTarget())('QR codes of issued PDFs on $name', (target) => {
  const { t, smtp } = staffAppWithMail(target);

  const api = t.call;
  const graduate = (matric: string) => graduateByMatric(t.app.db, matric);
  const nameOf = (g: { first_name: string; other_names: string | null; surname: string }) =>
    [g.first_name, g.other_names, g.surname].filter(Boolean).join(' ');
  /** Follows a decoded URL the way the verification page does: its last segment is the code. */
  const verifyUrl = async (url: string) => {
    expect(url.startsWith(`${PUBLIC_URL}/verify/`)).toBe(true);
    const code = decodeURIComponent(new URL(url).pathname.split('/').pop()!);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/verify/${encodeURIComponent(code)}`,
      remoteAddress: '198.51.100.21',
    });
    expect(response.statusCode).toBe(200);
    return ZVerifyDocumentResponse.parse(response.json()).data;
  };

  it("a certificate's QR code is its verification URL, which names the graduate", async () => {
    const holder = await graduate('FUTD/10/0001');
    const issued = await api('POST', `/graduates/${holder.id}/certificates`, { template_id: 1 });
    expect(issued.statusCode).toBe(200);
    const certificate = issued.json().data as { id: number; verification_code: string };
    const pdf = (await api('GET', `/graduate-certificates/${certificate.id}/pdf`)).rawPayload;

    const [url, ...others] = await readPdfQrCodes(pdf, 2);
    expect(others).toEqual([]);
    expect(url).toBe(`${PUBLIC_URL}/verify/${certificate.verification_code}`);
    expect(await verifyUrl(url!)).toMatchObject({
      status: 'valid',
      kind: 'certificate',
      code: certificate.verification_code,
      holder_name: nameOf(holder),
    });
  });

  it("every page of a downloaded transcript carries a QR code of that document's verification URL", async () => {
    const matric = 'FUTD/11/0002';
    const holder = await graduate(matric);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/graduates/${holder.id}/copies?title=Official%20transcript&file_name=transcript.pdf`,
      headers: { ...bearer(t.as.admin), 'content-type': 'application/pdf' },
      // A portrait page, a page turned by its /Rotate, and a landscape page.
      payload: await transcriptPdf([{}, { rotate: 90 }, { size: [841.89, 595.28] }]),
    });
    expect(upload.statusCode).toBe(200);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: await withIdentity(
        t.app.db,
        softCopyApplication('qr.applicant@example.test', matric),
      ),
    });
    const { id } = submitted.json().data as { id: number };
    await t.app.db.transaction().execute((trx) => markApplicationPaid(trx, id, `PAY-QR-${id}`));
    for (const status of ['processing', 'sent'])
      expect((await api('PATCH', `/applications/${id}/status`, { status })).statusCode).toBe(200);

    // The recipient's link, from the email as received.
    const before = smtp.messages.length;
    const { sent } = await t.app.outbox.runOnce();
    const ready = (await smtp.waitFor(before + sent))
      .slice(before)
      .find((m) => m.subject?.startsWith('Your document is ready'));
    const token = new RegExp(`${PUBLIC_URL}/documents/([A-Za-z0-9_-]+)`).exec(ready!.text!)![1]!;
    const download = await t.app.inject({ method: 'GET', url: `/api/documents/${token}` });
    expect(download.statusCode).toBe(200);

    const { verification_code: code } = await t.app.db
      .selectFrom('document_links as l')
      .innerJoin('issued_documents as d', 'd.id', 'l.issued_document_id')
      .select('d.verification_code')
      .where('l.token_hash', '=', createHash('sha256').update(token).digest('hex'))
      .executeTakeFirstOrThrow();
    const expected = `${PUBLIC_URL}/verify/${code}`;
    expect(await readPdfQrCodes(download.rawPayload)).toEqual([expected, expected, expected]);
    expect(await verifyUrl(expected)).toMatchObject({
      status: 'valid',
      kind: 'transcript',
      code,
      holder_name: nameOf(holder),
    });
  });
});
