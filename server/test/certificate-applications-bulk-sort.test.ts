import {
  HOLD_REASON_REQUIRED,
  requestStatuses,
  ZBulkUpdateCertificateApplicationStatusResponse,
  ZListCertificateApplicationsResponse,
  type TCertificateApplicationSummary,
} from '@registrar/shared-api/contracts';
import { sql } from 'kysely';
import { bearer } from './support/app';
import { staffApp } from './support/staff-app';
import { databaseTargets } from './support/databases';
import { withIdentity } from './support/identity';
import { submitCertificateApplication } from './support/payments-fixtures';
import { requestStatus, setRequestStatus } from './support/rows';

describe.each(databaseTargets())('certificate applications: sort and bulk on $name', (target) => {
  const t = staffApp(target, ['officer', 'bursary']);

  const get = (url: string, token = t.as.admin) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
  const bulk = (payload: object, token: string | null = t.as.officer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/certificate-applications/bulk-status',
      headers: token ? bearer(token) : {},
      payload,
    });
  const rowsOf = async (query: string) => {
    const response = await get(`/certificate-applications?per_page=100&${query}`);
    expect(response.statusCode).toBe(200);
    return ZListCertificateApplicationsResponse.parse(response.json()).data;
  };
  const auditOf = (id: number) =>
    t.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'details'])
      .where('entity_type', '=', 'certificate_application')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'certificate_application.status_changed')
      .orderBy('id')
      .execute();

  describe('sort', () => {
    beforeAll(async () => {
      // Distinct totals and creation times on top of the seeded requests.
      const ids = [];
      for (let i = 0; i < 3; i += 1) ids.push((await submitCertificateApplication(t)).id);
      await t.app.db
        .updateTable('applications')
        .where('kind', '<>', 'transcript')
        .set({
          // Totals unrelated to age (total = fee + delivery, a check constraint: move both).
          delivery_fee: sql`delivery_fee + ((id * 7) % 5) * 100`,
          total: sql`total + ((id * 7) % 5) * 100`,
          created_at: sql`now() - make_interval(days => id)`,
        })
        .execute();
      await setRequestStatus(t.app.db, ids[0]!, 'on_hold');
      await setRequestStatus(t.app.db, ids[1]!, 'paid');
    });

    const isOrdered = <T>(values: T[], compare: (a: T, b: T) => number) =>
      values.every((value, i) => i === 0 || compare(values[i - 1]!, value) <= 0);
    const byNumber = (a: number, b: number) => a - b;

    it('newest first by default, oldest first ascending', async () => {
      const page = await rowsOf('');
      const times = page.data.map((row) => Date.parse(row.created_at));
      expect(times.length).toBeGreaterThan(3);
      expect(isOrdered(times, (a, b) => b - a)).toBe(true);
      const ascending = await rowsOf('sort=created_at&direction=asc');
      expect(ascending.data.map((row) => row.id)).toEqual(page.data.map((row) => row.id).reverse());
    });

    it('by total either way', async () => {
      const up = (await rowsOf('sort=total&direction=asc')).data.map((row) => row.total);
      expect(isOrdered(up, byNumber)).toBe(true);
      expect(new Set(up).size).toBeGreaterThan(1);
      const down = (await rowsOf('sort=total&direction=desc')).data.map((row) => row.total);
      expect(down).toEqual([...up].reverse());
    });

    it('by status in lifecycle order, not alphabetically', async () => {
      const statuses = (await rowsOf('sort=status&direction=asc')).data.map((row) => row.status);
      expect(new Set(statuses).size).toBeGreaterThan(2);
      expect(
        isOrdered(statuses, (a, b) => requestStatuses.indexOf(a) - requestStatuses.indexOf(b)),
      ).toBe(true);
      const down = (await rowsOf('sort=status&direction=desc')).data.map((row) => row.status);
      expect(
        isOrdered(down, (a, b) => requestStatuses.indexOf(b) - requestStatuses.indexOf(a)),
      ).toBe(true);
    });

    it('by reference, applicant and matric number, either way, as the database orders them', async () => {
      for (const [query, order] of [
        ['sort=tracking_id&direction=asc', sql`tracking_id ASC`],
        ['sort=tracking_id&direction=desc', sql`tracking_id DESC`],
        ['sort=applicant&direction=asc', sql`lower(surname), lower(first_name), id`],
        [
          'sort=applicant&direction=desc',
          sql`lower(surname) DESC, lower(first_name) DESC, id DESC`,
        ],
        ['sort=matric_number&direction=asc', sql`matric_number, id`],
        ['sort=matric_number&direction=desc', sql`matric_number DESC, id DESC`],
      ] as const) {
        const expected = await sql<{
          id: number;
        }>`SELECT id FROM applications WHERE kind <> 'transcript'
          ORDER BY ${order}`.execute(t.app.db);
        expect((await rowsOf(query)).data.map((row) => row.id)).toEqual(
          expected.rows.map((row) => row.id),
        );
      }
    });

    it('filters by delivery: domestic or international, as priced', async () => {
      const abroad = await t.app.inject({
        method: 'POST',
        url: '/api/certificate-applications',
        payload: await withIdentity(t.app.db, {
          matric_number: 'FUTD/10/0001',
          email_address: 'cert@example.com',
          kind: 'attestation',
          recipient_name: 'Admissions',
          recipient_address: '1 University Road, Leeds',
          region_id: 6, // Europe (international)
          courier_id: 3, // DHL Express (international only)
        }),
      });
      expect(abroad.statusCode).toBe(200);
      const abroadId = abroad.json().data.id as number;
      const international = await rowsOf('delivery=international');
      expect(international.data.map((row) => row.id)).toEqual([abroadId]);
      expect(international.total).toBe(1);
      const paged = (await get('/certificate-applications?per_page=1&delivery=domestic')).json()
        .data;
      expect(paged.links.at(-1).url).toContain('delivery=domestic');
      const domestic = await rowsOf('delivery=domestic&sort=applicant&direction=asc');
      const all = await rowsOf('');
      expect(domestic.total).toBe(all.total - 1);
      expect(domestic.data.every((row) => row.id !== abroadId)).toBe(true);
      expect((await get('/certificate-applications?delivery=abroad')).statusCode).toBe(422);
      expect((await get('/certificate-applications?delivery=')).statusCode).toBe(200);
    });

    it('keeps a non-default sort in the page links and pages without repeats', async () => {
      const first = (
        await get('/certificate-applications?per_page=2&sort=total&direction=asc')
      ).json().data;
      expect(first.links.at(-1).url).toContain('sort=total');
      expect(first.links.at(-1).url).toContain('direction=asc');
      const second = (
        await get('/certificate-applications?per_page=2&page=2&sort=total&direction=asc')
      ).json().data;
      const seen = [...first.data, ...second.data].map(
        (row: TCertificateApplicationSummary) => row.total,
      );
      expect(isOrdered(seen, byNumber)).toBe(true);
      const defaults = (await get('/certificate-applications?per_page=2')).json().data;
      expect(defaults.links.at(-1).url).not.toContain('sort=');
    });

    it('refuses a column outside the whitelist; blank means the default', async () => {
      const bad = await get('/certificate-applications?sort=surname&direction=up');
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['direction', 'sort']);
      expect((await get('/certificate-applications?sort=&direction=')).statusCode).toBe(200);
    });
  });

  describe('bulk status', () => {
    it('moves each id on its own: legal moves applied, illegal and unknown ones reported', async () => {
      const paid = (await submitCertificateApplication(t)).id;
      const onHold = (await submitCertificateApplication(t)).id;
      const unpaid = (await submitCertificateApplication(t)).id;
      const done = (await submitCertificateApplication(t)).id;
      await setRequestStatus(t.app.db, paid, 'paid');
      await setRequestStatus(t.app.db, onHold, 'on_hold');
      await setRequestStatus(t.app.db, done, 'completed');

      const response = await bulk({
        ids: [paid, onHold, unpaid, done, 999999, paid],
        status: 'processing',
        note: 'Batch for printing',
      });
      expect(response.statusCode).toBe(200);
      const body = ZBulkUpdateCertificateApplicationStatusResponse.parse(response.json());
      expect(body.message).toBe('2 of 5 certificate applications updated');
      expect(body.data).toEqual({
        updated: 2,
        results: [
          { id: paid, ok: true, status: 'processing', message: null },
          { id: onHold, ok: true, status: 'processing', message: null },
          {
            id: unpaid,
            ok: false,
            status: null,
            message: 'Cannot change status from Pending payment to Processing.',
          },
          {
            id: done,
            ok: false,
            status: null,
            message: 'Cannot change status from Completed to Processing.',
          },
          {
            id: 999999,
            ok: false,
            status: null,
            message: 'Certificate application not found.',
          },
        ],
      });
      expect(await requestStatus(t.app.db, paid)).toBe('processing');
      expect(await requestStatus(t.app.db, onHold)).toBe('processing');
      expect(await requestStatus(t.app.db, unpaid)).toBe('pending_payment');
      expect(await requestStatus(t.app.db, done)).toBe('completed');

      // One audit record and one history row per moved row, by the officer; none for refusals.
      const audit = await auditOf(paid);
      expect(audit).toHaveLength(1);
      expect(audit[0]!.details).toMatchObject({
        from: 'paid',
        to: 'processing',
        note: 'Batch for printing',
        bulk: true,
      });
      expect(audit[0]!.actor_user_id).not.toBe(1);
      expect(await auditOf(onHold)).toHaveLength(1);
      expect(await auditOf(unpaid)).toHaveLength(0);
      expect(await auditOf(done)).toHaveLength(0);
      const history = (await get(`/certificate-applications/${String(paid)}`)).json().data.history;
      expect(history.at(-1)).toMatchObject({ status: 'processing', note: 'Batch for printing' });
    });

    it('refuses dispatch in bulk, bad bodies, and roles that may not change status', async () => {
      const id = (await submitCertificateApplication(t)).id;
      await setRequestStatus(t.app.db, id, 'processing');
      const dispatch = await bulk({ ids: [id], status: 'dispatched' });
      expect(dispatch.statusCode).toBe(422);
      expect(dispatch.json().errors).toEqual({
        status: ['Dispatch one application at a time: each needs its courier and waybill number'],
      });
      expect((await bulk({ ids: [], status: 'on_hold' })).statusCode).toBe(422);
      expect(
        (await bulk({ ids: Array.from({ length: 101 }, (_, i) => i + 1), status: 'on_hold' }))
          .statusCode,
      ).toBe(422);
      expect((await bulk({ ids: [id], status: 'lost' })).json().errors).toEqual({
        status: ['Please choose a valid status'],
      });
      expect((await bulk({ ids: [id], status: 'on_hold', extra: 1 })).statusCode).toBe(422);
      expect((await bulk({ ids: [id], status: 'on_hold' }, t.as.bursary)).statusCode).toBe(403);
      expect((await bulk({ ids: [id], status: 'on_hold' }, null)).statusCode).toBe(401);
      expect(await requestStatus(t.app.db, id)).toBe('processing');
      expect(await auditOf(id)).toHaveLength(0);

      // A hold needs its reason for the applicant: one request at a time, never in bulk.
      const held = await bulk({ ids: [id], status: 'on_hold' }, t.as.admin);
      expect(held.json().data.results).toEqual([
        { id, ok: false, status: null, message: HOLD_REASON_REQUIRED },
      ]);
      expect(await requestStatus(t.app.db, id)).toBe('processing');

      // The administrator may, like the officer.
      const moved = await bulk({ ids: [id], status: 'rejected' }, t.as.admin);
      expect(moved.json().data.results).toEqual([
        { id, ok: true, status: 'rejected', message: null },
      ]);
      expect(await requestStatus(t.app.db, id)).toBe('rejected');
    });
  });
});
