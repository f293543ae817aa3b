import { type TAuthUser, ZGetDashboardResponse } from '@registrar/shared-api/contracts';
import { getDashboard } from '../src/modules/dashboard/service';
import { addStaffAndSignIn, bearer, signIn, startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';

const DAY = 86_400_000;
/** The dashboard is computed at noon WAT on 15 November 2026. */
const NOW = new Date('2026-11-15T12:00:00+01:00');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

describe.each(databaseTargets())('dashboard on $name', (target) => {
  let t: TestApp;
  let adminUser: TAuthUser;
  const tokens = { administrator: '', registry_officer: '', bursary: '' };
  let serial = 0;

  const graduate = () =>
    t.app.db.selectFrom('graduates').selectAll().orderBy('id').executeTakeFirstOrThrow();

  const addTranscript = async (status: string, createdAt: Date, surname = 'Okafor') => {
    const g = await graduate();
    serial += 1;
    const { id } = await t.app.db
      .insertInto('applications')
      .values({
        tracking_id: `DASH${String(serial).padStart(8, '0')}`,
        status: status as 'paid',
        graduate_id: g.id,
        matric_number: g.matric_number,
        surname,
        first_name: 'Ada',
        other_names: null,
        email: 'ada@example.com',
        phone: null,
        programme: g.programme,
        graduation_year: g.graduation_year,
        application_type_id: null,
        fee: 1_000_000,
        delivery_fee: 0,
        total: 1_000_000,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };

  const addCertificate = async (status: string, createdAt: Date) => {
    const g = await graduate();
    const region = await t.app.db
      .selectFrom('regions')
      .select(['id', 'type'])
      .executeTakeFirstOrThrow();
    const courier = await t.app.db.selectFrom('couriers').select('id').executeTakeFirstOrThrow();
    serial += 1;
    const { id } = await t.app.db
      .insertInto('applications')
      .values({
        kind: 'certificate',
        tracking_id: `CERT${String(serial).padStart(8, '0')}`,
        status: status as 'paid',
        graduate_id: g.id,
        matric_number: g.matric_number,
        surname: 'Bello',
        first_name: 'Tunde',
        other_names: null,
        email: 'tunde@example.com',
        phone: null,
        programme: g.programme,
        graduation_year: g.graduation_year,
        fee: 2_500_000,
        delivery_fee: 0,
        total: 2_500_000,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('application_copies')
      .values({
        application_id: id,
        purpose: 'certificate',
        type: 'certificate',
        format: 'hard_copy',
        rate: 2_500_000,
        delivery_fee: 0,
        recipient_name: 'Tunde Bello',
        recipient_address: '1 Road',
        region_id: region.id,
        courier_id: courier.id,
        delivery_type: region.type === 1 ? 1 : 2,
      })
      .execute();
    return id;
  };

  const enter = (applicationId: number, from: string | null, to: string, at: Date, actor = 0) =>
    t.app.db
      .insertInto('application_status_history')
      .values({
        application_id: applicationId,
        from_status: from as 'paid',
        to_status: to as 'paid',
        actor_user_id: actor || null,
        note: null,
        created_at: at,
      })
      .execute();

  const pay = (applicationId: number, amount: number, status: string, paidAt: Date | null) => {
    serial += 1;
    return t.app.db
      .insertInto('payments')
      .values({
        provider: 'test',
        reference: `PAY-${String(serial)}`,
        application_id: applicationId,
        standalone_payment_id: null,
        amount,
        status: status as 'paid',
        paid_at: paidAt,
      })
      .execute();
  };

  let overduePaid = 0;
  let overdueProcessing = 0;
  let overdueCertificate = 0;
  let fresh = 0;

  beforeAll(async () => {
    t = await startTestApp(target);
    tokens.administrator = await signIn(t.app, t.admin);
    for (const role of ['registry_officer', 'bursary'] as const) {
      tokens[role] = await addStaffAndSignIn(t, {
        name: `The ${role}`,
        username: role.replace('_', '-'),
        email: `${role}@registrar.test`,
        role,
      });
    }
    const admin = await t.app.db
      .selectFrom('staff_users')
      .select(['id', 'name', 'username', 'email', 'role'])
      .where('role', '=', 'administrator')
      .executeTakeFirstOrThrow();
    adminUser = admin;

    // A clean slate: the demo seed's requests and any payments go.
    await t.app.db.deleteFrom('payments').execute();
    await t.app.db.deleteFrom('applications').execute();

    // The targets are working days (Sunday 15 November is NOW): paid on Tuesday 10 November
    // (3 working days: due Friday 13, overdue), processing since Friday 13 (fine), processing
    // since Wednesday 4 (7 working days: due Friday 13, overdue; since Thursday 5 it would be due
    // Monday 16), one pending payment created today, one completed created 40 days ago.
    overduePaid = await addTranscript('paid', ago(6), 'Overdue-Paid');
    await enter(overduePaid, null, 'pending_payment', ago(6));
    await enter(overduePaid, 'pending_payment', 'paid', ago(5));
    fresh = await addTranscript('processing', ago(3));
    await enter(fresh, 'paid', 'processing', ago(2), admin.id);
    overdueProcessing = await addTranscript('processing', ago(12), 'Overdue-Processing');
    await enter(overdueProcessing, 'paid', 'processing', ago(11), admin.id);
    const pendingToday = await addTranscript(
      'pending_payment',
      new Date('2026-11-15T00:10:00+01:00'),
    );
    await addTranscript('completed', ago(40));
    // Certificates: paid on Tuesday 10 November, an hour after the transcript (overdue); one paid
    // yesterday (fine).
    overdueCertificate = await addCertificate('paid', ago(4));
    await t.app.db
      .insertInto('application_status_history')
      .values({
        application_id: overdueCertificate,
        from_status: 'pending_payment',
        to_status: 'paid',
        note: 'Paid online',
        actor_user_id: null,
        created_at: new Date(ago(5).getTime() + 3_600_000),
      })
      .execute();
    await addCertificate('paid', ago(1));

    // Payments (kobo): today WAT just after midnight (23:30 UTC the day before), yesterday,
    // last month, and ones that do not count (failed, pending).
    await pay(pendingToday, 150_000, 'paid', new Date('2026-11-15T00:30:00+01:00'));
    await pay(pendingToday, 50_000, 'paid', new Date('2026-11-15T11:59:00+01:00'));
    await pay(fresh, 1_000_000, 'paid', new Date('2026-11-14T23:30:00+01:00'));
    await pay(overduePaid, 700_000, 'paid', new Date('2026-10-31T23:59:00+01:00'));
    await pay(overduePaid, 999_999, 'failed', null);
    await pay(fresh, 888_888, 'pending', null);
  });
  afterAll(() => t.close());

  it('counts requests by status, every status listed', async () => {
    const dashboard = await getDashboard(t.app.db, adminUser, NOW);
    const transcript = Object.fromEntries(
      dashboard.counts.transcript.map((c) => [c.status, c.count]),
    );
    expect(transcript).toMatchObject({
      pending_payment: 1,
      paid: 1,
      processing: 2,
      completed: 1,
      dispatched: 0,
    });
    expect(dashboard.counts.transcript).toHaveLength(11);
    expect(dashboard.counts.transcript.find((c) => c.status === 'on_hold')?.label).toBe('On hold');
    const certificate = Object.fromEntries(
      dashboard.counts.certificate.map((c) => [c.status, c.count]),
    );
    expect(certificate).toMatchObject({ paid: 2, processing: 0 });
  });

  it('sums paid payments today and this month in West Africa Time', async () => {
    const dashboard = await getDashboard(t.app.db, adminUser, NOW);
    expect(dashboard.revenue).toEqual({ today: 200_000, this_month: 1_200_000 });
  });

  it('lists requests overdue for their stage, oldest first, with days in the stage', async () => {
    const { overdue } = await getDashboard(t.app.db, adminUser, NOW);
    expect(overdue?.total).toBe(3);
    expect(overdue?.items.map((item) => [item.kind, item.id, item.status, item.days])).toEqual([
      ['transcript', overdueProcessing, 'processing', 11],
      ['transcript', overduePaid, 'paid', 5],
      ['certificate', overdueCertificate, 'paid', 4],
    ]);
    expect(overdue?.items[0]).toMatchObject({
      applicant_name: 'Overdue-Processing Ada',
      label: 'Processing',
      tracking_id: expect.stringMatching(/^DASH-\d{4}-\d{4}$/) as unknown,
    });
    expect(overdue?.rules).toEqual([
      { status: 'paid', label: 'Paid', days: 3 },
      { status: 'processing', label: 'Processing', days: 7 },
    ]);
  });

  it('gives 30 days of requests and revenue, oldest first, quiet days as zeros', async () => {
    const { days } = await getDashboard(t.app.db, adminUser, NOW);
    expect(days).toHaveLength(30);
    expect(days[0]?.date).toBe('2026-10-17');
    expect(days[29]).toEqual({
      date: '2026-11-15',
      transcript_requests: 1,
      certificate_requests: 0,
      revenue: 200_000,
    });
    expect(days.find((d) => d.date === '2026-11-14')).toEqual({
      date: '2026-11-14',
      transcript_requests: 0,
      certificate_requests: 1,
      revenue: 1_000_000,
    });
    expect(days.find((d) => d.date === '2026-11-03')?.transcript_requests).toBe(1); // ago(12)
    const sum = days.reduce(
      (total, d) => total + d.transcript_requests + d.certificate_requests,
      0,
    );
    expect(sum).toBe(6); // the one from 40 days ago is outside the window
    // The payment of 31 October is in the window (from 17 October), unlike the month's figure.
    expect(days.reduce((total, d) => total + (d.revenue ?? 0), 0)).toBe(1_900_000);
  });

  it('shows the latest status changes with who made them', async () => {
    const { activity } = await getDashboard(t.app.db, adminUser, NOW);
    expect(activity?.[0]).toMatchObject({
      kind: 'transcript',
      application_id: fresh,
      from_label: 'Paid',
      to_label: 'Processing',
      actor_name: 'Administrator',
    });
    expect(activity?.map((a) => a.kind)).toContain('certificate');
    expect(activity).toHaveLength(5); // every history row above
  });

  it('serves each role its part over HTTP and refuses anonymous callers', async () => {
    const get = (token?: string) =>
      t.app.inject({ method: 'GET', url: '/api/dashboard', headers: token ? bearer(token) : {} });
    const admin = await get(tokens.administrator);
    expect(admin.statusCode).toBe(200);
    expect(ZGetDashboardResponse.parse(admin.json())).toEqual(admin.json());
    expect(admin.json().data.revenue).not.toBeNull();
    expect(admin.json().data.overdue).not.toBeNull();

    const officer = (await get(tokens.registry_officer)).json().data;
    expect(officer.revenue).toBeNull();
    expect(officer.days.every((d: { revenue: unknown }) => d.revenue === null)).toBe(true);
    // At the real 'now' more may be overdue than at NOW: only the shape is checked here.
    expect(officer.overdue.total).toBeGreaterThanOrEqual(3);
    expect(officer.activity.length).toBeGreaterThan(0);

    const bursary = (await get(tokens.bursary)).json().data;
    expect(bursary.revenue).not.toBeNull();
    expect(bursary.overdue).toBeNull();
    expect(bursary.activity).toBeNull();
    expect(
      bursary.counts.transcript.find((c: { status: string }) => c.status === 'processing').count,
    ).toBe(2);

    expect((await get()).statusCode).toBe(401);
  });
});
