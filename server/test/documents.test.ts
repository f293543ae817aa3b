import { createHash } from 'node:crypto';
import {
  DOCUMENT_ALREADY_REVOKED,
  DOCUMENT_LINK_MESSAGES,
  ZListDocumentLinksResponse,
  ZResendDocumentLinkResponse,
  ZRevokeDocumentLinkResponse,
  ZVerifyDocumentResponse,
  ZVerifyPdfResponse,
} from '@registrar/shared-api/contracts';
import { NO_DOCUMENT_MESSAGE } from '../src/modules/documents/links';
import { databaseTargets } from './support/databases';
import { softCopySteps } from './support/soft-copies';
import { brokenPdf, encryptedPdf, transcriptPdf } from './support/pdf-fixtures';
import { flat, readPdf } from './support/pdf-text';
import { pdfsig } from './support/pdfsig';
import { DEVELOPMENT_SIGNER } from '../src/modules/signing/identity';
import { recipientsOf } from './support/smtp-capture';
import { PUBLIC_URL, staffAppWithMail } from './mail-app';
import { graduateByMatric } from './support/rows';

const grouped = (code: string) => code.replace(/(.{4})(?=.)/g, '$1-');

describe.each(databaseTargets())('soft copies by expiring link on $name', (target) => {
  const { t, smtp } = staffAppWithMail(target);
  let pdf: Buffer;
  beforeAll(async () => {
    // Three pages, one of them turned (as a landscape page of a scanned transcript often is).
    pdf = await transcriptPdf([{}, { rotate: 90 }, {}]);
  });

  const api = t.call;
  const { upload, processingSoftApplication, send, linkIn, newestLink } = softCopySteps(t, smtp);
  const download = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/documents/${token}` });
  const verify = (code: string) =>
    t.app.inject({ method: 'GET', url: `/api/verify/${code}`, remoteAddress: '198.51.100.9' });
  const links = async (id: number) =>
    ZListDocumentLinksResponse.parse(
      (await api('GET', `/applications/${id}/document-links`)).json(),
    ).data;
  const counts = async () => ({
    jobs: (await t.app.db.selectFrom('outbox').select('id').execute()).length,
    links: (await t.app.db.selectFrom('document_links').select('id').execute()).length,
    issued: (await t.app.db.selectFrom('issued_documents').select('id').execute()).length,
  });

  it('refuses to send soft copies before the transcript is uploaded, changing nothing', async () => {
    const id = await processingSoftApplication('FUTD/11/0002', 'office@uni.example');
    const before = await counts();
    const response = await send(id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(NO_DOCUMENT_MESSAGE);
    expect(await counts()).toEqual(before);
    expect(await t.app.db.selectFrom('document_links').select('id').execute()).toHaveLength(0);
  });

  it('refuses to send an upload it cannot stamp (password-protected or damaged), changing nothing', async () => {
    const id = await processingSoftApplication('FUTD/12/0003', 'office@uni.example');
    const before = await counts();
    await upload('FUTD/12/0003', await encryptedPdf(), 'Protected transcript');
    const protectedResponse = await send(id);
    expect(protectedResponse.statusCode).toBe(409);
    expect(protectedResponse.json()).toEqual({
      status: 'error',
      message:
        'The uploaded transcript "Protected transcript" cannot carry a verification code: it is password-protected. Upload an unprotected PDF of it (Graduation Copies), then send again.',
      error: 'unstampable_document',
    });
    expect(await counts()).toEqual(before);

    await upload('FUTD/12/0003', brokenPdf, 'Scan');
    const damaged = await send(id);
    expect(damaged.statusCode).toBe(409);
    expect(damaged.json().message).toMatch(/"Scan" cannot carry .*: it is damaged or not a PDF\./);
    expect(await counts()).toEqual(before);
    expect((await api('GET', `/applications/${id}`)).json().data.status).toBe('processing');

    // A readable upload: each soft copy gets its own document and code.
    await upload('FUTD/12/0003', pdf);
    expect((await send(id)).statusCode).toBe(200);
    const sent = await links(id);
    expect(sent).toHaveLength(1);
    const two = await processingSoftApplication('FUTD/12/0003', 'a@uni.example', 'b@uni.example');
    expect((await send(two)).statusCode).toBe(200);
    const codes = (await links(two)).map((link) => link.verification_code);
    expect(new Set([...codes, sent[0]!.verification_code]).size).toBe(3);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
  });

  it('emails one link when sent; the download is stamped on every page; limits and re-send', async () => {
    await upload('FUTD/10/0001', pdf);
    const id = await processingSoftApplication('FUTD/10/0001', 'admissions@uni.example');
    const before = smtp.messages.length;
    expect((await send(id)).statusCode).toBe(200);
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 2, retried: 0, failed: 0 });
    const received = (await smtp.waitFor(before + 2)).slice(before);
    const ready = received.find(
      (m) => m.subject === 'Your document is ready: Official transcript',
    )!;
    expect(recipientsOf(ready)).toEqual(['admissions@uni.example']);
    expect(ready.text).toContain('Downloads allowed: 5');
    // The expiry is in the registry's zone, named.
    expect(ready.text).toMatch(/Link expires: \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m WAT/);
    const token = linkIn(ready.text!);
    expect(received.find((m) => m !== ready)!.subject).toMatch(/: Sent$/);

    // Only the hash is stored; the archived copy and the job's payload do not hold the token.
    const [link] = await t.app.db
      .selectFrom('document_links')
      .selectAll()
      .where('application_id', '=', id)
      .execute();
    expect(link!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const job = await t.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('template', '=', 'document_ready')
      .where('recipient', '=', 'admissions@uni.example')
      .executeTakeFirstOrThrow();
    expect(Buffer.from(job.raw_message!).toString()).not.toContain(token);
    expect(JSON.stringify(job.payload)).not.toContain(token);

    const [listed] = await links(id);
    const code = listed!.verification_code;
    const url = `${PUBLIC_URL}/verify/${code}`;

    const first = await download(token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe('attachment; filename="transcript.pdf"');
    expect(first.headers['x-verification-url']).toBe(url);
    expect(first.rawPayload.equals(pdf)).toBe(false);
    const stamped = await readPdf(first.rawPayload);
    expect(stamped.pages).toBe(3);
    expect(stamped.pageTexts).toHaveLength(3);
    stamped.pageTexts.forEach((text, i) => {
      expect(flat(text)).toContain(`Transcript page ${String(i + 1)}`);
      expect(flat(text)).toContain(`Verification code: ${grouped(code)}`);
      expect(flat(text)).toContain(`Verify at ${url}`);
    });

    // The code printed on it verifies as this graduate's transcript.
    const graduate = await graduateByMatric(t.app.db, 'FUTD/10/0001');
    const checked = await verify(grouped(code).toLowerCase());
    expect(checked.statusCode).toBe(200);
    expect(ZVerifyDocumentResponse.parse(checked.json()).data).toEqual({
      status: 'valid',
      code,
      kind: 'transcript',
      title: 'Official transcript',
      holder_name: [graduate.first_name, graduate.other_names, graduate.surname]
        .filter(Boolean)
        .join(' '),
      degree: graduate.degree,
      class_of_degree: graduate.class_of_degree,
      programme: graduate.programme,
      graduation_year: graduate.graduation_year,
      purpose: 'Further Studies',
      transcript_type: 'undergraduate',
      issued_at: expect.any(String),
      revoked_at: null,
      institution: 'Federal University of Technology, Demo',
    });
    expect(checked.body).not.toContain('@');

    // Signed by the institution after the stamp: whole, unchanged, and by the configured key.
    const { signatures } = await pdfsig(first.rawPayload);
    expect(signatures).toEqual([
      expect.objectContaining({
        signerName: DEVELOPMENT_SIGNER,
        subFilter: 'ETSI.CAdES.detached',
        validation: 'Signature is Valid.',
        coversWholeFile: true,
      }),
    ]);

    // Uploaded to /verify by whoever received it, the file says what it was issued as.
    const byFile = await t.app.inject({
      method: 'POST',
      url: '/api/verify/pdf',
      headers: { 'content-type': 'application/pdf' },
      payload: first.rawPayload,
      remoteAddress: '198.51.100.77',
    });
    expect(ZVerifyPdfResponse.parse(byFile.json()).data).toMatchObject({
      outcome: 'valid',
      document: { kind: 'transcript', code, title: 'Official transcript' },
    });

    // Each download is the same document, signed when it is downloaded.
    const second = await download(token);
    expect(second.statusCode).toBe(200);
    expect((await readPdf(second.rawPayload)).pageTexts).toEqual(stamped.pageTexts);
    for (let i = 2; i < 5; i += 1) expect((await download(token)).statusCode).toBe(200);
    const usedUp = await download(token);
    expect(usedUp.statusCode).toBe(410);
    expect(usedUp.json().message).toBe(DOCUMENT_LINK_MESSAGES.used_up);
    expect((await download('x'.repeat(43))).statusCode).toBe(404);

    expect(await links(id)).toEqual([
      expect.objectContaining({
        recipient: 'admissions@uni.example',
        document_title: 'Official transcript',
        state: 'used_up',
        download_count: 5,
        max_downloads: 5,
        verification_code: code,
        document_revoked_at: null,
      }),
    ]);

    // Re-send of the same upload: a new link, the old one replaced, the same document and code.
    const copyId = listed!.copy_id;
    const resent = await api('POST', `/applications/${id}/document-links`, { copy_id: copyId });
    expect(resent.statusCode).toBe(200);
    const resentLink = ZResendDocumentLinkResponse.parse(resent.json()).data;
    expect(resentLink.state).toBe('active');
    expect(resentLink.verification_code).toBe(code);
    const fresh = await newestLink();
    expect(fresh).not.toBe(token);
    expect((await download(fresh)).statusCode).toBe(200);
    expect((await download(token)).json().message).toBe(DOCUMENT_LINK_MESSAGES.replaced);

    // A newer upload: the re-send issues a new document with a new code; the first still verifies.
    await upload('FUTD/10/0001', await transcriptPdf([{}]), 'Official transcript (corrected)');
    const newer = ZResendDocumentLinkResponse.parse(
      (await api('POST', `/applications/${id}/document-links`, { copy_id: copyId })).json(),
    ).data;
    expect(newer.verification_code).not.toBe(code);
    expect(newer.document_title).toBe('Official transcript (corrected)');
    const correctedToken = await newestLink();
    const corrected = await readPdf((await download(correctedToken)).rawPayload);
    expect(flat(corrected.text)).toContain(grouped(newer.verification_code));
    expect(ZVerifyDocumentResponse.parse((await verify(code)).json()).data.status).toBe('valid');

    await t.app.db
      .updateTable('document_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('application_id', '=', id)
      .execute();
    const expired = await download(correctedToken);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(DOCUMENT_LINK_MESSAGES.expired);
    const [newest] = await links(id);
    expect(newest!.state).toBe('expired');

    expect(
      (await api('POST', `/applications/${id}/document-links`, { copy_id: 999999 })).json().errors,
    ).toEqual({ copy_id: ['Please choose a soft copy of this application'] });
  });

  it('staff revoke a document: its links 410, verification says revoked; a re-send issues anew', async () => {
    await upload('FUTD/13/0004', pdf);
    const id = await processingSoftApplication('FUTD/13/0004', 'registrar@uni.example');
    expect((await send(id)).statusCode).toBe(200);
    const token = await newestLink();
    expect((await download(token)).statusCode).toBe(200);
    const [link] = await links(id);
    const revokeUrl = `/applications/${id}/document-links/${String(link!.id)}/revoke`;

    const noReason = await api('POST', revokeUrl, { reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: ['This field is required'] });
    expect(
      (
        await api('POST', `/applications/${id + 1000}/document-links/${String(link!.id)}/revoke`, {
          reason: 'Wrong application',
        })
      ).statusCode,
    ).toBe(404);

    const revoked = await api('POST', revokeUrl, { reason: 'Issued to the wrong recipient' });
    expect(revoked.statusCode).toBe(200);
    expect(ZRevokeDocumentLinkResponse.parse(revoked.json()).data).toMatchObject({
      id: link!.id,
      state: 'revoked',
      verification_code: link!.verification_code,
      document_revoked_at: expect.any(String),
      revoke_reason: 'Issued to the wrong recipient',
    });
    const again = await api('POST', revokeUrl, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DOCUMENT_ALREADY_REVOKED);

    const gone = await download(token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(DOCUMENT_LINK_MESSAGES.revoked);
    const verified = ZVerifyDocumentResponse.parse(
      (await verify(link!.verification_code)).json(),
    ).data;
    expect(verified).toMatchObject({ status: 'revoked', kind: 'transcript' });
    expect(verified.revoked_at).not.toBeNull();

    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'issued_document.revoked')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({
      application_id: id,
      link_id: link!.id,
      verification_code: link!.verification_code,
      reason: 'Issued to the wrong recipient',
    });

    // Sending again after a revocation: a new document, a new code, a working link.
    const resent = ZResendDocumentLinkResponse.parse(
      (await api('POST', `/applications/${id}/document-links`, { copy_id: link!.copy_id })).json(),
    ).data;
    expect(resent.verification_code).not.toBe(link!.verification_code);
    expect(resent.state).toBe('active');
    expect((await download(await newestLink())).statusCode).toBe(200);
    expect(
      ZVerifyDocumentResponse.parse((await verify(resent.verification_code)).json()).data.status,
    ).toBe('valid');
    expect((await links(id)).map((l) => l.state)).toEqual(['active', 'revoked']);
  });
});
