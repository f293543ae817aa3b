import { createHash } from 'node:crypto';
import {
  ZListGraduateCopiesResponse,
  ZUploadGraduateCopyResponse,
} from '@registrar/shared-api/contracts';
import { bearer } from './support/app';
import { staffApp } from './support/staff-app';
import { databaseTargets } from './support/databases';

const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'ascii');

describe.each(databaseTargets())('graduate copies and certificates on $name', (target) => {
  const t = staffApp(target, ['bursary']);

  const upload = (
    body: Buffer | string,
    query = 'title=Final%20transcript',
    token = t.as.admin,
    type = 'application/pdf',
    graduate = 1,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/graduates/${graduate}/copies?${query}`,
      headers: { ...bearer(token), 'content-type': type },
      payload: body,
    });
  const call = t.call;
  const copies = () => t.app.db.selectFrom('graduate_copies').select('id').execute();

  describe('copies', () => {
    it('uploads a PDF, lists it, downloads it as an attachment with a safe name, and deletes it', async () => {
      const response = await upload(
        pdf,
        'title=Final%20transcript&file_name=..%2F..%2Fetc%2F%22evil%22.PDF',
      );
      expect(response.statusCode).toBe(200);
      const { data } = ZUploadGraduateCopyResponse.parse(response.json());
      expect(data).toMatchObject({
        graduate_id: 1,
        title: 'Final transcript',
        content_type: 'application/pdf',
        size_bytes: pdf.length,
        sha256: createHash('sha256').update(pdf).digest('hex'),
        uploaded_by: 'Administrator',
      });
      expect(data.file_name).toMatch(/^[\w. -]+\.pdf$/);
      expect(data.file_name).not.toContain('/');

      const list = ZListGraduateCopiesResponse.parse(
        (await call('GET', '/graduates/1/copies')).json(),
      );
      expect(list.data.map((c) => c.id)).toEqual([data.id]);

      const download = await call('GET', `/graduate-copies/${data.id}/download`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="${data.file_name}"`,
      );
      expect(download.rawPayload.equals(pdf)).toBe(true);

      expect((await call('DELETE', `/graduate-copies/${data.id}`)).json()).toEqual({
        status: 'success',
        message: 'Transcript copy deleted',
      });
      expect((await call('GET', `/graduate-copies/${data.id}/download`)).statusCode).toBe(404);
      const actions = (
        await t.app.db
          .selectFrom('audit_log')
          .select('action')
          .where('entity_type', '=', 'graduate_copy')
          .execute()
      ).map((a) => a.action);
      expect(actions).toEqual(['graduate_copy.uploaded', 'graduate_copy.deleted']);
    });

    it('refuses a file that is not a PDF, an empty body, a JSON body, a missing title and a file over 10 MiB; nothing stored', async () => {
      const notPdf = await upload(Buffer.from('<html>not a pdf</html>'));
      expect(notPdf.statusCode).toBe(422);
      expect(notPdf.json().errors).toEqual({ file: ['The file is not a PDF'] });
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/graduates/1/copies?title=x',
        headers: bearer(t.as.admin),
      });
      expect(empty.json().errors).toEqual({ file: ['This field is required'] });
      const json = await upload(
        JSON.stringify({ file: 'x' }),
        'title=x',
        t.as.admin,
        'application/json',
      );
      expect(json.statusCode).toBe(415);
      const noTitle = await upload(pdf, '');
      expect(noTitle.json().errors).toEqual({ title: ['This field is required'] });
      const longTitle = await upload(pdf, `title=${'t'.repeat(201)}`);
      expect(longTitle.json().errors).toEqual({ title: ['Must be at most 200 characters'] });
      const huge = await upload(Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]));
      expect(huge.statusCode).toBe(413);
      expect(await copies()).toHaveLength(0);
    });

    it('404 for an unknown graduate or copy, 401 without a token, 403 for bursary', async () => {
      expect((await upload(pdf, 'title=x', t.as.admin, 'application/pdf', 999)).statusCode).toBe(
        404,
      );
      expect((await call('GET', '/graduates/999/copies')).statusCode).toBe(404);
      expect((await call('DELETE', '/graduate-copies/999')).statusCode).toBe(404);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/graduates/1/copies?title=x',
            headers: { 'content-type': 'application/pdf' },
            payload: pdf,
          })
        ).statusCode,
      ).toBe(401);
      expect((await upload(pdf, 'title=x', t.as.bursary)).statusCode).toBe(403);
      expect((await call('GET', '/graduates/1/copies', undefined, t.as.bursary)).statusCode).toBe(
        403,
      );
      expect(await copies()).toHaveLength(0);
    });
  });

  describe('certificates', () => {
    const templateId = async () =>
      (
        await t.app.db
          .selectFrom('certificate_templates')
          .select('id')
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;

    it('issues sequential, unique serial numbers per year even under concurrency', async () => {
      const id = await templateId();
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          call('POST', `/graduates/${(i % 4) + 1}/certificates`, { template_id: id }),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
      const year = new Date().getUTCFullYear();
      const serials = responses.map((r) => r.json().data.serial_number as string).sort();
      expect(serials).toEqual(
        Array.from({ length: 8 }, (_, i) => `FUTD/${year}/${String(i + 1).padStart(6, '0')}`),
      );
      const codes = new Set(responses.map((r) => r.json().data.verification_code));
      expect(codes.size).toBe(8);
      const list = (await call('GET', '/graduates/1/certificates')).json().data;
      expect(list).toHaveLength(2);
      expect(list[0]).toMatchObject({
        template_id: id,
        issued_by: 'Administrator',
        revoked_at: null,
      });
    });

    it('refuses an unknown or inactive template, an unknown graduate and bad input; nothing issued', async () => {
      const before = (await t.app.db.selectFrom('graduate_certificates').select('id').execute())
        .length;
      const unknownTemplate = await call('POST', '/graduates/1/certificates', { template_id: 999 });
      expect(unknownTemplate.json().errors).toEqual({
        template_id: ['Please choose an active certificate template'],
      });
      await t.app.db
        .updateTable('certificate_templates')
        .set({ is_active: false })
        .where('id', '=', await templateId())
        .execute();
      expect(
        (await call('POST', '/graduates/1/certificates', { template_id: await templateId() }))
          .statusCode,
      ).toBe(422);
      expect(
        (await call('POST', '/graduates/999/certificates', { template_id: 1 })).statusCode,
      ).toBe(404);
      expect((await call('POST', '/graduates/1/certificates', {})).json().errors).toEqual({
        template_id: ['This field is required'],
      });
      expect(
        (await call('POST', '/graduates/1/certificates', { template_id: 'one' })).json().errors,
      ).toEqual({ template_id: ['Must be a number'] });
      expect(
        (await call('POST', '/graduates/1/certificates', { template_id: 1 }, t.as.bursary))
          .statusCode,
      ).toBe(403);
      expect((await call('GET', '/graduates/999/certificates')).statusCode).toBe(404);
      expect(
        (await t.app.db.selectFrom('graduate_certificates').select('id').execute()).length,
      ).toBe(before);
    });

    it('revokes once (409 the second time), 404 for an unknown certificate, with audit', async () => {
      const [first] = (await call('GET', '/graduates/1/certificates')).json().data;
      expect(
        (
          await call('POST', `/graduate-certificates/${first.id}/revoke`, {
            reason: 'r'.repeat(1001),
          })
        ).statusCode,
      ).toBe(422);
      expect(
        (
          await call(
            'POST',
            `/graduate-certificates/${first.id}/revoke`,
            { reason: 'x' },
            t.as.bursary,
          )
        ).statusCode,
      ).toBe(403);
      const revoked = await call('POST', `/graduate-certificates/${first.id}/revoke`, {
        reason: 'Issued in error',
      });
      expect(revoked.json().data).toMatchObject({
        revoked_at: expect.any(String),
        revoke_reason: 'Issued in error',
      });
      expect((await call('POST', `/graduate-certificates/${first.id}/revoke`, {})).statusCode).toBe(
        409,
      );
      expect((await call('POST', '/graduate-certificates/999/revoke', {})).statusCode).toBe(404);
      const audit = await t.app.db
        .selectFrom('audit_log')
        .select('details')
        .where('action', '=', 'graduate_certificate.revoked')
        .execute();
      expect(audit).toHaveLength(1);
    });
  });
});
