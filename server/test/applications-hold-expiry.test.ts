import {
  ZGetApplicationResponse,
  ZListHoldReasonsResponse,
  type THoldReason,
} from '@registrar/shared-api/contracts';
import { sql } from 'kysely';
import { loadPaymentConfig } from '../src/config';
import {
  cancelExpiredHolds,
  HOLD_EXPIRED_REFUND_REASON,
} from '../src/modules/applications/hold-expiry';
import { loadBranding } from '../src/modules/mail/branding';
import { toText } from '../src/modules/mail/layout';
import { templates as mailTemplates } from '../src/modules/mail/templates';
import { buildProviders } from '../src/modules/payments/providers/registry';
import { databaseTargets } from './support/databases';
import {
  initialize,
  paymentRow,
  settleLocally,
  submitApplication,
  submitCertificateApplication,
  useLocalPayments,
} from './support/payments-fixtures';
import { auditEntries, requestStatus } from './support/rows';
import { staffApp } from './support/staff-app';

const DAY = 24 * 60 * 60 * 1000;
const quiet = { info: () => undefined, warn: () => undefined };

/**
 * A hold nobody resolves does not last for ever: a request held for a reason that cancels after
 * so many days is told the date, is cancelled on it (history, audit, the status email) and what
 * was paid comes back through the payment provider; a request resumed in time, or held for a
 * reason that waits as long as it takes, is left alone.
 */
