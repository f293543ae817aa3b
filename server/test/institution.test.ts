import { ZGetInstitutionResponse } from '@registrar/shared-api/contracts';
import { addStaffAndSignIn, bearer } from './support/app';
import { staffApp } from './support/staff-app';
import { databaseTargets } from './support/databases';

const validUpdate = {
  name: 'Registrar Test University',
  acronym: 'RTU',
  logo_url: '/media/logo.svg',
  text_logo_url: null,
  banner_url: 'https://example.com/banner.jpg',
  theme: { primary: '#112233', secondary: '#AABBCC' },
};

describe.each(databaseTargets())('institution on $name', (target) => {
  const t = staffApp(target);

  const put = (body: unknown, headers: Record<string, string> = bearer(t.as.admin), id = '1') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/institutions/${id}`,
      payload: body as object,
      headers,
    });

  it('GET /api/institution returns the seeded branding in the contract shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/institution' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(ZGetInstitutionResponse.parse(body)).toEqual(body);
    expect(body).toEqual({
      status: 'success',
      data: {
        id: 1,
        name: 'Federal University of Technology, Demo',
        acronym: 'FUTD',
        logo_url: null,
        text_logo_url: null,
        banner_url: null,
        theme: { primary: '#0b5394', secondary: '#f1c232' },
        // No PAYSTACK_SECRET_KEY in the tests' environment: the local sandbox takes payments.
        payments: { mode: 'sandbox' },
        sms: { enabled: false },
      },
    });
  });

  it('PUT refuses a request without a valid token', async () => {
    expect((await put(validUpdate, {})).json()).toEqual({
      status: 'error',
      message: 'Unauthenticated.',
    });
    expect((await put(validUpdate, bearer('not-a-real-token'))).statusCode).toBe(401);
  });

  it('PUT answers 422 with messages per field and changes nothing', async () => {
    const response = await put({
      ...validUpdate,
      name: '  ',
      theme: { primary: 'blue' },
      logo_url: 7,
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.status).toBe('error');
    expect(body.message).toBe('The given data was invalid.');
    expect(body.errors.name).toEqual(['This field is required']);
    expect(body.errors['theme.primary']).toEqual(['Please enter a colour as #RRGGBB']);
    expect(body.errors['theme.secondary']).toEqual(['This field is required']);
    expect(body.errors.logo_url).toHaveLength(1);
    const current = (await t.app.inject({ method: 'GET', url: '/api/institution' })).json();
    expect(current.data.name).toBe('Federal University of Technology, Demo');
  });

  it('PUT rejects a missing body, an oversized name and a bad id', async () => {
    const missing = await put(undefined);
    expect(missing.statusCode).toBe(422);
    const oversized = await put({ ...validUpdate, name: 'x'.repeat(201) });
    expect(oversized.json().errors).toEqual({ name: ['Must be at most 200 characters'] });
    const badId = await put(validUpdate, bearer(t.as.admin), 'abc');
    expect(badId.statusCode).toBe(422);
    expect(Object.keys(badId.json().errors)).toEqual(['id']);
  });

  it('PUT answers 404 for an unknown institution', async () => {
    const response = await put(validUpdate, bearer(t.as.admin), '999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', message: 'Institution not found.' });
  });

  it('PUT forbids staff who are not administrators', async () => {
    const officer = await addStaffAndSignIn(t, {
      name: 'Officer',
      username: 'officer',
      email: 'officer@registrar.local',
      role: 'registry_officer',
    });
    const response = await put(validUpdate, bearer(officer));
    expect(response.statusCode).toBe(403);
    expect(response.json().status).toBe('error');
  });

  it('PUT updates the branding, returns it and audits the change', async () => {
    const response = await put(validUpdate);
    expect(response.statusCode).toBe(200);
    const expected = { id: 1, ...validUpdate, theme: { primary: '#112233', secondary: '#aabbcc' } };
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Institution updated',
      data: expected,
    });
    const current = (await t.app.inject({ method: 'GET', url: '/api/institution' })).json();
    expect(current.data).toEqual({
      ...expected,
      payments: { mode: 'sandbox' },
      sms: { enabled: false },
    });

    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'institution.update')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      entity_type: 'institution',
      entity_id: '1',
      actor_user_id: 1,
    });
    expect(audit[0]!.details).toMatchObject({
      changes: {
        name: { from: 'Federal University of Technology, Demo', to: 'Registrar Test University' },
      },
    });
  });
});
