import { sql } from 'kysely';
import { statementName } from '../src/db/prepared-statements';
import type { Db } from '../src/db/schema';
import { preparedQuery } from '../src/lib/prepared-query';
import * as applications from '../src/modules/applications/repository';
import { databaseTargets } from './support/databases';
import { startTestApp, type TestApp } from './support/app';

describe.each(databaseTargets())('preparedQuery on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  it('runs the compiled SQL with each call’s parameters', async () => {
    const byEmail = preparedQuery(
      (db, email: string) =>
        db.selectFrom('staff_users').select(['id', 'email']).where('email', '=', email),
      [''],
    );
    const [admin] = await t.app.db.selectFrom('staff_users').select(['id', 'email']).execute();
    expect(await byEmail(t.app.db, admin!.email)).toEqual([admin]);
    expect(await byEmail(t.app.db, 'nobody@example.org')).toEqual([]);
  });

  it('refuses a build whose bound parameters do not match its placeholders', () => {
    expect(() =>
      preparedQuery(
        (db, id: number) =>
          db.selectFrom('staff_users').select('id').where('id', '=', id).where('id', '>', 0),
        [0],
      ),
    ).toThrow(/2 bound parameters, expected 1/);
  });

  it('compiles once, when defined, and tells its text (the bench ceiling sends the same)', () => {
    const build = (db: Db, email: string) =>
      db.selectFrom('staff_users').select('id').where('email', '=', email);
    const query = preparedQuery(build, ['']);
    expect(query.text).toBe(build(t.app.db, '').compile().sql);
    expect(query.named).toBe(true);
    expect(preparedQuery(build, [''], { named: false }).named).toBe(false);
  });

  it('sends a { named: false } query unnamed, with each call’s values, and a default one named', async () => {
    // The target's name in the text: each database of describe.each gets its own statement.
    const build = (db: Db, limit: number) =>
      db
        .selectFrom('staff_users')
        .select(['id', sql.lit(target.name).as('target')])
        .orderBy('id')
        .limit(limit);
    const text = build(t.app.db, 0).compile().sql;
    const everyone = await build(t.app.db, 1000).execute();
    const unnamed = preparedQuery(build, [0], { named: false });
    expect(await unnamed(t.app.db, 1)).toEqual(everyone.slice(0, 1));
    expect(await unnamed(t.app.db, 1000)).toEqual(everyone);
    expect(statementName(text)).toBeUndefined();
    const named = preparedQuery(build, [0]);
    expect(await named(t.app.db, 1)).toEqual(everyone.slice(0, 1));
    expect(statementName(text)).toBeDefined();
  });

  it('reads an application with its copies and history in one query, as the separate reads do', async () => {
    const row = await t.app.db
      .selectFrom('applications')
      .select(['id', 'tracking_id'])
      .where('kind', '=', 'transcript')
      .executeTakeFirst();
    if (!row) throw new Error('the first-start seed holds no transcript application');
    const tracked = await applications.findTrackedByTrackingId(t.app.db, row.tracking_id);
    const copies = await applications.copiesOf(t.app.db, row.id);
    const history = await applications.historyOf(t.app.db, row.id);
    expect(tracked?.id).toBe(row.id);
    expect(tracked?.copies.map((c) => c.id)).toEqual(copies.map((c) => c.id));
    expect(tracked?.history.map((h) => [h.id, h.to_status])).toEqual(
      history.map((h) => [h.id, h.to_status]),
    );
    expect(await applications.findTrackedByTrackingId(t.app.db, 'NOSUCHID0000')).toBeUndefined();
  });
});
