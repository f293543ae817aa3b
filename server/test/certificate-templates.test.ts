import { ZListCertificateTemplatesResponse } from '@registrar/shared-api/contracts';
import { staffApp } from './support/staff-app';
import { databaseTargets } from './support/databases';

const valid = {
  name: 'Postgraduate certificate',
  title: 'Certificate of Award',
  body_template:
    'Awarded to {{ full_name }} for {{degree}} in {{programme}} ({{graduation_year}}).',
  orientation: 'portrait',
};

describe.each(databaseTargets())('certificate templates on $name', (target) => {
  const t = staffApp(target, ['officer']);
  const call = t.call;
  const rows = () =>
    t.app.db.selectFrom('certificate_templates').selectAll().orderBy('id').execute();

  it('lists the two seeded templates, paged', async () => {
    const response = await call('GET', '/certificate-templates');
    const body = ZListCertificateTemplatesResponse.parse(response.json());
    expect(body.data.total).toBe(2);
    expect(body.data.data.map((x) => x.orientation).sort()).toEqual(['landscape', 'portrait']);
  });

  it('administrators edit; a registry officer only lists them (to issue from); 401 without a token', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/certificate-templates' })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/certificate-templates', undefined, t.as.officer)).statusCode).toBe(
      200,
    );
    expect(
      (await call('GET', '/certificate-templates/1', undefined, t.as.officer)).statusCode,
    ).toBe(403);
    expect((await call('POST', '/certificate-templates', valid, t.as.officer)).statusCode).toBe(
      403,
    );
    expect(
      (await call('GET', '/certificate-templates/1/preview', undefined, t.as.officer)).statusCode,
    ).toBe(403);
    expect(await rows()).toHaveLength(2);
  });

  it('creates, reads, previews, updates and deletes a template, with audit records', async () => {
    const created = await call('POST', '/certificate-templates', valid);
    expect(created.statusCode).toBe(200);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({ ...valid, is_active: true });
    expect((await call('GET', `/certificate-templates/${id}`)).json().data.name).toBe(valid.name);
    const preview = await call('GET', `/certificate-templates/${id}/preview`);
    expect(preview.json().data).toEqual({
      title: 'Certificate of Award',
      orientation: 'portrait',
      rendered:
        'Awarded to Adaeze Chioma Okonkwo for Bachelor of Technology in Computer Science (2020).',
    });
    const updated = await call('PUT', `/certificate-templates/${id}`, {
      ...valid,
      title: 'Changed',
      is_active: false,
    });
    expect(updated.json().data).toMatchObject({ title: 'Changed', is_active: false });
    expect((await call('DELETE', `/certificate-templates/${id}`)).json()).toEqual({
      status: 'success',
      message: 'Certificate template deleted',
    });
    expect((await call('GET', `/certificate-templates/${id}`)).statusCode).toBe(404);
    const actions = (
      await t.app.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity_type', '=', 'certificate_template')
        .execute()
    ).map((a) => a.action);
    expect(actions).toEqual([
      'certificate_template.created',
      'certificate_template.updated',
      'certificate_template.deleted',
    ]);
  });

  it('refuses unknown placeholders, missing fields, wrong types and oversized strings; nothing changes', async () => {
    const unknown = await call('POST', '/certificate-templates', {
      ...valid,
      body_template: 'Hello {{full_name}} {{ gpa }} {{nick}}',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.body_template[0]).toMatch(
      /^Unknown placeholders: \{\{gpa\}\}, \{\{nick\}\}\./,
    );
    const missing = await call('POST', '/certificate-templates', {});
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'body_template',
      'name',
      'orientation',
      'title',
    ]);
    const wrong = await call('POST', '/certificate-templates', {
      ...valid,
      orientation: 'square',
      is_active: 'yes',
    });
    expect(wrong.json().errors).toEqual({
      orientation: ['Choose landscape or portrait'],
      is_active: ['Must be true or false'],
    });
    const big = await call('POST', '/certificate-templates', {
      ...valid,
      name: 'n'.repeat(101),
      body_template: 'b'.repeat(20001),
    });
    expect(big.json().errors).toEqual({
      name: ['Must be at most 100 characters'],
      body_template: ['Must be at most 20000 characters'],
    });
    expect(await rows()).toHaveLength(2);
    const [first] = await rows();
    const bad = await call('PUT', `/certificate-templates/${first!.id}`, {
      ...valid,
      body_template: '{{oops}}',
    });
    expect(bad.statusCode).toBe(422);
    expect((await rows())[0]).toEqual(first);
  });

  it('409 on a duplicate name (any case); 404 for unknown ids; 422 for a bad id', async () => {
    const [first] = await rows();
    const duplicate = await call('POST', '/certificate-templates', {
      ...valid,
      name: first!.name.toUpperCase(),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(Object.keys(duplicate.json().errors)).toEqual(['name']);
    for (const [method, url] of [
      ['GET', '/certificate-templates/999'],
      ['GET', '/certificate-templates/999/preview'],
      ['DELETE', '/certificate-templates/999'],
    ] as const) {
      expect((await call(method, url)).statusCode).toBe(404);
    }
    expect((await call('PUT', '/certificate-templates/999', valid)).statusCode).toBe(404);
    expect((await call('GET', '/certificate-templates/0')).statusCode).toBe(422);
  });

  it('409 when deleting a template certificates were issued from', async () => {
    const [first] = await rows();
    const issued = await call('POST', '/graduates/1/certificates', { template_id: first!.id });
    expect(issued.statusCode).toBe(200);
    const response = await call('DELETE', `/certificate-templates/${first!.id}`);
    expect(response.statusCode).toBe(409);
    expect(await rows()).toHaveLength(2);
  });
});
