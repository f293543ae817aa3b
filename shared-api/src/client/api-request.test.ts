import { getAuthUser, getInstitution, type TInstitution, verifyPdf } from '../contracts';
import { adminUser, errorsShown, useClientHarness } from '../test-support/client-harness';
import { apiRequest, request } from './api-request';
import { authApi } from './auth';
import { institutionApi } from './institution';
import { tokenStorage } from './storage';

const harness = useClientHarness();

const user = adminUser;
const institution: TInstitution = {
  id: 7,
  name: 'University of Lagos',
  acronym: 'UNILAG',
  logo_url: '/build/logo.png',
  text_logo_url: null,
  banner_url: null,
  theme: { primary: '#123456', secondary: '#abcdef' },
};

const lastRequest = () => {
  const seen = harness.server.requests.at(-1);
  if (!seen) throw new Error('the server saw no request');
  return seen;
};

describe('bearer token', () => {
  it('sends Authorization: Bearer <auth.token> when a token is stored', async () => {
    harness.storage.setItem('auth.token', 'tok-123');
    harness.server.reply('GET /api/auth/user', {
      status: 200,
      json: { status: 'success', data: user },
    });

    await apiRequest(getAuthUser);

    expect(lastRequest().headers.authorization).toBe('Bearer tok-123');
  });

  it('sends no Authorization header without a token', async () => {
    harness.server.reply('GET /api/institution', {
      status: 200,
      json: { status: 'success', data: institution },
    });

    await institutionApi.get();

    expect(lastRequest().headers).not.toHaveProperty('authorization');
  });
});

describe('request encoding', () => {
  it('puts GET data in the query string, leaving out undefined and repeating arrays', async () => {
    harness.server.reply('GET /api/applications', {
      status: 200,
      json: { status: 'success', data: [] },
    });

    await request('GET', '/applications', {
      page: 2,
      search: 'a b&c',
      skip: undefined,
      tags: ['x', 'y'],
    });

    expect(lastRequest().method).toBe('GET');
    expect(lastRequest().url).toBe('/api/applications?page=2&search=a+b%26c&tags=x&tags=y');
    expect(lastRequest().body).toBe('');
  });

  it('sends other data as JSON', async () => {
    harness.server.reply('POST /api/auth/login', {
      status: 200,
      json: { status: 'success', message: 'Welcome', data: { token: 't', user } },
    });

    await authApi.login({ email: 'ada@uni.test', password: 'secret', remember: true });

    expect(lastRequest().headers['content-type']).toBe('application/json');
    expect(JSON.parse(lastRequest().body)).toEqual({
      email: 'ada@uni.test',
      password: 'secret',
      remember: true,
    });
  });

  it('interpolates :params and sends a PUT body as JSON', async () => {
    harness.server.reply('PUT /api/institutions/7', {
      status: 200,
      json: { status: 'success', data: institution },
    });
    const { id: _id, ...body } = institution;

    await institutionApi.update(7, body);

    expect(lastRequest().method).toBe('PUT');
    expect(lastRequest().url).toBe('/api/institutions/7');
    expect(JSON.parse(lastRequest().body)).toEqual(body);
  });

  it('sends FormData as multipart with the boundary fetch chose', async () => {
    harness.server.reply('POST /api/documents', { status: 200, json: { status: 'success' } });
    const form = new FormData();
    form.append('matric_number', 'U2020/001');
    form.append('file', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'result.pdf');

    await request('POST', '/documents', form);

    const contentType = lastRequest().headers['content-type'] ?? '';
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(contentType)?.[1];
    expect(boundary).toBeDefined();
    expect(lastRequest().body).toContain(`--${boundary}`);
    expect(lastRequest().body).toContain('name="matric_number"\r\n\r\nU2020/001');
    expect(lastRequest().body).toContain('filename="result.pdf"');
  });

  it("sends a file body as its bytes with the endpoint's media type, and parses the answer", async () => {
    harness.server.reply('POST /api/verify/pdf', {
      status: 200,
      json: { status: 'success', data: { outcome: 'not_issued', signer: null } },
    });

    const answer = await apiRequest(verifyPdf, { file: new Blob(['%PDF-1.7 bytes']) });

    expect(lastRequest().headers['content-type']).toBe('application/pdf');
    expect(lastRequest().body).toBe('%PDF-1.7 bytes');
    expect(answer).toEqual({ status: 'success', data: { outcome: 'not_issued', signer: null } });
  });

  it('asks for JSON', async () => {
    harness.server.reply('GET /api/institution', {
      status: 200,
      json: { status: 'success', data: institution },
    });

    await apiRequest(getInstitution);

    expect(lastRequest().headers.accept).toBe('application/json');
  });
});

describe('success', () => {
  it('returns the body parsed by the endpoint schema', async () => {
    harness.server.reply('GET /api/institution', {
      status: 200,
      json: { status: 'success', data: { ...institution, unknown_field: 'dropped' } },
    });

    await expect(apiRequest(getInstitution)).resolves.toEqual({
      status: 'success',
      data: institution,
    });
    expect(harness.notifications).toEqual([]);
  });

  it('counts a body as successful by its status field, not the HTTP status', async () => {
    harness.server.reply('GET /api/institution', {
      status: 202,
      json: { status: 'success', data: institution },
    });

    await expect(institutionApi.get()).resolves.toEqual({ status: 'success', data: institution });
  });

  it('request() returns the success body unparsed', async () => {
    harness.server.reply('GET /api/application-data', {
      status: 200,
      json: { status: 'success', data: { regions: [{ type: 1 }] } },
    });

    await expect(request('GET', 'application-data')).resolves.toEqual({
      status: 'success',
      data: { regions: [{ type: 1 }] },
    });
  });

  it('treats a success body that breaks the contract as an error and logs the issues', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    harness.server.reply('GET /api/institution', {
      status: 200,
      json: { status: 'success', data: { ...institution, theme: { primary: 'red' } } },
    });

    await expect(institutionApi.get()).resolves.toBe(false);

    expect(errorsShown(harness.notifications)).toEqual(['An error occurred. Please try again.']);
    expect(log).toHaveBeenCalledWith(
      '[shared-api] GET /institution: response breaks the contract',
      expect.objectContaining({ issues: expect.any(Array) }),
    );
    log.mockRestore();
  });

  it('keeps the token on success', async () => {
    tokenStorage.set('tok');
    harness.server.reply('GET /api/auth/user', {
      status: 200,
      json: { status: 'success', data: user },
    });

    await authApi.user();

    expect(tokenStorage.get()).toBe('tok');
  });
});
