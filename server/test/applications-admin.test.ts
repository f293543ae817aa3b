import {
  staffTransitions,
  type TApplicationStatus,
  ZApplicationsPage,
  ZGetApplicationResponse,
} from '@registrar/shared-api/contracts';
import type { StaffRole } from '../src/db/schema';
import { insertApplication, markApplicationPaid } from '../src/modules/applications/service';
import { priceCopies } from '../src/modules/applications/pricing';
import { addStaffAndSignIn, bearer, signIn, startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';
import { withIdentity } from './support/identity';
import { transcriptPdf } from './support/pdf-fixtures';
import { auditEntries, graduateByMatric, requestStatus, setRequestStatus } from './support/rows';

const softCopy = {
  purpose: 'Employment',
  type: 'undergraduate',
  format: 'soft_copy',
  recipient_email: 'hr@example.com',
};
const hardCopy = {
  purpose: 'Employment',
  type: 'undergraduate',
  format: 'hard_copy',
  recipient_name: 'HR',
  recipient_address: '2 Broad Street',
  region_id: 1,
  courier_id: 2,
};

describe.each(databaseTargets())('applications admin on $name', (target) => {
  let t: TestApp;
  const tokens: Record<StaffRole, string> = {
    administrator: '',
    registry_officer: '',
    bursary: '',
  };

  const addStaff = (role: StaffRole) =>
    addStaffAndSignIn(t, {
      name: `The ${role}`,
      username: role,
      email: `${role}@registrar.test`,
      role,
    });

  beforeAll(async () => {
    t = await startTestApp(target);
    tokens.administrator = await signIn(t.app, t.admin);
    tokens.registry_officer = await addStaff('registry_officer');
    tokens.bursary = await addStaff('bursary');
  });
  afterAll(() => t.close());

  const submit = async (matric: string, copies: object[] = [softCopy]) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: await withIdentity(t.app.db, {
        matric_number: matric,
        email_address: 'a@example.com',
        copies,
      }),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: number; tracking_id: string };
  };
  const historyCount = async (id: number) =>
    (
      await t.app.db
        .selectFrom('application_status_history')
        .select('id')
        .where('application_id', '=', id)
        .execute()
    ).length;
  const get = (url: string, token = tokens.administrator) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const patch = (id: number | string, payload: object, token = tokens.registry_officer) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/applications/${String(id)}/status`,
      payload,
      headers: token ? bearer(token) : {},
    });

  describe('list', () => {
    let created: { id: number; tracking_id: string }[] = [];
    beforeAll(async () => {
      await t.app.db.deleteFrom('applications').execute();
      created = [];
      for (let i = 0; i < 23; i += 1) {
        const g = i % 20;
        const matric = `FUTD/${String(10 + (g % 8))}/${String(g + 1).padStart(4, '0')}`;
        created.push(await submit(matric));
      }
      // Spread over days (WAT): application i submitted on 2024-01-(i+1) at 10:00 local.
      for (const [i, app] of created.entries()) {
        const day = String(i + 1).padStart(2, '0');
        await t.app.db
          .updateTable('applications')
          .set({ created_at: `2024-01-${day}T10:00:00+01:00` })
          .where('id', '=', app.id)
          .execute();
      }
      for (const app of created.slice(0, 4)) await setRequestStatus(t.app.db, app.id, 'paid');
    });

    it('pages newest first with exact meta and links', async () => {
      const first = await get('/api/applications');
      expect(first.statusCode).toBe(200);
      const page = first.json().data;
      expect(ZApplicationsPage.parse(page)).toEqual(page);
      expect(page).toMatchObject({
        current_page: 1,
        last_page: 3,
        per_page: 10,
        total: 23,
        from: 1,
        to: 10,
      });
      expect(page.data[0].id).toBe(created[22]!.id);
      expect(page.data[0]).toMatchObject({ copies_count: 1, enums: { status: 'Pending payment' } });
      expect(page.links).toEqual([
        { url: null, label: '« Previous', active: false },
        { url: '/api/applications?page=1', label: '1', active: true },
        { url: '/api/applications?page=2', label: '2', active: false },
        { url: '/api/applications?page=3', label: '3', active: false },
        { url: '/api/applications?page=2', label: 'Next »', active: false },
      ]);
      const last = (await get('/api/applications?page=3')).json().data;
      expect(last).toMatchObject({ current_page: 3, from: 21, to: 23 });
      expect(last.data.map((a: { id: number }) => a.id)).toEqual([
        created[2]!.id,
        created[1]!.id,
        created[0]!.id,
      ]);
      expect(last.links.at(-1)).toEqual({ url: null, label: 'Next »', active: false });
      const beyond = (await get('/api/applications?page=9')).json().data;
      expect(beyond).toMatchObject({ data: [], from: null, to: null, total: 23, last_page: 3 });
    });

    it('filters by status, search and inclusive date range, keeping filters in links', async () => {
      const paid = (await get('/api/applications?status=paid&per_page=3')).json().data;
      expect(paid).toMatchObject({ total: 4, last_page: 2, per_page: 3, from: 1, to: 3 });
      expect(paid.links[2]).toEqual({
        url: '/api/applications?per_page=3&status=paid&page=2',
        label: '2',
        active: false,
      });
      const range = (
        await get('/api/applications?from=2024-01-05&to=2024-01-07&sort=created_at&direction=asc')
      ).json().data;
      expect(range.data.map((a: { id: number }) => a.id)).toEqual([
        created[4]!.id,
        created[5]!.id,
        created[6]!.id,
      ]);
      const byTracking = (
        await get(`/api/applications?search=${created[7]!.tracking_id.toLowerCase()}`)
      ).json().data;
      expect(byTracking.data.map((a: { id: number }) => a.id)).toEqual([created[7]!.id]);
      const byMatric = (await get('/api/applications?search=futd/10/0001')).json().data;
      expect(byMatric.total).toBe(2); // i = 0 and 20
      const byName = (await get('/api/applications?search=ADEYEMI')).json().data;
      expect(
        byName.data.every(
          (a: { applicant: { surname: string } }) => a.applicant.surname === 'Adeyemi',
        ),
      ).toBe(true);
      expect(byName.total).toBeGreaterThan(0);
      const fullName = (await get('/api/applications?search=tolu%20adeyemi')).json().data;
      expect(fullName.total).toBe(byName.total);
      const none = (await get('/api/applications?search=%25')).json().data;
      expect(none).toMatchObject({ total: 0, from: null, to: null, last_page: 1 });
      const byTotal = (await get('/api/applications?sort=total&direction=desc&status=')).json()
        .data;
      expect(byTotal.total).toBe(23);
    });

    it('refuses bad queries with field errors', async () => {
      const response = await get(
        '/api/applications?page=0&per_page=101&status=lost&from=2024-13-01&sort=name',
      );
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors).sort()).toEqual([
        'from',
        'page',
        'per_page',
        'sort',
        'status',
      ]);
      const reversed = await get('/api/applications?from=2024-02-01&to=2024-01-01');
      expect(reversed.json().errors).toEqual({
        to: ['The end date must not be before the start date'],
      });
    });

    it('is for registry staff only: 401 without a token, 403 for the bursary', async () => {
      expect((await get('/api/applications', '')).statusCode).toBe(401);
      for (const role of ['administrator', 'registry_officer'] as const)
        expect((await get('/api/applications', tokens[role])).statusCode).toBe(200);
      expect((await get('/api/applications', tokens.bursary)).statusCode).toBe(403);
    });
  });

  describe('detail', () => {
    it('returns copies, staff history and message counts; 404 and 422 for bad ids', async () => {
      const app = await submit('FUTD/10/0001', [softCopy, hardCopy]);
      const response = await get(`/api/applications/${String(app.id)}`, tokens.registry_officer);
      expect(response.statusCode).toBe(200);
      const json = response.json();
      expect(ZGetApplicationResponse.parse(json)).toEqual(json);
      expect(json.data).toMatchObject({
        id: app.id,
        messages_count: 0,
        unread_messages_count: 0,
        application_type: null,
      });
      expect(json.data.copies).toHaveLength(2);
      expect(json.data.history).toEqual([
        expect.objectContaining({ status: 'pending_payment', from_status: null, actor: null }),
      ]);
      expect((await get('/api/applications/999999')).json()).toEqual({
        status: 'error',
        message: 'Application not found.',
      });
      expect((await get('/api/applications/abc')).statusCode).toBe(422);
      expect((await get(`/api/applications/${String(app.id)}`, '')).statusCode).toBe(401);
    });
  });

  describe('status machine', () => {
    // Moving to 'sent' emails a link to the graduate's uploaded transcript: give one.
    beforeAll(async () => {
      const transcript = await transcriptPdf();
      const graduate = await graduateByMatric(t.app.db, 'FUTD/11/0002');
      await t.app.db
        .insertInto('graduate_copies')
        .values({
          graduate_id: graduate.id,
          title: 'Transcript',
          file_name: 'transcript.pdf',
          content_type: 'application/pdf',
          size_bytes: transcript.length,
          sha256: '0'.repeat(64),
          storage_key: 'status-machine-transcript',
          // A real PDF: the download link stamps it with a verification code (refused if it can't).
          content: transcript,
        })
        .execute();
    });

    const allowed = (
      Object.entries(staffTransitions.transcript) as [
        TApplicationStatus,
        readonly TApplicationStatus[],
      ][]
    ).flatMap(([from, tos]) => tos.map((to) => [from, to] as const));

    it.each(allowed)('%s → %s is allowed, with history and audit', async (from, to) => {
      const app = await submit(
        'FUTD/11/0002',
        to === 'dispatched' ? [hardCopy, softCopy] : [softCopy],
      );
      await setRequestStatus(t.app.db, app.id, from);
      const dispatch =
        to === 'dispatched' ? { courier_name: 'GIG Logistics', waybill_number: 'WB-1' } : {};
      // A hold needs its reason, and the timeline keeps it.
      const reason = await t.app.db
        .selectFrom('hold_reasons')
        .select(['id', 'name'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const hold = to === 'on_hold' ? { hold_reason_id: reason.id } : {};
      const response = await patch(app.id, { status: to, note: 'checked', ...dispatch, ...hold });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data.status).toBe(to);
      expect(data.history.at(-1)).toMatchObject({
        status: to,
        from_status: from,
        note: to === 'on_hold' ? `On hold: ${reason.name}. checked` : 'checked',
        actor: { name: 'The registry_officer' },
      });
      const audit = await auditEntries(t.app.db, 'application.status_changed', app.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]!.details).toMatchObject({ changes: { status: { from, to } } });
      if (to === 'dispatched') {
        const hard = data.copies.find((c: { format: string }) => c.format === 'hard_copy');
        expect(hard).toMatchObject({
          courier_name: 'GIG Logistics',
          waybill_number: 'WB-1',
          dispatched_at: expect.any(String),
        });
      }
    });

    it.each([
      ['pending_payment', 'paid'],
      ['paid', 'pending_payment'],
      ['paid', 'paid'],
      ['processing', 'completed'],
      ['dispatched', 'sent'],
      ['delivered', 'dispatched'],
      ['completed', 'processing'],
      ['cancelled', 'paid'],
      ['refunded', 'processing'],
      ['rejected', 'processing'],
    ] as const)('%s → %s is refused with 409 and changes nothing', async (from, to) => {
      const app = await submit('FUTD/11/0002');
      await setRequestStatus(t.app.db, app.id, from);
      const response = await patch(app.id, { status: to });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/^Cannot change status from .+ to .+\.$/);
      expect(await requestStatus(t.app.db, app.id)).toBe(from);
      expect(await historyCount(app.id)).toBe(1);
    });

    it('dispatch needs courier and waybill for hard copies; soft-only is sent, hard is dispatched', async () => {
      const hardApp = await submit('FUTD/11/0002', [hardCopy]);
      await setRequestStatus(t.app.db, hardApp.id, 'processing');
      const missing = await patch(hardApp.id, { status: 'dispatched' });
      expect(missing.statusCode).toBe(422);
      expect(Object.keys(missing.json().errors).sort()).toEqual(['courier_name', 'waybill_number']);
      expect((await patch(hardApp.id, { status: 'sent' })).statusCode).toBe(409);
      const softApp = await submit('FUTD/11/0002', [softCopy]);
      await setRequestStatus(t.app.db, softApp.id, 'processing');
      expect(
        (await patch(softApp.id, { status: 'dispatched', courier_name: 'x', waybill_number: 'y' }))
          .statusCode,
      ).toBe(409);
      expect(await requestStatus(t.app.db, hardApp.id)).toBe('processing');
      expect(await requestStatus(t.app.db, softApp.id)).toBe('processing');
    });

    it('refuses bad bodies, unknown ids, wrong roles and missing tokens', async () => {
      const app = await submit('FUTD/11/0002');
      await setRequestStatus(t.app.db, app.id, 'paid');
      expect((await patch(app.id, { status: 'lost' })).json().errors).toEqual({
        status: ['Please choose a valid status'],
      });
      expect((await patch(app.id, {})).json().errors).toEqual({
        status: ['This field is required'],
      });
      expect(
        (await patch(app.id, { status: 'processing', note: 'x'.repeat(1001) })).statusCode,
      ).toBe(422);
      expect((await patch(999999, { status: 'processing' })).statusCode).toBe(404);
      expect((await patch(app.id, { status: 'processing' }, tokens.bursary)).statusCode).toBe(403);
      expect((await patch(app.id, { status: 'processing' }, '')).statusCode).toBe(401);
      expect(await requestStatus(t.app.db, app.id)).toBe('paid');
      expect(await historyCount(app.id)).toBe(1);
    });

    it('lets only one of two concurrent changes win', async () => {
      const app = await submit('FUTD/11/0002');
      await setRequestStatus(t.app.db, app.id, 'paid');
      const responses = await Promise.all([
        patch(app.id, { status: 'processing' }),
        patch(app.id, { status: 'processing' }, tokens.administrator),
        patch(app.id, { status: 'refunded' }),
      ]);
      const codes = responses.map((r) => r.statusCode).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(await historyCount(app.id)).toBe(2);
      const winner = responses.find((r) => r.statusCode === 200)!.json().data.status;
      expect(await requestStatus(t.app.db, app.id)).toBe(winner);
    });

    it('bulk-status applies each id on its own', async () => {
      const a = await submit('FUTD/11/0002');
      const b = await submit('FUTD/11/0002');
      await setRequestStatus(t.app.db, a.id, 'paid');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/applications/bulk-status',
        headers: bearer(tokens.registry_officer),
        payload: { ids: [a.id, b.id, 999999], status: 'processing', note: 'batch' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        updated: 1,
        results: [
          { id: a.id, ok: true, status: 'processing', message: null },
          {
            id: b.id,
            ok: false,
            status: null,
            message: 'Cannot change status from Pending payment to Processing.',
          },
          { id: 999999, ok: false, status: null, message: 'Application not found.' },
        ],
      });
      const bulk = (payload: object, token = tokens.registry_officer) =>
        t.app.inject({
          method: 'POST',
          url: '/api/applications/bulk-status',
          headers: token ? bearer(token) : {},
          payload,
        });
      expect((await bulk({ ids: [], status: 'paid' })).statusCode).toBe(422);
      expect(
        (await bulk({ ids: Array.from({ length: 101 }, (_, i) => i + 1), status: 'paid' }))
          .statusCode,
      ).toBe(422);
      expect((await bulk({ ids: [a.id], status: 'on_hold' }, tokens.bursary)).statusCode).toBe(403);
      expect((await bulk({ ids: [a.id], status: 'on_hold' }, '')).statusCode).toBe(401);
      expect(await requestStatus(t.app.db, a.id)).toBe('processing');
    });

    it('markApplicationPaid moves pending_payment to paid once', async () => {
      const app = await submit('FUTD/11/0002');
      const pay = () =>
        t.app.db.transaction().execute((trx) => markApplicationPaid(trx, app.id, 'PSK-123'));
      await expect(pay()).resolves.toBe(true);
      await expect(pay()).resolves.toBe(false);
      expect(await requestStatus(t.app.db, app.id)).toBe('paid');
      const history = (await get(`/api/applications/${String(app.id)}`)).json().data.history;
      expect(history.at(-1)).toMatchObject({
        status: 'paid',
        from_status: 'pending_payment',
        note: 'Payment PSK-123',
        actor: null,
      });
      const cancelled = await submit('FUTD/11/0002');
      await setRequestStatus(t.app.db, cancelled.id, 'cancelled');
      await expect(
        t.app.db.transaction().execute((trx) => markApplicationPaid(trx, cancelled.id, 'PSK-9')),
      ).rejects.toMatchObject({ statusCode: 409 });
    });
  });

  it('draws another tracking id when one is taken', async () => {
    const taken = (
      await t.app.db.selectFrom('applications').select('tracking_id').executeTakeFirstOrThrow()
    ).tracking_id;
    const ids = [taken, taken, '0123456789AB'];
    const { row } = await t.app.db.transaction().execute(async (trx) => {
      const graduate = await trx.selectFrom('graduates').selectAll().executeTakeFirstOrThrow();
      const priced = await priceCopies(trx, [
        {
          purpose: 'Employment',
          type: 'undergraduate',
          format: 'soft_copy',
          recipient_email: 'x@example.com',
        },
      ]);
      return insertApplication(
        trx,
        { graduate, email: 'x@example.com', phone: null, applicationTypeId: null, priced },
        () => ids.shift()!,
      );
    });
    expect(row.tracking_id).toBe('0123456789AB');
  });
});
