import type { TInstitution } from '@registrar/shared-api';
import { defaultInstitution } from './default-institution';
import { loadInstitution, type Fetcher } from './load-institution';

const institution: TInstitution = {
  id: 1,
  name: 'University of Lagos',
  acronym: 'UNILAG',
  logo_url: null,
  text_logo_url: '/build/logo.png',
  banner_url: null,
  theme: { primary: '#7a1f2b', secondary: '#d4a017' },
};

const answering =
  (status: number, body: unknown): Fetcher =>
  async () => ({ ok: status >= 200 && status < 300, status, json: async () => body });

describe('loadInstitution', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('returns the institution from GET /api/institution', async () => {
    const fetcher = jest.fn(answering(200, { status: 'success', data: institution }));
    await expect(loadInstitution(fetcher)).resolves.toEqual(institution);
    expect(fetcher).toHaveBeenCalledWith('/api/institution', expect.anything());
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('keeps how payments are taken, so the layout can say when they are a sandbox', async () => {
    const sandbox = { ...institution, payments: { mode: 'sandbox' } };
    await expect(
      loadInstitution(answering(200, { status: 'success', data: sandbox })),
    ).resolves.toEqual(sandbox);
  });

  it.each([
    [
      'the network fails',
      (async () => Promise.reject(new TypeError('Failed to fetch'))) as Fetcher,
    ],
    ['the server answers 500', answering(500, { status: 'error', message: 'Boom' })],
    ['the body is not an institution', answering(200, { status: 'success', data: { name: 'x' } })],
    [
      'a theme colour is not #RRGGBB',
      answering(200, {
        status: 'success',
        data: { ...institution, theme: { primary: 'red', secondary: '#000000' } },
      }),
    ],
  ])('falls back to the default branding and logs when %s', async (_case, fetcher) => {
    await expect(loadInstitution(fetcher)).resolves.toEqual(defaultInstitution);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});
