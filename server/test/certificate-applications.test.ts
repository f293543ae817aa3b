import {
  ZListCertificateApplicationsResponse,
  ZSubmitCertificateApplicationResponse,
  ZTrackCertificateApplicationResponse,
} from '@registrar/shared-api/contracts';
import { institutionDayOf } from '../src/lib/institution-day';
import { markCertificateApplicationPaid } from '../src/modules/certificate-applications/service';
import { staffApp } from './support/staff-app';
import { databaseTargets } from './support/databases';
import { identityTokenFor } from './support/identity';

describe.each(databaseTargets())('certificate applications on $name', (target) => {
  const t = staffApp(target, ['bursary']);
  let domestic: { region: number; courier: number; price: number };
  let abroadRegion: number;
  let domesticOnlyCourier: number;
  /** A live proof of identity for FUTD/10/0001: one sitting's applications share it. */
  let identityToken: string;
  beforeAll(async () => {
    identityToken = await identityTokenFor(t.app.db, 'FUTD/10/0001');
    const db = t.app.db;
    const region = await db
      .selectFrom('regions')
      .select('id')
      .where('type', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    abroadRegion = (
      await db
        .selectFrom('regions')
        .select('id')
        .where('type', '=', 2)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const courier = await db
      .selectFrom('couriers')
      .selectAll()
      .where('serves_domestic', '=', true)
      .where('serves_international', '=', true)
      .executeTakeFirstOrThrow();
    domesticOnlyCourier = (
      await db
        .selectFrom('couriers')
        .select('id')
        .where('serves_international', '=', false)
        .executeTakeFirstOrThrow()
    ).id;
    const rate = await db
      .selectFrom('delivery_rates')
      .select('rate')
      .where('delivery_type', '=', 'domestic')
      .executeTakeFirstOrThrow();
    domestic = { region: region.id, courier: courier.id, price: rate.rate + courier.rate };
  });

  const valid = () => ({
    matric_number: ' futd/10/0001 ',
    identity_token: identityToken,
    email_address: 'Applicant@Example.com',
    phone: '+234 803 000 0000',
    kind: 'certificate',
    recipient_name: 'Tolu Adeyemi',
    recipient_address: '12 Marina, Lagos',
    region_id: domestic.region,
    courier_id: domestic.courier,
  });
  const submit = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/certificate-applications',
      payload: payload as object,
    });
  const staff = t.call;
  const count = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('applications')
          .where('kind', '<>', 'transcript')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('submits publicly, priced by the server, with a tracking id and history', async () => {
    const response = await submit(valid());
    expect(response.statusCode).toBe(200);
    const body = ZSubmitCertificateApplicationResponse.parse(response.json());
    expect(body.message).toBe('Certificate application submitted');
    expect(body.data).toMatchObject({
      status: 'pending_payment',
      enums: { status: 'Pending payment', kind: 'Certificate' },
      applicant: {
        matric_number: 'FUTD/10/0001',
        email: 'applicant@example.com',
        surname: 'Adeyemi',
      },
      certificate_fee: 2500000,
      delivery_fee: domestic.price,
      total: 2500000 + domestic.price,
    });
    expect(body.data.tracking_id).toMatch(
      /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
    );
    expect(body.data.history).toEqual([
      { status: 'pending_payment', label: 'Pending payment', note: null, at: expect.any(String) },
    ]);
  });

  it('refuses unknown graduates, regions and couriers, and a courier that does not serve the region', async () => {
    const before = await count();
    const unknown = await submit({
      ...valid(),
      matric_number: 'NOPE/1',
      region_id: 9999,
      courier_id: 9999,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      matric_number: ['No graduate has this matric number'],
    });
    const badPlace = await submit({ ...valid(), region_id: 9999, courier_id: 9999 });
    expect(badPlace.json().errors).toEqual({
      region_id: ['Please choose a valid region'],
      courier_id: ['Please choose a valid courier'],
    });
    const abroad = await submit({
      ...valid(),
      region_id: abroadRegion,
      courier_id: domesticOnlyCourier,
    });
    expect(abroad.json().errors).toEqual({ courier_id: ['This courier does not deliver abroad'] });
    expect(await count()).toBe(before);
  });

  it('422 for missing fields, wrong types and oversized strings; nothing added', async () => {
    const before = await count();
    const missing = await submit({});
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'courier_id',
      'email_address',
      'identity_token',
      'kind',
      'matric_number',
      'recipient_address',
      'recipient_name',
      'region_id',
    ]);
    const wrong = await submit({
      ...valid(),
      kind: 'diploma',
      region_id: 'one',
      email_address: 'x',
    });
    expect(wrong.json().errors).toEqual({
      kind: ['Choose certificate or attestation'],
      region_id: ['Must be a number'],
      email_address: ['Please enter a valid email'],
    });
    const big = await submit({
      ...valid(),
      recipient_address: 'a'.repeat(1001),
      phone: '1'.repeat(31),
    });
    expect(big.json().errors).toEqual({
      recipient_address: ['Must be at most 1000 characters'],
      phone: ['Must be at most 30 characters'],
    });
    expect(await count()).toBe(before);
  });

  it('tracks by reference in any case, with or without dashes; 404 otherwise', async () => {
    const { tracking_id } = (await submit({ ...valid(), kind: 'attestation' })).json().data;
    const loose = tracking_id.toLowerCase().replace(/-/g, '').replace(/1/g, 'l').replace(/0/g, 'o');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/certificate-applications/track/${loose}`,
    });
    expect(response.statusCode).toBe(200);
    const body = ZTrackCertificateApplicationResponse.parse(response.json());
    expect(body.data).toMatchObject({ tracking_id, kind: 'attestation', certificate_fee: 1000000 });
    for (const ref of ['ZZZZ-ZZZZ-ZZZZ', 'short', 'x'.repeat(41)]) {
      const missing = await t.app.inject({
        method: 'GET',
        url: `/api/certificate-applications/track/${ref}`,
      });
      expect(missing.statusCode).toBe(ref.length > 40 ? 422 : 404);
    }
  });

  it('staff list: paged, newest first, filters by status, search and date; not the bursary', async () => {
    const response = await staff('GET', '/certificate-applications?per_page=2');
    const body = ZListCertificateApplicationsResponse.parse(response.json());
    expect(body.data.total).toBe(6); // 4 seeded + 2 submitted above
    expect(body.data.last_page).toBe(3);
    expect(body.data.data[0]!.kind).toBe('attestation');
    const dispatched = (await staff('GET', '/certificate-applications?status=dispatched')).json()
      .data;
    expect(dispatched.total).toBe(1);
    expect(dispatched.data[0].delivery.waybill_number).toMatch(/^WB/);
    // A tracking id as typed (any case, dashes or none), or the start of a name or matric number.
    const newest = body.data.data[0]!;
    for (const term of [newest.tracking_id.toLowerCase(), newest.tracking_id.replace(/-/g, '')]) {
      const search = (
        await staff('GET', `/certificate-applications?search=${encodeURIComponent(term)}`)
      ).json().data;
      expect(search.data.map((row: { id: number }) => row.id)).toEqual([newest.id]);
    }
    const byName = (
      await staff(
        'GET',
        `/certificate-applications?search=${encodeURIComponent(newest.applicant.surname.slice(0, 3))}`,
      )
    ).json().data;
    expect(byName.data.map((row: { id: number }) => row.id)).toContain(newest.id);
    // Days are the institution's calendar days (West Africa Time).
    const today = institutionDayOf(new Date());
    expect(
      (await staff('GET', `/certificate-applications?date_from=${today}&date_to=${today}`)).json()
        .data.total,
    ).toBe(6);
    expect(
      (await staff('GET', '/certificate-applications?date_to=2000-01-01')).json().data.total,
    ).toBe(0);
    const bad = await staff('GET', '/certificate-applications?status=lost&date_from=2024-02-30');
    expect(bad.json().errors).toEqual({
      status: ['Please choose a valid status'],
      date_from: ['Please enter a valid date'],
    });
    expect(
      (await staff('GET', '/certificate-applications', undefined, t.as.bursary)).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/certificate-applications' })).statusCode,
    ).toBe(401);
    expect((await staff('GET', '/certificate-applications/999')).statusCode).toBe(404);
  });

  it('status changes follow the state machine, with history and audit; payment only via the service', async () => {
    const { id } = (await submit(valid())).json().data;
    const illegal = await staff('PATCH', `/certificate-applications/${id}/status`, {
      status: 'paid',
    });
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json().message).toBe('Cannot change status from Pending payment to Paid.');

    await t.app.db.transaction().execute((trx) => markCertificateApplicationPaid(trx, id, 'PAY-1'));
    expect(
      await t.app.db
        .transaction()
        .execute((trx) => markCertificateApplicationPaid(trx, id, 'PAY-1')),
    ).toBe(false);

    const forbidden = await staff(
      'PATCH',
      `/certificate-applications/${id}/status`,
      { status: 'processing' },
      t.as.bursary,
    );
    expect(forbidden.statusCode).toBe(403);
    const processing = await staff('PATCH', `/certificate-applications/${id}/status`, {
      status: 'processing',
      note: 'Printing',
    });
    expect(processing.json().data).toMatchObject({
      status: 'processing',
      enums: { status: 'Processing' },
    });
    const sent = await staff('PATCH', `/certificate-applications/${id}/status`, { status: 'sent' });
    expect(sent.statusCode).toBe(409);
    const noWaybill = await staff('PATCH', `/certificate-applications/${id}/status`, {
      status: 'dispatched',
    });
    expect(noWaybill.json().errors).toEqual({
      courier_name: ['This field is required'],
      waybill_number: ['This field is required'],
    });
    expect((await staff('GET', `/certificate-applications/${id}`)).json().data.status).toBe(
      'processing',
    );
    const dispatched = await staff('PATCH', `/certificate-applications/${id}/status`, {
      status: 'dispatched',
      courier_name: 'NIPOST',
      waybill_number: 'EE123',
    });
    expect(dispatched.json().data.delivery).toMatchObject({
      courier_name: 'NIPOST',
      waybill_number: 'EE123',
    });
    expect(dispatched.json().data.history.map((h: { status: string }) => h.status)).toEqual([
      'pending_payment',
      'paid',
      'processing',
      'dispatched',
    ]);

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .where('entity_type', '=', 'certificate_application')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'certificate_application.submitted',
      'certificate_application.paid',
      'certificate_application.status_changed',
      'certificate_application.status_changed',
    ]);
    expect(audit[2]!.actor_user_id).toBe(1);

    expect(
      (await staff('PATCH', '/certificate-applications/999/status', { status: 'cancelled' }))
        .statusCode,
    ).toBe(404);
    const bad = await staff('PATCH', `/certificate-applications/${id}/status`, {
      status: 'lost',
      note: 'n'.repeat(1001),
    });
    expect(bad.json().errors).toEqual({
      status: ['Please choose a valid status'],
      note: ['Must be at most 1000 characters'],
    });
    expect(
      (await staff('PATCH', `/certificate-applications/${id}/status`, {})).json().errors,
    ).toEqual({ status: ['This field is required'] });
  });
});
