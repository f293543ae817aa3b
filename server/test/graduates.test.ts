import { ZGetGraduateResponse, ZListGraduatesResponse } from '@registrar/shared-api/contracts';
import { bearer } from './support/app';
import { staffApp } from './support/staff-app';
import { databaseTargets } from './support/databases';
import { auditEntries, countRows, firstAuditEntry } from './support/rows';
import { submitCertificateApplication } from './support/payments-fixtures';

const valid = {
  matric_number: ' rec/20/0001 ',
  surname: 'Okonkwo',
  first_name: 'Adaeze',
  other_names: 'Chioma',
  email: 'Adaeze@Example.com',
  programme: 'Computer Science',
  faculty: 'Computing',
  department: 'Computer Science',
  degree: 'B.Tech.',
  class_of_degree: 'First Class',
  graduation_year: 2020,
};

const HEADER =
  'matric_number,surname,first_name,other_names,email,programme,faculty,department,degree,class_of_degree,graduation_year';

describe.each(databaseTargets())('graduates on $name', (target) => {
  const t = staffApp(target, ['bursary', 'officer']);
  const call = t.call;
  const count = () => countRows(t.app.db, 'graduates');

  describe('list and read', () => {
    it('pages the seeded graduates in the paginator shape', async () => {
      const response = await call('GET', '/graduates?per_page=5&page=2');
      expect(response.statusCode).toBe(200);
      const body = ZListGraduatesResponse.parse(response.json());
      expect(body.data).toMatchObject({
        current_page: 2,
        per_page: 5,
        total: 20,
        last_page: 4,
        from: 6,
        to: 10,
      });
      expect(body.data.data).toHaveLength(5);
      expect(body.data.links[0]).toMatchObject({ label: '« Previous', active: false });
      expect(body.data.links.at(-1)).toMatchObject({ label: 'Next »' });
    });

    it('searches by matric number, name and email and filters by year and programme', async () => {
      const bySearch = (await call('GET', '/graduates?search=futd/10/0001')).json().data;
      expect(bySearch.data.map((g: { matric_number: string }) => g.matric_number)).toEqual([
        'FUTD/10/0001',
      ]);
      const byName = (await call('GET', '/graduates?search=ADEYEMI')).json().data;
      expect(byName.total).toBeGreaterThan(0);
      expect(byName.data.every((g: { surname: string }) => g.surname === 'Adeyemi')).toBe(true);
      const byEmail = (await call('GET', '/graduates?search=%40example.com')).json().data;
      expect(byEmail.total).toBe(20);
      const byYear = (
        await call('GET', '/graduates?graduation_year=2015&programme=computer%20science')
      ).json().data;
      expect(
        byYear.data.every(
          (g: { graduation_year: number; programme: string }) =>
            g.graduation_year === 2015 && g.programme === 'Computer Science',
        ),
      ).toBe(true);
      expect(byYear.total).toBeGreaterThan(0);
      const wildcard = (await call('GET', '/graduates?search=%25')).json().data;
      expect(wildcard.total).toBe(0);
    });

    it('refuses bad paging and filters with field messages', async () => {
      const response = await call('GET', '/graduates?per_page=1000&graduation_year=abc');
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors).sort()).toEqual(['graduation_year', 'per_page']);
    });

    it('reads one graduate, 404 for an unknown id, 422 for a bad id', async () => {
      const ok = await call('GET', '/graduates/1');
      expect(ZGetGraduateResponse.parse(ok.json()).data.matric_number).toBe('FUTD/10/0001');
      expect(ok.json().data.class_of_degree).toBe('First Class');
      const missing = await call('GET', '/graduates/9999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ status: 'error', message: 'Graduate not found.' });
      expect((await call('GET', '/graduates/abc')).statusCode).toBe(422);
    });

    it('401 without a token, 403 for bursary, allowed for a registry officer', async () => {
      const none = await t.app.inject({ method: 'GET', url: '/api/graduates' });
      expect(none.statusCode).toBe(401);
      expect((await call('GET', '/graduates', undefined, t.as.bursary)).statusCode).toBe(403);
      expect((await call('POST', '/graduates', valid, t.as.bursary)).statusCode).toBe(403);
      expect(
        (await call('POST', '/graduates/import', { csv: HEADER }, t.as.bursary)).statusCode,
      ).toBe(403);
      expect((await call('GET', '/graduates', undefined, t.as.officer)).statusCode).toBe(200);
    });
  });

  describe('create, update, delete', () => {
    it('creates a graduate with normalised values and audits it', async () => {
      const response = await call('POST', '/graduates', valid, t.as.officer);
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data).toMatchObject({
        matric_number: 'REC/20/0001',
        email: 'adaeze@example.com',
        other_names: 'Chioma',
      });
      const audit = await auditEntries(t.app.db, 'graduate.created', data.id);
      expect(audit).toHaveLength(1);
    });

    it('409 for a matric number already taken (any case), nothing added', async () => {
      const before = await count();
      const response = await call('POST', '/graduates', {
        ...valid,
        matric_number: 'futd/10/0001',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().errors).toEqual({
        matric_number: ['A graduate with this matric number already exists.'],
      });
      expect(await count()).toBe(before);
    });

    it('422 for missing fields, wrong types, oversized strings and a bad matric number; nothing added', async () => {
      const before = await count();
      const missing = await call('POST', '/graduates', {});
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toMatchObject({
        matric_number: ['This field is required'],
        surname: ['This field is required'],
        graduation_year: ['This field is required'],
      });
      expect(missing.json().errors.other_names).toBeUndefined();
      const wrong = await call('POST', '/graduates', {
        ...valid,
        surname: 5,
        graduation_year: '2020x',
        email: 'nope',
      });
      expect(wrong.json().errors).toEqual({
        surname: ['Must be text'],
        graduation_year: ['Must be a number'],
        email: ['Please enter a valid email'],
      });
      const big = await call('POST', '/graduates', {
        ...valid,
        matric_number: 'NEW/1',
        surname: 'x'.repeat(101),
      });
      expect(big.json().errors).toEqual({ surname: ['Must be at most 100 characters'] });
      const badMatric = await call('POST', '/graduates', { ...valid, matric_number: 'AB CD!' });
      expect(badMatric.json().errors.matric_number).toEqual([
        "Use 3–30 letters, digits, '/' or '-'",
      ]);
      expect(await count()).toBe(before);
    });

    it('replaces a graduate, audits the changes, 404 unknown id, 409 on a taken matric number', async () => {
      const response = await call('PUT', '/graduates/2', {
        ...valid,
        matric_number: 'FUTD/11/0002',
        surname: 'Changed',
        email: '',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ surname: 'Changed', email: null });
      const audit = await firstAuditEntry(t.app.db, 'graduate.updated', 2);
      expect(audit.details).toMatchObject({ changes: { surname: { to: 'Changed' } } });
      expect((await call('PUT', '/graduates/9999', valid)).statusCode).toBe(404);
      const taken = await call('PUT', '/graduates/2', { ...valid, matric_number: 'FUTD/10/0001' });
      expect(taken.statusCode).toBe(409);
      expect((await call('GET', '/graduates/2')).json().data.matric_number).toBe('FUTD/11/0002');
    });

    it('deletes an unreferenced graduate; 404 unknown; 409 when a certificate application refers to it', async () => {
      const created = (
        await call('POST', '/graduates', { ...valid, matric_number: 'DEL/1' })
      ).json().data;
      expect((await call('DELETE', `/graduates/${created.id}`)).json()).toEqual({
        status: 'success',
        message: 'Graduate deleted',
      });
      expect((await call('GET', `/graduates/${created.id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/graduates/${created.id}`)).statusCode).toBe(404);

      const kept = (await call('POST', '/graduates', { ...valid, matric_number: 'KEEP/1' })).json()
        .data;
      // Throws unless the submission is accepted.
      await submitCertificateApplication(t, {
        matric_number: 'keep/1',
        email_address: 'a@b.test',
        recipient_name: 'A',
        recipient_address: 'B',
      });
      const refused = await call('DELETE', `/graduates/${kept.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'This graduate has certificate applications and cannot be deleted.',
      );
      expect((await call('GET', `/graduates/${kept.id}`)).statusCode).toBe(200);
    });
  });

  describe('CSV import', () => {
    const row = (matric: string, overrides: Partial<Record<string, string>> = {}) => {
      const values = {
        matric_number: matric,
        surname: 'Bello',
        first_name: 'Musa',
        other_names: '',
        email: `${matric.replace(/\W/g, '')}@example.com`,
        programme: 'Architecture',
        faculty: 'Environmental Technology',
        department: 'Architecture',
        degree: 'B.Tech.',
        class_of_degree: 'Second Class Upper',
        graduation_year: '2019',
        ...overrides,
      };
      return Object.values(values)
        .map((v) => (/[,"\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v))
        .join(',');
    };

    it('imports good rows, reports bad ones by row and field, and upserts by matric number', async () => {
      const csv = [
        HEADER,
        row('imp/19/0001'),
        row('IMP/19/0002', { surname: 'Okafor, Jr "The Second"' }),
        row('IMP/19/0003', { email: 'not-an-email' }),
        row('IMP/19/0004', { graduation_year: 'abc', surname: '' }),
        '',
        row('FUTD/10/0001', { surname: 'Updated' }),
        row('IMP/19/0001'),
        'too,few',
      ].join('\r\n');
      const before = await count();
      const response = await call('POST', '/graduates/import', { csv }, t.as.officer);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.status).toBe('success');
      expect(body.data).toMatchObject({ created: 2, updated: 1, failed: 4 });
      expect(body.data.errors).toEqual([
        { row: 4, field: 'email', message: 'Please enter a valid email' },
        { row: 5, field: 'surname', message: 'This field is required' },
        { row: 5, field: 'graduation_year', message: 'Must be a number' },
        { row: 8, field: 'matric_number', message: 'Same matric number as row 2' },
        { row: 9, field: 'row', message: 'Expected 11 values, found 2' },
      ]);
      expect(await count()).toBe(before + 2);
      const second = (await call('GET', '/graduates?search=IMP/19/0002')).json().data.data[0];
      expect(second.surname).toBe('Okafor, Jr "The Second"');
      expect(second.other_names).toBeNull();
      expect((await call('GET', '/graduates/1')).json().data.surname).toBe('Updated');
    });

    it('an import never drops a contact, and every contact it changes is audited on the record', async () => {
      const seeded = (await call('GET', '/graduates?search=FUTD/15/0006')).json().data.data[0];
      const kept = (await call('GET', '/graduates?search=FUTD/16/0007')).json().data.data[0];
      const audits = () =>
        t.app.db
          .selectFrom('audit_log')
          .select(['entity_id', 'details'])
          .where('action', '=', 'graduate.updated')
          .where('entity_id', 'in', [String(seeded.id), String(kept.id)])
          .execute();
      const before = (await audits()).length;
      const csv = [
        HEADER,
        row(seeded.matric_number, { email: 'New.Contact@Example.com' }),
        row(kept.matric_number, { email: '' }),
      ].join('\n');
      const response = await call('POST', '/graduates/import', { csv }, t.as.officer);
      expect(response.statusCode).toBe(200);
      expect((await call('GET', `/graduates/${String(seeded.id)}`)).json().data.email).toBe(
        'new.contact@example.com',
      );
      // A blank email in the file leaves the contact on record as it was.
      expect((await call('GET', `/graduates/${String(kept.id)}`)).json().data.email).toBe(
        kept.email,
      );
      // Every change of a name, email or matric number is audited on its record, with the rest
      // of what changed; a blank email in the file changes no contact.
      const added = (await audits()).slice(before);
      const detailsOf = (id: number) => {
        const details = added.find((entry) => entry.entity_id === String(id))?.details as unknown;
        return (typeof details === 'string' ? JSON.parse(details) : details) as {
          via: string;
          run_id: number;
          changes: Record<string, { from: unknown; to: unknown }>;
        };
      };
      expect(added).toHaveLength(2);
      expect(detailsOf(seeded.id)).toMatchObject({
        via: 'import',
        run_id: expect.any(Number),
        changes: { email: { from: seeded.email, to: 'new.contact@example.com' } },
      });
      expect(detailsOf(kept.id).via).toBe('import');
      expect(detailsOf(kept.id).changes.email).toBeUndefined();
      expect(seeded.email).toMatch(/@example\.com$/);
      expect(kept.email).toMatch(/@example\.com$/);
    });

    it('takes a text/csv body with columns in any order', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/graduates/import',
        headers: { ...bearer(t.as.admin), 'content-type': 'text/csv' },
        payload:
          'graduation_year,degree,department,faculty,programme,first_name,surname,matric_number\n2018,B.Eng.,Civil,Engineering,Civil Engineering,Ada,Eze,TXT/18/0001\n',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ created: 1, updated: 0, failed: 0 });
    });

    it('a file with only errors changes nothing and answers 422 per row', async () => {
      const before = await count();
      const audits = await t.app.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'graduate.imported')
        .execute();
      const response = await call('POST', '/graduates/import', {
        csv: [HEADER, row('BAD/1', { email: 'x' }), row('!!', { email: '' })].join('\n'),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: 'error',
        message: 'No row could be imported.',
        errors: {
          'rows.2.email': ['Please enter a valid email'],
          'rows.3.matric_number': ["Use 3–30 letters, digits, '/' or '-'"],
        },
      });
      expect(await count()).toBe(before);
      const after = await t.app.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'graduate.imported')
        .execute();
      expect(after).toHaveLength(audits.length);
    });

    it.each([
      ['no body field', {}, { csv: ['This field is required'] }],
      ['a non-text csv', { csv: 5 }, { csv: ['Must be text'] }],
      [
        'an unknown column',
        { csv: `${HEADER},shoe_size\n` },
        { csv: ['Unknown column "shoe_size" in the header'] },
      ],
      [
        'a missing column',
        { csv: 'matric_number,surname\nA/1,B' },
        { csv: [expect.stringContaining('missing the column(s): first_name')] },
      ],
      ['a header only', { csv: `${HEADER}\n\n` }, { csv: ['The file has no rows'] }],
      ['an unclosed quote', { csv: `${HEADER}\n"abc` }, { csv: ['A quoted value is not closed'] }],
      [
        'a file over 64 MiB',
        { csv: 'x'.repeat(64 * 1024 * 1024 + 1) },
        { csv: ['The file must be at most 64 MiB'] },
      ],
    ])('refuses %s with a 422 on csv', async (_case, payload, errors) => {
      const response = await call('POST', '/graduates/import', payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
    });
  });

  describe('GET /check-matric-number', () => {
    it('matches the stored matric number whatever the case and answers only initials and a masked contact', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/check-matric-number?matric_number=rec/20/0001',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        matric_number: 'REC/20/0001',
        initials: 'A. C. O.',
        contact_hint: 'a•••@example.com',
        identity_route: 'code',
      });
      // The name, programme and year stay private until the graduate proves who they are.
      for (const secret of [
        valid.surname,
        valid.first_name,
        valid.other_names,
        valid.programme,
        valid.faculty,
        valid.class_of_degree,
        'adaeze@example.com',
        String(valid.graduation_year),
      ])
        expect(response.body.toLowerCase()).not.toContain(secret.toLowerCase());
    });
  });
});
