import { ZListMailResponse } from '@registrar/shared-api/contracts';
import { sql } from 'kysely';
import { type App, buildApp } from '../src/app';
import {
  RECIPIENT_HOURLY_LIMIT,
  recipientKey,
  SUPPRESSED_MESSAGE,
} from '../src/modules/mail/recipient-bound';
import { emptyStaticRoot } from './support/app';
import { databaseTargets } from './support/databases';
import { withIdentity } from './support/identity';
import { softCopyApplication } from './support/payments-fixtures';
import { staffApp } from './support/staff-app';
import { graduateByMatric } from './support/rows';

async function submit(app: App, email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/applications',
    payload: await withIdentity(app.db, softCopyApplication(email)),
  });
  return response;
}

/** The outbox's emails to one mailbox, by status. */
async function statusesFor(app: App, address: string) {
  const rows = await app.db
    .selectFrom('outbox')
    .select(['status', 'template'])
    .where('recipient_key', '=', recipientKey(address))
    .execute();
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
  return counts;
}

describe('recipientKey', () => {
  it.each([
    ['Victim@Example.TEST', 'victim@example.test'],
    ['  victim+anything@example.test ', 'victim@example.test'],
    ['victim+a+b@example.test', 'victim@example.test'],
    ['+victim@example.test', '+victim@example.test'],
    ['no-at-sign', 'no-at-sign'],
  ])('%s counts as %s', (address, key) => {
    expect(recipientKey(address)).toBe(key);
  });
});

describe.each(databaseTargets())('per-recipient mail bound on $name', (target) => {
  const t = staffApp(target);

  it(`sends one address at most ${String(RECIPIENT_HOURLY_LIMIT)} emails an hour that the public can cause; the rest are suppressed, listed for staff, never sent, and the submissions answer as usual`, async () => {
    // The same mailbox written many ways: case and +tags do not multiply the bound.
    const variants = (i: number) =>
      [`victim@example.test`, `Victim@Example.TEST`, `victim+${String(i)}@example.test`][i % 3]!;
    const answers = [];
    for (let i = 0; i < RECIPIENT_HOURLY_LIMIT + 3; i += 1) {
      answers.push(await submit(t.app, variants(i)));
    }
    // Every submission succeeds with the same kind of answer: nothing says the bound was hit.
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(Object.keys(answer.json().data as object).sort()).toEqual(
        Object.keys(answers[0]!.json().data as object).sort(),
      );
      expect(answer.json().message).toBe(answers[0]!.json().message);
    }
    expect(await statusesFor(t.app, 'victim@example.test')).toEqual({
      pending: RECIPIENT_HOURLY_LIMIT,
      suppressed: 3,
    });
    // Someone else is not affected.
    expect((await submit(t.app, 'someone.else@example.test')).statusCode).toBe(200);
    expect(await statusesFor(t.app, 'someone.else@example.test')).toEqual({ pending: 1 });

    // The worker sends the queued ones only.
    expect(await t.app.outbox.runOnce()).toEqual({
      sent: RECIPIENT_HOURLY_LIMIT + 1,
      retried: 0,
      failed: 0,
    });
    expect(await statusesFor(t.app, 'victim@example.test')).toEqual({
      sent: RECIPIENT_HOURLY_LIMIT,
      suppressed: 3,
    });

    // Staff see them in the mail log, with the reason.
    const list = ZListMailResponse.parse((await t.call('GET', '/mail?status=suppressed')).json());
    expect(list.data.data).toHaveLength(3);
    for (const mail of list.data.data) {
      expect(mail).toMatchObject({
        status: 'suppressed',
        template: 'application_submitted',
        error: SUPPRESSED_MESSAGE,
        sent_at: null,
        attempts: 0,
      });
    }
  });

  it('still sends staff and system mail to an address past the bound, without counting it', async () => {
    const address = 'busy@example.test';
    const ids: number[] = [];
    for (let i = 0; i < RECIPIENT_HOURLY_LIMIT + 1; i += 1) {
      const answer = await submit(t.app, address);
      ids.push((answer.json() as { data: { id: number } }).data.id);
    }
    expect(await statusesFor(t.app, address)).toEqual({
      pending: RECIPIENT_HOURLY_LIMIT,
      suppressed: 1,
    });
    const changed = await t.call('PATCH', `/applications/${String(ids[0])}/status`, {
      status: 'cancelled',
      note: 'Asked to cancel.',
    });
    expect(changed.statusCode).toBe(200);
    const statusMail = await t.app.db
      .selectFrom('outbox')
      .select(['status', 'recipient_key'])
      .where('template', '=', 'application_status')
      .where('recipient', '=', address)
      .execute();
    expect(statusMail).toEqual([{ status: 'pending', recipient_key: null }]);
  });

  it('a stranger who fills a graduate’s inbox bound cannot stop their identity code', async () => {
    const graduate = await graduateByMatric(t.app.db, 'FUTD/10/0001');
    for (let i = 0; i < RECIPIENT_HOURLY_LIMIT + 1; i += 1) await submit(t.app, graduate.email!);
    expect(await statusesFor(t.app, graduate.email!)).toMatchObject({ suppressed: 1 });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/identity/codes',
      payload: { matric_number: graduate.matric_number },
    });
    expect(sent.statusCode).toBe(200);
    const code = await t.app.db
      .selectFrom('outbox')
      .select(['status', 'recipient_key'])
      .where('template', '=', 'identity_code')
      .where('recipient', '=', graduate.email!)
      .execute();
    expect(code).toEqual([{ status: 'pending', recipient_key: null }]);
  });

  it('counts the last hour only', async () => {
    const address = 'patient@example.test';
    for (let i = 0; i < RECIPIENT_HOURLY_LIMIT; i += 1) await submit(t.app, address);
    await submit(t.app, address);
    expect(await statusesFor(t.app, address)).toMatchObject({ suppressed: 1 });
    await t.app.db
      .updateTable('outbox')
      .set({ created_at: sql<Date>`created_at - interval '61 minutes'` } as never)
      .where('recipient_key', '=', recipientKey(address))
      .execute();
    await submit(t.app, address);
    expect(await statusesFor(t.app, address)).toEqual({
      pending: RECIPIENT_HOURLY_LIMIT + 1,
      suppressed: 1,
    });
  });

  it('holds exactly under concurrent submissions, from every process sharing the database', async () => {
    const address = 'flooded@example.test';
    // On PostgreSQL, two server instances on one database (as two processes would be); PGlite
    // belongs to one process, so there the submissions race within it.
    const database = await target.create();
    const others: App[] = [];
    const instances = target.name === 'postgres' ? 2 : 1;
    try {
      for (let i = 0; i < instances; i += 1) {
        const other = buildApp({
          database: database.config,
          staticRoot: emptyStaticRoot(),
          onAdminCreated: () => undefined,
        });
        await other.ready();
        others.push(other);
      }
      const answers = await Promise.all(
        Array.from({ length: RECIPIENT_HOURLY_LIMIT * 2 }, (_, i) =>
          submit(others[i % others.length]!, address),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      expect(await statusesFor(others[0]!, address)).toEqual({
        pending: RECIPIENT_HOURLY_LIMIT,
        suppressed: RECIPIENT_HOURLY_LIMIT,
      });
    } finally {
      for (const other of others) await other.close();
      await database.drop();
    }
  });
});