describe.each(databaseTargets())('holds past their time on $name', (target) => {
  useLocalPayments();
  const t = staffApp(target, ['officer']);

  const reasons = async () =>
    ZListHoldReasonsResponse.parse((await t.call('GET', '/hold-reasons')).json()).data;
  const reasonNamed = async (name: string): Promise<THoldReason> =>
    (await reasons()).find((reason) => reason.name === name)!;
  /** A paid transcript application, processing, put on hold for `reason`. */
  const heldFor = async (email: string, reason: THoldReason) => {
    const application = await submitApplication(t, email);
    const started = await initialize(t, {
      kind: 'application',
      tracking_id: application.tracking_id,
    });
    const payment = started.json().data as { reference: string; amount: number };
    await settleLocally(t, payment);
    for (const [status, extra] of [
      ['processing', {}],
      ['on_hold', { hold_reason_id: reason.id }],
    ] as const) {
      const moved = await t.call(
        'PATCH',
        `/applications/${String(application.id)}/status`,
        { status, ...extra },
        t.as.officer,
      );
      expect(moved.statusCode).toBe(200);
    }
    return { application, payment };
  };
  const runAt = (offsetMs: number) =>
    cancelExpiredHolds(
      t.app.db,
      buildProviders(t.app.db, loadPaymentConfig()),
      quiet,
      new Date(Date.now() + offsetMs),
    );
  const detailOf = async (id: number) =>
    ZGetApplicationResponse.parse((await t.call('GET', `/applications/${String(id)}`)).json()).data;
  const mailsTo = (email: string) =>
    t.app.db
      .selectFrom('outbox')
      .select(['template', 'payload'])
      .where('recipient', '=', email)
      .orderBy('id')
      .execute();

  it('tells the date, then cancels on it and refunds the payment', async () => {
    const email = 'held.too.long@example.com';
    const fees = await reasonNamed('Fees owed to the institution');
    expect(fees.cancel_after_days).toBe(30);
    const { application, payment } = await heldFor(email, fees);

    const held = await detailOf(application.id);
    const cancelsAt = new Date(held.hold!.cancels_at!).getTime();
    expect(cancelsAt - new Date(held.hold!.since).getTime()).toBe(30 * DAY);
    const holdMail = (await mailsTo(email)).at(-1);
    expect(holdMail?.payload).toMatchObject({
      status: 'on_hold',
      hold: { cancels_at: held.hold!.cancels_at },
    });
    // As the applicant reads it: the day, in the institution's calendar.
    const branding = await loadBranding(t.app.db, 'https://registry.futd.test');
    const composed = mailTemplates.application_status.compose(
      holdMail!.payload as Parameters<typeof mailTemplates.application_status.compose>[0],
      branding,
    );
    const day = new Date(held.hold!.cancels_at!).toLocaleDateString('en-GB', {
      timeZone: 'Africa/Lagos',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    expect(toText(composed.greeting, composed.blocks, branding)).toContain(
      `If it is still on hold on ${day}, the request is cancelled and any payment refunded.`,
    );

    // A day early: nothing.
    expect(await runAt(29 * DAY)).toMatchObject({ cancelled: 0 });
    expect(await requestStatus(t.app.db, application.id)).toBe('on_hold');

    expect(await runAt(30 * DAY + 60_000)).toMatchObject({ cancelled: 1, refunds: 1 });
    const after = await detailOf(application.id);
    expect(after.status).toBe('cancelled');
    expect(after.hold).toBeNull();
    const audit = (await auditEntries(t.app.db, 'application.status_changed', application.id)).at(
      -1,
    );
    expect(audit).toMatchObject({ actor_user_id: null });
    expect(audit?.details).toMatchObject({
      changes: { status: { from: 'on_hold', to: 'cancelled' } },
      hold_reason: fees.name,
      hold_expired: true,
    });
    // Refunded in full through the provider (the local one processes at once); the application
    // stays Cancelled, so the payer is told of the refund itself.
    const refunded = await paymentRow(t, payment.reference);
    expect(refunded).toMatchObject({ status: 'refunded', refunded_amount: payment.amount });
    const templates = (await mailsTo(email)).map((mail) => mail.template);
    expect(templates.slice(-2)).toEqual(['application_status', 'payment_refunded']);
    const refundMail = (await mailsTo(email)).at(-1);
    expect(refundMail?.payload).toMatchObject({
      reason: HOLD_EXPIRED_REFUND_REASON,
      amount: payment.amount,
    });

    // A second pass finds nothing more to do.
    expect(await runAt(31 * DAY)).toMatchObject({ cancelled: 0, refunds: 0 });
  });

  it('leaves alone a request resumed in time, and a reason that waits as long as it takes', async () => {
    const fees = await reasonNamed('Fees owed to the institution');
    const senate = await reasonNamed('Result not yet approved');
    expect(senate.cancel_after_days).toBeNull();
    const resumed = await heldFor('resumed.in.time@example.com', fees);
    const waiting = await heldFor('waits.for.senate@example.com', senate);
    expect((await detailOf(waiting.application.id)).hold?.cancels_at).toBeNull();
    const back = await t.call(
      'PATCH',
      `/applications/${String(resumed.application.id)}/status`,
      { status: 'processing' },
      t.as.officer,
    );
    expect(back.statusCode).toBe(200);

    expect(await runAt(400 * DAY)).toMatchObject({ cancelled: 0, errors: 0 });
    expect(await requestStatus(t.app.db, resumed.application.id)).toBe('processing');
    expect(await requestStatus(t.app.db, waiting.application.id)).toBe('on_hold');
    expect((await paymentRow(t, waiting.payment.reference)).status).toBe('paid');
  });

  it('keeps the date a request was told when its reason changes later', async () => {
    const name = await reasonNamed('Name does not match the record');
    const { application } = await heldFor('told.a.date@example.com', name);
    const told = (await detailOf(application.id)).hold!.cancels_at;
    const changed = await t.call(
      'PUT',
      `/hold-reasons/${String(name.id)}`,
      {
        name: name.name,
        instructions: name.instructions,
        applicant_action: name.applicant_action,
        cancel_after_days: 7,
      },
      t.as.officer,
    );
    expect(changed.statusCode).toBe(200);
    expect((await detailOf(application.id)).hold!.cancels_at).toBe(told);
    expect(await runAt(8 * DAY)).toMatchObject({ cancelled: 0 });
  });

  it('never cancels without recording the refund: a failure leaves it held for the next pass', async () => {
    const email = 'refund.fails.once@example.com';
    const { application, payment } = await heldFor(
      email,
      await reasonNamed('Fees owed to the institution'),
    );
    // The database refuses this payment's refund row once (a restart, a lost connection); the
    // count is a sequence, which a rolled-back transaction does not undo.
    const paymentId = (await paymentRow(t, payment.reference)).id;
    await sql`CREATE SEQUENCE refuse_refund_count`.execute(t.app.db);
    await sql`CREATE FUNCTION refuse_refund_once() RETURNS trigger AS $$
      BEGIN
        IF NEW.payment_id = ${sql.raw(String(paymentId))} AND nextval('refuse_refund_count') = 1
          THEN RAISE EXCEPTION 'refused once';
        END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`.execute(t.app.db);
    await sql`CREATE TRIGGER refuse_refund_once BEFORE INSERT ON payment_refunds
      FOR EACH ROW EXECUTE FUNCTION refuse_refund_once()`.execute(t.app.db);

    // (An earlier test's request falls due on the same day: only this one fails.)
    expect(await runAt(30 * DAY + 60_000)).toMatchObject({ errors: 1 });
    expect(await requestStatus(t.app.db, application.id)).toBe('on_hold');
    expect((await paymentRow(t, payment.reference)).status).toBe('paid');

    expect(await runAt(30 * DAY + 60_000)).toMatchObject({ errors: 0 });
    expect(await requestStatus(t.app.db, application.id)).toBe('cancelled');
    expect(await paymentRow(t, payment.reference)).toMatchObject({
      status: 'refunded',
      refunded_amount: payment.amount,
    });
  });

  it('cancels and refunds a held certificate the same way, with the certificate email', async () => {
    const email = 'held.certificate.too.long@example.com';
    const fees = await reasonNamed('Fees owed to the institution');
    const certificate = await submitCertificateApplication(t, { email_address: email });
    const started = await initialize(t, {
      kind: 'certificate_application',
      tracking_id: certificate.tracking_id,
    });
    const payment = started.json().data as { reference: string; amount: number };
    await settleLocally(t, payment);
    for (const [status, extra] of [
      ['processing', {}],
      ['on_hold', { hold_reason_id: fees.id }],
    ] as const) {
      const moved = await t.call(
        'PATCH',
        `/certificate-applications/${String(certificate.id)}/status`,
        { status, ...extra },
        t.as.officer,
      );
      expect(moved.statusCode).toBe(200);
    }

    // (An earlier test's request falls due on the same day: only the errors are counted here.)
    expect(await runAt(30 * DAY + 60_000)).toMatchObject({ errors: 0 });
    expect(await requestStatus(t.app.db, certificate.id)).toBe('cancelled');
    const audit = (
      await auditEntries(t.app.db, 'certificate_application.status_changed', certificate.id)
    ).at(-1);
    expect(audit?.details).toMatchObject({ hold_reason: fees.name, hold_expired: true });
    expect(await paymentRow(t, payment.reference)).toMatchObject({ status: 'refunded' });
    const mails = await mailsTo(email);
    expect(mails.slice(-2).map((mail) => mail.template)).toEqual([
      'certificate_application_status',
      'payment_refunded',
    ]);
    expect(mails.at(-2)?.payload).toMatchObject({ status: 'cancelled' });
  });
});
