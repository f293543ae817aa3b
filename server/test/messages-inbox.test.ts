import { ZListMessageThreadsResponse } from '@registrar/shared-api/contracts';
import { bearer } from './support/app';
import { staffApp } from './support/staff-app';
import { databaseTargets } from './support/databases';
import { withIdentity } from './support/identity';

const softCopy = {
  purpose: 'Employment',
  type: 'undergraduate',
  format: 'soft_copy',
  recipient_email: 'hr@example.com',
};

describe.each(databaseTargets())('messages inbox on $name', (target) => {
  const t = staffApp(target, ['officer', 'bursary']);
  const apps: { id: number; tracking_id: string; email: string }[] = [];

  const submit = async (matric: string, email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: await withIdentity(t.app.db, {
        matric_number: matric,
        email_address: email,
        copies: [softCopy],
      }),
    });
    expect(response.statusCode).toBe(200);
    const { id, tracking_id } = response.json().data as { id: number; tracking_id: string };
    return { id, tracking_id, email };
  };
  const fromApplicant = (index: number, body: string) => {
    const app = apps[index]!;
    return t.app.inject({
      method: 'POST',
      url: `/api/applications/track/${app.tracking_id}/messages`,
      payload: { email: app.email, body },
    });
  };
  const fromStaff = (index: number, body: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/applications/${String(apps[index]!.id)}/messages`,
      payload: { body },
      headers: bearer(t.as.officer),
    });
  const inbox = (query = '', token = t.as.admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/messages/threads${query}`,
      headers: token ? bearer(token) : {},
    });

  beforeAll(async () => {
    await t.app.db.deleteFrom('messages').execute();
    apps.push(await submit('FUTD/10/0001', 'first@example.com'));
    apps.push(await submit('FUTD/11/0002', 'second@example.com'));
    apps.push(await submit('FUTD/12/0003', 'third@example.com'));
    await submit('FUTD/13/0004', 'quiet@example.com'); // no messages: not in the inbox

    // 0: applicant wrote twice, unread. 1: applicant wrote, staff replied (read by opening).
    // 2: staff wrote last, applicant's earlier message unread.
    await fromApplicant(0, 'Hello, any news?');
    await fromApplicant(1, 'Please hurry.');
    await fromApplicant(2, 'Is my transcript ready?');
    await fromApplicant(0, `Second message ${'x'.repeat(300)}`);
    await t.app.inject({
      method: 'GET',
      url: `/api/applications/${String(apps[1]!.id)}/messages`,
      headers: bearer(t.as.officer),
    });
    await fromStaff(1, 'We are on it.');
    await fromStaff(2, 'We will write soon.');
  });

  it('lists threads with unread ones first, newest message first, with counts', async () => {
    const response = await inbox();
    expect(response.statusCode).toBe(200);
    expect(ZListMessageThreadsResponse.parse(response.json())).toEqual(response.json());
    const page = response.json().data;
    expect(page.total).toBe(3);
    expect(page.unread_threads).toBe(2);
    expect(page.data.map((row: { application_id: number }) => row.application_id)).toEqual([
      apps[2]!.id, // unread, newest message (staff's reply) last of all
      apps[0]!.id, // unread
      apps[1]!.id, // read
    ]);
    const [third, first, second] = page.data;
    expect(first).toMatchObject({
      unread_count: 2,
      message_count: 2,
      matric_number: 'FUTD/10/0001',
      email: 'first@example.com',
      status: 'pending_payment',
      enums: { status: 'Pending payment' },
      last_message: { sender: 'applicant' },
    });
    expect(first.tracking_id).toMatch(/^\w{4}-\w{4}-\w{4}$/);
    expect(first.last_message.excerpt).toHaveLength(160);
    expect(first.last_message.excerpt.endsWith('…')).toBe(true);
    expect(third).toMatchObject({
      unread_count: 1,
      message_count: 2,
      last_message: { sender: 'staff', excerpt: 'We will write soon.' },
    });
    expect(second).toMatchObject({ unread_count: 0, message_count: 2 });
  });

  it('opening a thread marks it read, and the inbox follows', async () => {
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${String(apps[0]!.id)}/messages`,
      headers: bearer(t.as.admin),
    });
    expect(opened.statusCode).toBe(200);
    const page = (await inbox()).json().data;
    expect(page.unread_threads).toBe(1);
    expect(page.data[0].application_id).toBe(apps[2]!.id);
    expect(
      page.data.find((r: { application_id: number }) => r.application_id === apps[0]!.id),
    ).toMatchObject({ unread_count: 0 });
    // A new applicant message brings the thread back to the top.
    await fromApplicant(1, 'Thanks!');
    const after = (await inbox()).json().data;
    expect(after.data[0]).toMatchObject({ application_id: apps[1]!.id, unread_count: 1 });
    expect(after.unread_threads).toBe(2);
  });

  it('filters unread threads and searches by tracking id, matric number, name or email', async () => {
    const unread = (await inbox('?filter=unread')).json().data;
    expect(unread.total).toBe(2);
    expect(unread.data.every((r: { unread_count: number }) => r.unread_count > 0)).toBe(true);

    const byMatric = (await inbox('?search=futd/12')).json().data;
    expect(byMatric.data.map((r: { application_id: number }) => r.application_id)).toEqual([
      apps[2]!.id,
    ]);
    const byEmail = (await inbox('?search=SECOND@')).json().data;
    expect(byEmail.total).toBe(1);
    const reference = apps[0]!.tracking_id.replace(/-/g, '').toLowerCase();
    const byReference = (await inbox(`?search=${reference}`)).json().data;
    expect(byReference.data[0]?.application_id).toBe(apps[0]!.id);
    const dashed = (await inbox(`?search=${apps[0]!.tracking_id}`)).json().data;
    expect(dashed.total).toBe(1);
    const nobody = (await inbox('?search=nobody-here')).json().data;
    expect(nobody).toMatchObject({ total: 0, data: [], from: null });
  });

  it('pages with the paginator meta', async () => {
    const page = (await inbox('?per_page=2&page=2')).json().data;
    expect(page).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 3, from: 3 });
    expect(page.data).toHaveLength(1);
  });

  it('is for administrators and registry officers only', async () => {
    expect((await inbox('', t.as.officer)).statusCode).toBe(200);
    expect((await inbox('', t.as.bursary)).statusCode).toBe(403);
    expect((await inbox('', '')).statusCode).toBe(401);
    expect((await inbox('?filter=some')).statusCode).toBe(422);
  });
});
