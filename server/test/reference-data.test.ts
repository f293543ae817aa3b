import { ZGetApplicationDataResponse } from '@registrar/shared-api/contracts';
import { startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';

describe.each(databaseTargets())('reference data (GET /application-data) on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  const get = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/application-data' });
    expect(response.statusCode).toBe(200);
    return ZGetApplicationDataResponse.parse(response.json()).data;
  };

  it('is public and has the spec keys plus active payment types', async () => {
    const data = await get();
    expect(Object.keys(data).sort()).toEqual([
      'application_types',
      'couriers',
      'delivery_rates',
      'payment_types',
      'programmes',
      'regions',
      'transcript_rates',
    ]);
    expect(data.payment_types.map((type) => type.name)).toEqual([
      'Certificate attestation',
      'Change of name',
      'Verification letter',
    ]);
    expect(data.payment_types[0]).not.toHaveProperty('is_active');
    expect(data.transcript_rates).toContainEqual(
      expect.objectContaining({ purpose: 'Employment', type: 'official' }),
    );
  });

  it('offers only active regions, couriers and payment types; a null format stays null', async () => {
    await t.app.db
      .updateTable('regions')
      .set({ is_active: false })
      .where('name', '=', 'Lagos')
      .execute();
    await t.app.db
      .updateTable('couriers')
      .set({ is_active: false })
      .where('name', '=', 'DHL Express')
      .execute();
    await t.app.db
      .updateTable('payment_types')
      .set({ is_active: false })
      .where('name', '=', 'Change of name')
      .execute();
    await t.app.db
      .updateTable('transcript_rates')
      .set({ hard_copy: null })
      .where('type', '=', 'student')
      .execute();
    const data = await get();
    expect(data.regions.map((region) => region.name)).not.toContain('Lagos');
    expect(data.couriers.map((courier) => courier.name)).not.toContain('DHL Express');
    expect(data.payment_types.map((type) => type.name)).not.toContain('Change of name');
    const student = data.transcript_rates.filter((rate) => rate.type === 'student');
    expect(student.length).toBeGreaterThan(0);
    expect(student.every((rate) => rate.hard_copy === null)).toBe(true);
  });

  it('refuses a rate offering no format at the database too', async () => {
    await expect(
      t.app.db
        .insertInto('transcript_rates')
        .values({ purpose: 'X', type: 'official', soft_copy: null, hard_copy: null })
        .execute(),
    ).rejects.toThrow();
  });
});
