import { ZListDeliveryRatesResponse } from '@registrar/shared-api/contracts';
import { staffAppOn } from './reference-data-crud-suite';
import { databaseTargets } from './support/databases';

describe.each(databaseTargets())('delivery rates on $name', (target) => {
  const staff = staffAppOn(target);
  const call = staff.call;
  const rows = () =>
    staff.t.app.db.selectFrom('delivery_rates').selectAll().orderBy('id').execute();

  it('lists both delivery rates to any staff; 401 without a token', async () => {
    const response = await call('GET', '/delivery-rates', undefined, staff.tokens.registry_officer);
    expect(response.statusCode).toBe(200);
    const { data } = ZListDeliveryRatesResponse.parse(response.json());
    expect(data.map((rate) => rate.delivery_type)).toEqual(['domestic', 'international']);
    expect((await call('GET', '/delivery-rates', undefined, null)).statusCode).toBe(401);
  });

  it('creates a delivery rate once per type: 409 on `delivery_type` when one exists', async () => {
    const before = await rows();
    const response = await call('POST', '/delivery-rates', { delivery_type: 'domestic', rate: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({
      delivery_type: ['A rate for this delivery type already exists.'],
    });
    expect(await rows()).toEqual(before);

    await staff.t.app.db
      .deleteFrom('delivery_rates')
      .where('delivery_type', '=', 'international')
      .execute();
    const created = await call(
      'POST',
      '/delivery-rates',
      { delivery_type: 'international', rate: 3000000 },
      staff.tokens.bursary,
    );
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({
      status: 'success',
      message: 'New Rate Added',
      data: { id: expect.any(Number), delivery_type: 'international', rate: 3000000 },
    });
    const audit = await staff.t.app.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'delivery_rate.created')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({
      after: { delivery_type: 'international', rate: 3000000 },
    });
  });

  it('refuses missing, wrong-typed and out-of-range fields; changes nothing', async () => {
    const before = await rows();
    const missing = await call('POST', '/delivery-rates', {});
    expect(missing.json().errors).toEqual({
      delivery_type: ['This field is required'],
      rate: ['This field is required'],
    });
    const wrong = await call('POST', '/delivery-rates', { delivery_type: 'local', rate: '100' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.delivery_type).toEqual(['Must be domestic or international']);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['delivery_type', 'rate']);
    const huge = await call('POST', '/delivery-rates', {
      delivery_type: 'domestic',
      rate: 10 ** 12,
    });
    expect(huge.json().errors).toEqual({ rate: ['Must be at most 1000000000 kobo'] });
    const oversizedType = await call('POST', '/delivery-rates', {
      delivery_type: 'x'.repeat(5000),
      rate: 1,
    });
    expect(oversizedType.statusCode).toBe(422);
    expect(await rows()).toEqual(before);
  });

  it('updates a delivery rate ("Rate is Updated"), audited; 404, 403, 401 and 409 change nothing', async () => {
    const [domestic, international] = await rows();
    const response = await call('PUT', `/delivery-rates/${String(domestic!.id)}`, {
      delivery_type: 'domestic',
      rate: 400000,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Rate is Updated',
      data: { id: domestic!.id, delivery_type: 'domestic', rate: 400000 },
    });
    const audit = await staff.t.app.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'delivery_rate.updated')
      .executeTakeFirstOrThrow();
    expect(audit.details).toEqual({ changes: { rate: { from: 350000, to: 400000 } } });

    const before = await rows();
    const body = { delivery_type: 'domestic', rate: 1 };
    expect((await call('PUT', '/delivery-rates/99999', body)).json()).toEqual({
      status: 'error',
      message: 'Delivery rate not found.',
    });
    expect((await call('PUT', '/delivery-rates/abc', body)).statusCode).toBe(422);
    expect(
      (
        await call(
          'PUT',
          `/delivery-rates/${String(domestic!.id)}`,
          body,
          staff.tokens.registry_officer,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/delivery-rates/${String(domestic!.id)}`, body, null)).statusCode,
    ).toBe(401);
    expect(
      (await call('PUT', `/delivery-rates/${String(international!.id)}`, body)).statusCode,
    ).toBe(409);
    expect((await call('PUT', `/delivery-rates/${String(domestic!.id)}`, {})).statusCode).toBe(422);
    expect(await rows()).toEqual(before);
  });
});
