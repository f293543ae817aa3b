import { sql } from 'kysely';
import type { ParsedMail } from 'mailparser';
import {
  formatExpectedBy,
  type TAuthUser,
  ZListPublicHolidaysResponse,
  ZTrackApplicationResponse,
  ZTrackCertificateApplicationResponse,
} from '@registrar/shared-api/contracts';
import { addWorkingDays } from '../src/lib/working-days';
import { getDashboard } from '../src/modules/dashboard/service';
import { recomputeOpenRequests } from '../src/modules/expected-completion/recompute';
import { staffAppWithMail } from './mail-app';
import { databaseTargets } from './support/databases';
import {
  initialize,
  settleLocally,
  submitApplication,
  submitCertificateApplication,
  useLocalPayments,
} from './support/payments-fixtures';
import { recipientsOf } from './support/smtp-capture';
import { auditEntries } from './support/rows';

/**
 * Each request tells its applicant when it is expected to be done: the working-day targets of
 * the stages ahead, skipping weekends and the registry's public holidays, set again at every
 * status change and when the holidays change, and the same rule the dashboard calls a request
 * overdue by.
 */
describe.each(databaseTargets())('expected completion dates on $name', (target) => {
  useLocalPayments();
  const { t, smtp } = staffAppWithMail(target);

  const track = async (trackingId: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/applications/track/${trackingId}`,
    });
    expect(response.statusCode).toBe(200);
    return ZTrackApplicationResponse.parse(response.json()).data;
  };
  const holidays = async () =>
    new Set(
      (await t.app.db.selectFrom('public_holidays').select('date').execute()).map((r) => r.date),
    );
  const pay = async (kind: 'application' | 'certificate_application', trackingId: string) => {
    const payment = (await initialize(t, { kind, tracking_id: trackingId })).json().data as {
      reference: string;
      amount: number;
    };
    await settleLocally(t, payment);
  };
  /** Sends what is queued and answers the latest message to `to`. */
  const lastMailTo = async (to: string): Promise<ParsedMail> => {
    const before = smtp.messages.length;
    const { sent } = await t.app.outbox.runOnce();
    const mine = (await smtp.waitFor(before + sent))
      .slice(before)
      .filter((mail) => recipientsOf(mail).includes(to));
    expect(mine.length).toBeGreaterThan(0);
    return mine.at(-1)!;
  };
  const changeStatus = async (id: number, payload: Record<string, unknown>) => {
    const response = await t.call('PATCH', `/applications/${String(id)}/status`, payload);
    if (response.statusCode !== 200) throw new Error(`status change refused: ${response.body}`);
    return response.json().data as { expected_at: string | null };
  };
  /**
   * A request that entered `status` at `at` before dates were kept: the clock of a status change
   * is the database's, so a past moment is written as the history row it would have left.
   */
  const enteredAt = async (id: number, status: 'paid' | 'processing', at: Date) => {
    await t.app.db
      .updateTable('applications')
      .set({ status, expected_at: null })
      .where('id', '=', id)
      .execute();
    await t.app.db
      .insertInto('application_status_history')
      .values({ application_id: id, from_status: null, to_status: status, created_at: at })
      .execute();
  };
  const expectedOf = async (id: number) =>
    (
      await t.app.db
        .selectFrom('applications')
        .select('expected_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).expected_at;

  it('gives the requests already paid or in processing their date when the server starts', async () => {
    // The demo data was written before this start, status by status, without dates.
    const open = await t.app.db
      .selectFrom('applications')
      .select(['status', 'expected_at'])
      .where('status', 'in', ['paid', 'processing'])
      .execute();
    expect(open.length).toBeGreaterThan(0);
    expect(open.filter((row) => !/^\d{4}-\d{2}-\d{2}$/.test(row.expected_at ?? ''))).toEqual([]);
    const others = await t.app.db
      .selectFrom('applications')
      .select('id')
      .where('status', 'not in', ['paid', 'processing'])
      .where('expected_at', 'is not', null)
      .execute();
    expect(others).toEqual([]);
  });

  it('starts the holiday list with the fixed Nigerian holidays and Easter of 2026 and 2027', async () => {
    const response = await t.call('GET', '/public-holidays');
    expect(response.statusCode).toBe(200);
    const list = ZListPublicHolidaysResponse.parse(response.json()).data;
    expect(list.map((h) => h.date)).toEqual(expect.arrayContaining(['2026-04-03', '2027-03-29']));
    expect(list.filter((h) => h.date.startsWith('2026')).map((h) => h.name)).toEqual([
      "New Year's Day",
      'Good Friday',
      'Easter Monday',
      "Workers' Day",
      'Democracy Day',
      'Independence Day',
      'Christmas Day',
      'Boxing Day',
    ]);
  });

  it('an applicant who paid on Thursday before Good Friday is told a date that skips the weekend and the holidays', async () => {
    const application = await submitApplication(t, 'easter@example.com');
    expect((await track(application.tracking_id)).expected_at).toBeNull();
    // Paid on Thursday 2 April 2026 at 16:00 in Lagos, before dates were kept: the server's start
    // gives it its date.
    await enteredAt(application.id, 'paid', new Date('2026-04-02T16:00:00+01:00'));
    await recomputeOpenRequests(t.app.db, { onlyMissing: true });
    // 3 + 7 working days from Thursday: Good Friday, the weekend and Easter Monday do not count.
    const tracked = await track(application.tracking_id);
    expect(tracked.expected_at).toBe('2026-04-20');
    expect(formatExpectedBy(tracked.expected_at!)).toBe('Expected by Monday 20 April 2026');
  });

  it('paying sets the date, and the payment email tells it', async () => {
    const email = 'pays.now@example.com';
    const application = await submitApplication(t, email);
    const before = await lastMailTo(email);
    expect(before.text).not.toContain('Expected by');

    await pay('application', application.tracking_id);
    const expected = addWorkingDays(new Date(), 10, await holidays());
    expect((await track(application.tracking_id)).expected_at).toBe(expected);
    const paid = await lastMailTo(email);
    expect(paid.subject).toBe(`Payment received for ${application.tracking_id}`);
    expect(paid.text).toContain(`${formatExpectedBy(expected)}.`);
  });

  it('every status change sets the date again: processing from its start, none while held, none once it ends', async () => {
    const email = 'moves@example.com';
    const application = await submitApplication(t, email);
    await pay('application', application.tracking_id);
    const days = await holidays();

    const processing = await changeStatus(application.id, { status: 'processing' });
    const expected = addWorkingDays(new Date(), 7, days);
    expect(processing.expected_at).toBe(expected);
    expect((await lastMailTo(email)).text).toContain(`${formatExpectedBy(expected)}.`);

    const reason = await t.app.db
      .selectFrom('hold_reasons')
      .select('id')
      .where('is_active', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(
      (await changeStatus(application.id, { status: 'on_hold', hold_reason_id: reason.id }))
        .expected_at,
    ).toBeNull();
    expect((await track(application.tracking_id)).expected_at).toBeNull();
    expect((await lastMailTo(email)).text).not.toContain('Expected by');

    expect((await changeStatus(application.id, { status: 'processing' })).expected_at).toBe(
      expected,
    );
    expect((await changeStatus(application.id, { status: 'rejected' })).expected_at).toBeNull();
    expect((await lastMailTo(email)).text).not.toContain('Expected by');
  });

  it('a certificate application gets its date on payment and from each status change', async () => {
    const application = await submitCertificateApplication(t, {
      email_address: 'cert.date@example.com',
    });
    await pay('certificate_application', application.tracking_id);
    const days = await holidays();
    const trackIt = async () =>
      ZTrackCertificateApplicationResponse.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/certificate-applications/track/${application.tracking_id}`,
          })
        ).json(),
      ).data;
    expect((await trackIt()).expected_at).toBe(addWorkingDays(new Date(), 10, days));
    expect((await lastMailTo('cert.date@example.com')).text).toContain(
      formatExpectedBy(addWorkingDays(new Date(), 10, days)),
    );
    const moved = await t.call(
      'PATCH',
      `/certificate-applications/${String(application.id)}/status`,
      {
        status: 'processing',
      },
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.expected_at).toBe(addWorkingDays(new Date(), 7, days));
    expect((await lastMailTo('cert.date@example.com')).text).toContain(
      formatExpectedBy(addWorkingDays(new Date(), 7, days)),
    );
  });

  it("when staff add a holiday, open requests' dates move, and back when it is deleted", async () => {
    const application = await submitApplication(t, 'moved.by.holiday@example.com');
    // Processing since Tuesday 7 December 2027: 7 working days → Thursday 16 December.
    await enteredAt(application.id, 'processing', new Date('2027-12-07T09:00:00+01:00'));
    await recomputeOpenRequests(t.app.db, { onlyMissing: true });
    expect((await track(application.tracking_id)).expected_at).toBe('2027-12-16');

    const added = await t.call('POST', '/public-holidays', {
      date: '2027-12-10',
      name: 'Registry closure',
    });
    expect(added.statusCode).toBe(200);
    const holiday = added.json().data as { id: number; date: string; name: string };
    expect(holiday).toMatchObject({ date: '2027-12-10', name: 'Registry closure' });
    expect((await track(application.tracking_id)).expected_at).toBe('2027-12-17');
    expect(await auditEntries(t.app.db, 'public_holiday.created', holiday.id)).toHaveLength(1);

    const again = await t.call('POST', '/public-holidays', { date: '2027-12-10', name: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.date).toEqual(['That day is already a holiday.']);

    const removed = await t.call('DELETE', `/public-holidays/${String(holiday.id)}`);
    expect(removed.statusCode).toBe(200);
    expect((await track(application.tracking_id)).expected_at).toBe('2027-12-16');
    expect(await auditEntries(t.app.db, 'public_holiday.deleted', holiday.id)).toHaveLength(1);
  });

  it('refuses a day that is no date, and anyone who is not signed in', async () => {
    const bad = await t.call('POST', '/public-holidays', { date: '2027-02-30', name: 'No day' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['date']);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/public-holidays' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('the dashboard calls a request overdue exactly after its expected stage date', async () => {
    const admin: TAuthUser = await t.app.db
      .selectFrom('staff_users')
      .select(['id', 'name', 'username', 'email', 'role'])
      .where('role', '=', 'administrator')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Only the two requests below are open: the list shows the 10 oldest.
    await t.app.db
      .updateTable('applications')
      .set({ status: 'completed', expected_at: null })
      .where('status', 'in', ['paid', 'processing'])
      .execute();
    const overdueIds = async (now: string) =>
      (await getDashboard(t.app.db, admin, new Date(now))).overdue!.items.map((i) => i.id);
    // Processing since Monday 6 December 2027: expected (and due) by Wednesday 15 December.
    const processing = await submitApplication(t, 'overdue.processing@example.com');
    await enteredAt(processing.id, 'processing', new Date('2027-12-06T10:00:00+01:00'));
    // Paid on Monday 20 December 2027: its paid stage is due by Thursday 23 December; done by
    // Monday 3 January 2028 (Christmas, Boxing Day and New Year's Day fall on weekends).
    const paid = await submitApplication(t, 'overdue.paid@example.com');
    await enteredAt(paid.id, 'paid', new Date('2027-12-20T10:00:00+01:00'));
    await recomputeOpenRequests(t.app.db, { onlyMissing: true });
    expect(await expectedOf(processing.id)).toBe('2027-12-15');
    expect(await expectedOf(paid.id)).toBe('2028-01-03');

    expect(await overdueIds('2027-12-15T23:59:00+01:00')).not.toContain(processing.id);
    expect(await overdueIds('2027-12-16T00:01:00+01:00')).toContain(processing.id);
    expect(await overdueIds('2027-12-23T23:59:00+01:00')).not.toContain(paid.id);
    // Christmas Eve is a working day: the first day after the paid stage's target.
    expect(await overdueIds('2027-12-24T00:01:00+01:00')).toContain(paid.id);
  });
  // Only PostgreSQL runs transactions side by side (PGlite has one connection).
  (target.name === 'postgres' ? it : it.skip)(
    'a holiday added while staff move a request: both go through, and the date counts it',
    async () => {
      const application = await submitApplication(t, 'side.by.side@example.com');
      await enteredAt(application.id, 'paid', new Date());
      const before = await holidays();
      // A working day inside the processing target: the new holiday moves the date.
      const day = addWorkingDays(new Date(), 2, before);
      const [moved, added] = await t.app.db.connection().execute(async (conn) => {
        await sql`BEGIN`.execute(conn);
        // Holds the status change just after it has locked its request's row.
        await sql`LOCK TABLE application_status_history IN SHARE MODE`.execute(conn);
        const move = t.call('PATCH', `/applications/${String(application.id)}/status`, {
          status: 'processing',
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        const add = t.call('POST', '/public-holidays', { date: day, name: 'Side by side day' });
        await new Promise((resolve) => setTimeout(resolve, 300));
        await sql`COMMIT`.execute(conn);
        return Promise.all([move, add]);
      });
      expect([moved.statusCode, added.statusCode]).toEqual([200, 200]);
      const entered = await t.app.db
        .selectFrom('application_status_history')
        .select('created_at')
        .where('application_id', '=', application.id)
        .where('to_status', '=', 'processing')
        .executeTakeFirstOrThrow();
      expect(await expectedOf(application.id)).toBe(
        addWorkingDays(new Date(entered.created_at), 7, new Set([...before, day])),
      );
      await t.call('DELETE', `/public-holidays/${String(added.json().data.id)}`);
    },
  );
});
