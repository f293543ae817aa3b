import { ZMessagesResponse, ZStaffMessagesResponse } from '@registrar/shared-api/contracts';
import { staffApp } from './support/staff-app';
import { databaseTargets } from './support/databases';
import { withIdentity } from './support/identity';

describe.each(databaseTargets())('messages on $name', (target) => {
  const t = staffApp(target, ['bursary']);
  let app: { id: number; tracking_id: string };
  beforeAll(async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: await withIdentity(t.app.db, {
        matric_number: 'FUTD/10/0001',
        email_address: 'me@example.com',
        copies: [
          {
            purpose: 'Employment',
            type: 'undergraduate',
            format: 'soft_copy',
            recipient_email: 'hr@example.com',
          },
        ],
      }),
    });
    app = response.json().data;
  });

  const trackUrl = (reference = app.tracking_id) => `/api/applications/track/${reference}/messages`;
  const count = async () => (await t.app.db.selectFrom('messages').select('id').execute()).length;

  it('lets the applicant write and read with the tracking id and their email', async () => {
    const posted = await t.app.inject({
      method: 'POST',
      url: trackUrl(),
      payload: { email: 'ME@example.com', body: ' Any news? ' },
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json().data).toMatchObject({ sender: 'applicant', body: 'Any news?' });
    const list = await t.app.inject({
      method: 'GET',
      url: `${trackUrl(app.tracking_id.replace(/-/g, '').toLowerCase())}?email=me@example.com`,
    });
    expect(list.statusCode).toBe(200);
    expect(ZMessagesResponse.parse(list.json())).toEqual(list.json());
    expect(list.json().data).toHaveLength(1);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'message.applicant_posted')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('answers the same 404 for a wrong email or an unknown reference, and stores nothing', async () => {
    const before = await count();
    for (const [url, email] of [
      [trackUrl(), 'other@example.com'],
      [trackUrl('ZZZZ-ZZZZ-ZZZZ'), 'me@example.com'],
    ] as const) {
      const posted = await t.app.inject({ method: 'POST', url, payload: { email, body: 'hello' } });
      expect(posted.statusCode).toBe(404);
      expect(posted.json()).toEqual({
        status: 'error',
        message: 'No application was found with this reference.',
      });
      expect((await t.app.inject({ method: 'GET', url: `${url}?email=${email}` })).statusCode).toBe(
        404,
      );
    }
    expect(await count()).toBe(before);
  });

  it('refuses bad input with field errors', async () => {
    const before = await count();
    const missing = await t.app.inject({ method: 'POST', url: trackUrl(), payload: {} });
    expect(missing.json().errors).toEqual({
      email: ['This field is required'],
      body: ['This field is required'],
    });
    const long = await t.app.inject({
      method: 'POST',
      url: trackUrl(),
      payload: { email: 'me@example.com', body: 'x'.repeat(2001) },
    });
    expect(long.json().errors).toEqual({ body: ['Must be at most 2000 characters'] });
    expect(
      (await t.app.inject({ method: 'GET', url: `${trackUrl()}?email=nope` })).statusCode,
    ).toBe(422);
    expect(await count()).toBe(before);
  });

  it('lets staff read (marking the applicant messages read) and reply', async () => {
    const list = await t.call('GET', `/applications/${String(app.id)}/messages`);
    expect(list.statusCode).toBe(200);
    expect(ZStaffMessagesResponse.parse(list.json())).toEqual(list.json());
    const detail = (await t.call('GET', `/applications/${String(app.id)}`)).json().data;
    expect(detail).toMatchObject({ messages_count: 1, unread_messages_count: 0 });
    const reply = await t.call('POST', `/applications/${String(app.id)}/messages`, {
      body: 'Being processed.',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({
      sender: 'staff',
      staff_name: 'Administrator',
      read_at: null,
    });
    const applicantView = await t.app.inject({
      method: 'GET',
      url: `${trackUrl()}?email=me@example.com`,
    });
    expect(applicantView.json().data.map((m: { sender: string }) => m.sender)).toEqual([
      'applicant',
      'staff',
    ]);
    expect(JSON.stringify(applicantView.json())).not.toContain('Administrator');
  });

  it('refuses staff calls without a token, for bursary, for unknown ids and bad bodies', async () => {
    const before = await count();
    const path = `/applications/${String(app.id)}/messages`;
    expect((await t.app.inject({ method: 'GET', url: `/api${path}` })).statusCode).toBe(401);
    expect((await t.call('GET', path, undefined, t.as.bursary)).statusCode).toBe(403);
    expect((await t.call('POST', path, { body: 'x' }, t.as.bursary)).statusCode).toBe(403);
    expect((await t.call('GET', '/applications/999999/messages')).statusCode).toBe(404);
    expect((await t.call('POST', path, { body: '  ' })).json().errors).toEqual({
      body: ['This field is required'],
    });
    expect(await count()).toBe(before);
  });
});
