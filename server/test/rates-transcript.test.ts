import {
  ZGetMissingRateCombinationsResponse,
  ZListTranscriptRatesResponse,
} from '@registrar/shared-api/contracts';
import { staffAppOn } from './reference-data-crud-suite';
import { databaseTargets } from './support/databases';

const validRate = { purpose: 'Immigration', type: 'Official', soft_copy: 700000, hard_copy: null };

describe.each(databaseTargets())('transcript rates on $name', (target) => {
  const staff = staffAppOn(target);
  const call = staff.call;
  const rates = () =>
    staff.t.app.db.selectFrom('transcript_rates').selectAll().orderBy('id').execute();

  it('lists the rates to any staff in the contract shape; 401 without a token', async () => {
    const response = await call(
      'GET',
      '/transcript-rates',
      undefined,
      staff.tokens.registry_officer,
    );
    expect(response.statusCode).toBe(200);
    const body = ZListTranscriptRatesResponse.parse(response.json());
    expect(body.data).toHaveLength((await rates()).length);
    expect((await call('GET', '/transcript-rates', undefined, null)).statusCode).toBe(401);
  });

  it('creates a rate with the type lowercased and a format not offered (null), audited', async () => {
    const response = await call('POST', '/transcript-rates', validRate);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Rate Added Successfully',
      data: {
        id: expect.any(Number),
        purpose: 'Immigration',
        type: 'official',
        soft_copy: 700000,
        hard_copy: null,
      },
    });
    const audit = await staff.t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'transcript_rate.created')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_user_id: 1, entity_type: 'transcript_rate' });
    expect(audit.details).toMatchObject({ after: { type: 'official', hard_copy: null } });
  });

  it('lets the bursary write and forbids a registry officer (403), changing nothing', async () => {
    const before = await rates();
    const forbidden = await call(
      'POST',
      '/transcript-rates',
      { ...validRate, purpose: 'Other' },
      staff.tokens.registry_officer,
    );
    expect(forbidden.statusCode).toBe(403);
    const forbiddenPut = await call(
      'PUT',
      `/transcript-rates/${String(before[0]!.id)}`,
      validRate,
      staff.tokens.registry_officer,
    );
    expect(forbiddenPut.statusCode).toBe(403);
    const forbiddenDelete = await call(
      'DELETE',
      `/transcript-rates/${String(before[0]!.id)}`,
      undefined,
      staff.tokens.registry_officer,
    );
    expect(forbiddenDelete.statusCode).toBe(403);
    expect(await rates()).toEqual(before);
    const allowed = await call(
      'POST',
      '/transcript-rates',
      { ...validRate, type: 'student' },
      staff.tokens.bursary,
    );
    expect(allowed.statusCode).toBe(200);
  });

  it('answers 409 on `type` for a purpose and type that already have a rate, in any case', async () => {
    const before = await rates();
    const response = await call('POST', '/transcript-rates', {
      ...validRate,
      purpose: 'IMMIGRATION',
      type: 'OFFICIAL',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 'error',
      message: 'A rate for this purpose and type already exists.',
      errors: { type: ['A rate for this purpose and type already exists.'] },
    });
    expect(await rates()).toEqual(before);
  });

  it('refuses missing, wrong-typed, oversized fields and no format at all; changes nothing', async () => {
    const before = await rates();
    const missing = await call('POST', '/transcript-rates', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      purpose: ['This field is required'],
      type: ['This field is required'],
      soft_copy: ['This field is required'],
      hard_copy: ['This field is required'],
    });
    const wrong = await call('POST', '/transcript-rates', {
      purpose: 5,
      type: 'official',
      soft_copy: '100',
      hard_copy: 1.5,
    });
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['hard_copy', 'purpose', 'soft_copy']);
    const oversized = await call('POST', '/transcript-rates', {
      ...validRate,
      purpose: 'p'.repeat(101),
      type: 't'.repeat(51),
    });
    expect(oversized.json().errors).toEqual({
      purpose: ['Must be at most 100 characters'],
      type: ['Must be at most 50 characters'],
    });
    const none = await call('POST', '/transcript-rates', {
      ...validRate,
      purpose: 'None',
      soft_copy: null,
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({
      soft_copy: ['Offer at least one format (soft copy or hard copy)'],
    });
    const negative = await call('POST', '/transcript-rates', { ...validRate, soft_copy: -5 });
    expect(negative.json().errors).toEqual({ soft_copy: ['Must be 0 or more'] });
    expect(await rates()).toEqual(before);
  });

  it('updates a rate ("Rate is Updated"), audits what changed; 404/422 on bad ids; 409 on a taken pair', async () => {
    const created = (
      await call('POST', '/transcript-rates', {
        purpose: 'Visa',
        type: 'official',
        soft_copy: 100,
        hard_copy: 200,
      })
    ).json().data;
    const response = await call('PUT', `/transcript-rates/${String(created.id)}`, {
      purpose: 'Visa',
      type: 'Official',
      soft_copy: null,
      hard_copy: 300,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Rate is Updated',
      data: { id: created.id, purpose: 'Visa', type: 'official', soft_copy: null, hard_copy: 300 },
    });
    const audit = await staff.t.app.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'transcript_rate.updated')
      .executeTakeFirstOrThrow();
    expect(audit.details).toEqual({
      changes: { soft_copy: { from: 100, to: null }, hard_copy: { from: 200, to: 300 } },
    });

    const before = await rates();
    expect((await call('PUT', '/transcript-rates/99999', validRate)).json()).toEqual({
      status: 'error',
      message: 'Transcript rate not found.',
    });
    expect((await call('PUT', '/transcript-rates/0', validRate)).statusCode).toBe(422);
    expect((await call('PUT', `/transcript-rates/${String(created.id)}`, {})).statusCode).toBe(422);
    const taken = await call('PUT', `/transcript-rates/${String(created.id)}`, validRate);
    expect(taken.statusCode).toBe(409);
    expect(await rates()).toEqual(before);
  });

  it('deletes a rate (audited); 404 for an unknown one', async () => {
    const created = (
      await call('POST', '/transcript-rates', {
        purpose: 'Gone',
        type: 'student',
        soft_copy: 1,
        hard_copy: 2,
      })
    ).json().data;
    const response = await call('DELETE', `/transcript-rates/${String(created.id)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: created.id });
    expect((await rates()).map((rate) => rate.id)).not.toContain(created.id);
    expect((await call('DELETE', `/transcript-rates/${String(created.id)}`)).statusCode).toBe(404);
    expect(
      (await call('DELETE', `/transcript-rates/${String(created.id)}`, undefined, null)).statusCode,
    ).toBe(401);
  });

  it('lists missing combinations: pairs without a rate and rates missing a format', async () => {
    await staff.t.app.db
      .insertInto('application_types')
      .values({ name: 'Embassy', description: null })
      .execute();
    const response = await call(
      'GET',
      '/transcript-rates/missing-combinations',
      undefined,
      staff.tokens.bursary,
    );
    expect(response.statusCode).toBe(200);
    const { data } = ZGetMissingRateCombinationsResponse.parse(response.json());
    // A new active application type is a purpose without any rate yet.
    expect(data).toContainEqual({
      purpose: 'Embassy',
      type: 'official',
      rate_id: null,
      missing_formats: ['soft_copy', 'hard_copy'],
    });
    expect(data).toContainEqual({
      purpose: 'Embassy',
      type: 'student',
      rate_id: null,
      missing_formats: ['soft_copy', 'hard_copy'],
    });
    // Immigration/official was created with hard copy not offered; Visa/official without soft copy.
    const immigration = await staff.t.app.db
      .selectFrom('transcript_rates')
      .select('id')
      .where('purpose', '=', 'Immigration')
      .where('type', '=', 'official')
      .executeTakeFirstOrThrow();
    expect(data).toContainEqual({
      purpose: 'Immigration',
      type: 'official',
      rate_id: immigration.id,
      missing_formats: ['hard_copy'],
    });
    expect(data).toContainEqual(
      expect.objectContaining({
        purpose: 'Visa',
        type: 'official',
        missing_formats: ['soft_copy'],
      }),
    );
    expect(data).toContainEqual({
      purpose: 'Visa',
      type: 'student',
      rate_id: null,
      missing_formats: ['soft_copy', 'hard_copy'],
    });
    // Seeded purposes have official and student rates with both formats.
    expect(data.filter((row) => row.purpose === 'Employment')).toEqual([]);
    expect(
      (await call('GET', '/transcript-rates/missing-combinations', undefined, null)).statusCode,
    ).toBe(401);
  });
});
