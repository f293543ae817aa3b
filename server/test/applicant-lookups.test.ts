import {
  ZCheckMatricNumberResponse,
  ZGetApplicationDataResponse,
} from '@registrar/shared-api/contracts';
import { startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';
import { graduateByMatric } from './support/rows';

describe.each(databaseTargets())('applicant lookups on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  describe('GET /api/application-data', () => {
    it('returns every list the application form needs, in the contract shape', async () => {
      const response = await get('/api/application-data');
      expect(response.statusCode).toBe(200);
      const body = ZGetApplicationDataResponse.parse(response.json());
      expect(body.status).toBe('success');
      const { data } = body;
      expect(data.transcript_rates.length).toBeGreaterThan(0);
      expect(data.transcript_rates[0]).toEqual({
        id: expect.any(Number),
        purpose: expect.any(String),
        type: expect.stringMatching(/^[a-z]+$/),
        soft_copy: expect.any(Number),
        hard_copy: expect.any(Number),
      });
      expect(data.delivery_rates.map((r) => r.delivery_type).sort()).toEqual([
        'domestic',
        'international',
      ]);
      expect(new Set(data.regions.map((r) => r.type))).toEqual(new Set([1, 2]));
      expect(data.programmes.length).toBeGreaterThan(0);
      expect(data.couriers.length).toBeGreaterThan(0);
      expect(data.application_types.length).toBeGreaterThan(0);
    });

    it('leaves out deactivated programmes', async () => {
      const [first] = (await get('/api/application-data')).json().data.programmes;
      await t.app.db
        .updateTable('programmes')
        .set({ is_active: false })
        .where('id', '=', first.id)
        .execute();
      try {
        const names = (await get('/api/application-data'))
          .json()
          .data.programmes.map((p: { id: number }) => p.id);
        expect(names).not.toContain(first.id);
      } finally {
        await t.app.db
          .updateTable('programmes')
          .set({ is_active: true })
          .where('id', '=', first.id)
          .execute();
      }
    });
  });

  describe('GET /api/check-matric-number', () => {
    const check = (query: Record<string, string>) =>
      get(`/api/check-matric-number?${new URLSearchParams(query).toString()}`);

    it('finds a graduate by matric number, whatever the case, and answers it masked', async () => {
      const graduate = await graduateByMatric(t.app.db, 'FUTD/10/0001');
      const response = await check({ matric_number: ' futd/10/0001 ' });
      expect(response.statusCode).toBe(200);
      const body = ZCheckMatricNumberResponse.parse(response.json());
      // Before proof of identity: that the record exists, its initials and where a code goes.
      expect(response.json().data).toEqual({
        matric_number: 'FUTD/10/0001',
        initials: 'T. O. A.',
        contact_hint: 't•••@example.com',
        identity_route: 'code',
      });
      expect(body.data.initials).toBe(
        [graduate.first_name, graduate.other_names, graduate.surname]
          .filter(Boolean)
          .map((name) => `${name!.charAt(0)}.`)
          .join(' '),
      );
      // Nothing that identifies the graduate further, anywhere in the answer.
      const text = response.body.toLowerCase();
      for (const secret of [
        graduate.surname,
        graduate.first_name,
        graduate.other_names!,
        graduate.programme,
        graduate.department,
        graduate.faculty,
        graduate.class_of_degree!,
        graduate.email!,
        String(graduate.graduation_year),
      ])
        expect(text).not.toContain(secret.toLowerCase());
      for (const field of [
        'surname',
        'first_name',
        'other_names',
        'programme',
        'faculty',
        'department',
        'degree',
        'graduation_year',
        'class_of_degree',
        'email',
        'email_address',
      ])
        expect(response.json().data).not.toHaveProperty(field);
    });

    it('routes a record without a usable contact to a staff check', async () => {
      await t.app.db
        .updateTable('graduates')
        .set({ email: null })
        .where('matric_number', '=', 'FUTD/11/0002')
        .execute();
      const response = await check({ matric_number: 'FUTD/11/0002' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        contact_hint: null,
        identity_route: 'staff_check',
      });
    });

    it("answers 404 with error 'Student not found' for an unknown matric number", async () => {
      const response = await check({ matric_number: 'NOPE/00/0000' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: 'error',
        message: 'Student not found',
        error: 'Student not found',
      });
    });

    it.each([
      ['missing fields', {}, { matric_number: ['This field is required'] }],
      [
        'an oversized matric number',
        { matric_number: 'X'.repeat(51) },
        { matric_number: ['Must be at most 50 characters'] },
      ],
    ])('answers 422 for %s', async (_case, query, errors) => {
      const response = await check(query);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: 'error',
        message: 'The given data was invalid.',
        errors,
      });
    });
  });
});
