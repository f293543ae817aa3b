import { ZVerifyDocumentResponse } from '@registrar/shared-api/contracts';
import type { Kysely } from 'kysely';
import { down, up } from '../migrations/0008_issued_documents';
import { markApplicationPaid } from '../src/modules/applications/service';
import { hashToken } from '../src/modules/documents/links';
import { bearer, signIn, startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';
import { withIdentity } from './support/identity';
import { transcriptPdf } from './support/pdf-fixtures';
import { flat, readPdf } from './support/pdf-text';

/**
 * Migration 0008 on a database that already sent links (0006): every link gets an issued
 * document with a code, one per copy and uploaded transcript, and keeps working.
 */
describe.each(databaseTargets())(
  '0008 issued documents on links sent before it, $name',
  (target) => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      t = await startTestApp(target, {
        documents: {
          publicUrl: 'https://registry.futd.test',
          mail: { from: 'r@futd.test' },
          outboxIntervalMs: 0,
        },
      });
      admin = await signIn(t.app, t.admin);
    });
    afterAll(() => t.close());

    const api = (method: 'POST' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api${url}`, headers: bearer(admin), payload });
    const upload = async () =>
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/graduates/2/copies?title=Transcript&file_name=t.pdf',
            headers: { ...bearer(admin), 'content-type': 'application/pdf' },
            payload: await transcriptPdf([{}, {}]),
          })
        ).statusCode,
      ).toBe(200);

    it('backfills one document per copy and upload; the links download stamped with it', async () => {
      await upload();
      const submitted = await t.app.inject({
        method: 'POST',
        url: '/api/applications',
        payload: await withIdentity(t.app.db, {
          matric_number: 'FUTD/11/0002',
          email_address: 'applicant@example.test',
          copies: [
            {
              purpose: 'Employment',
              type: 'undergraduate',
              format: 'soft_copy',
              recipient_email: 'hr@co.example',
            },
          ],
        }),
      });
      const { id } = submitted.json().data as { id: number };
      await t.app.db.transaction().execute((trx) => markApplicationPaid(trx, id, `PAY-${id}`));
      await api('PATCH', `/applications/${id}/status`, { status: 'processing' });
      expect(
        (await api('PATCH', `/applications/${id}/status`, { status: 'sent' })).statusCode,
      ).toBe(200);
      const copyId = (
        await t.app.db.selectFrom('document_links').select('copy_id').executeTakeFirstOrThrow()
      ).copy_id;
      await api('POST', `/applications/${id}/document-links`, { copy_id: copyId });
      await upload();
      await api('POST', `/applications/${id}/document-links`, { copy_id: copyId });
      // The newest link (still working) gets a token the test knows.
      const token = 'legacy-link-token-from-before-0008';
      const newest = await t.app.db
        .selectFrom('document_links')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      await t.app.db
        .updateTable('document_links')
        .set({ token_hash: hashToken(token) })
        .where('id', '=', newest.id)
        .execute();

      const db = t.app.db as unknown as Kysely<unknown>;
      await down(db);
      await up(db);

      const links = await t.app.db
        .selectFrom('document_links')
        .select(['id', 'graduate_copy_id', 'issued_document_id', 'created_at'])
        .orderBy('id')
        .execute();
      expect(links).toHaveLength(3);
      const issued = await t.app.db
        .selectFrom('issued_documents')
        .selectAll()
        .orderBy('id')
        .execute();
      expect(issued).toHaveLength(2);
      expect(links[0]!.issued_document_id).toBe(links[1]!.issued_document_id);
      expect(links[2]!.issued_document_id).not.toBe(links[0]!.issued_document_id);
      for (const row of issued) {
        expect(row).toMatchObject({
          application_id: id,
          copy_id: copyId,
          title: 'Transcript',
          purpose: 'Employment',
          type: 'undergraduate',
          revoked_at: null,
        });
        expect(row.verification_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
      }
      const first = issued.find((row) => row.id === links[0]!.issued_document_id)!;
      expect(new Date(first.issued_at).getTime()).toBe(new Date(links[0]!.created_at).getTime());

      const code = issued.find((row) => row.id === links[2]!.issued_document_id)!.verification_code;
      const response = await t.app.inject({ method: 'GET', url: `/api/documents/${token}` });
      expect(response.statusCode).toBe(200);
      const stamped = await readPdf(response.rawPayload);
      expect(
        stamped.pageTexts.map((text) => flat(text).includes(code.replace(/(.{4})(?=.)/g, '$1-'))),
      ).toEqual([true, true]);
      const verified = await t.app.inject({ method: 'GET', url: `/api/verify/${code}` });
      expect(ZVerifyDocumentResponse.parse(verified.json()).data).toMatchObject({
        kind: 'transcript',
        status: 'valid',
        purpose: 'Employment',
      });
    });
  },
);
