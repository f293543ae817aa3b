import { parseRemotesDocument } from './remote-config';
import { failedRemoteModule, isFailedRemoteModule, RemoteLoadError } from './remote-errors';
import { handleRemoteLoadError } from './remote-fallback-plugin';

describe('parseRemotesDocument', () => {
  it('resolves root-relative entries against the page origin and keeps absolute ones', () => {
    const remotes = parseRemotesDocument(
      {
        remotes: [
          { name: 'applicant_portal', entry: '/remotes/applicant-portal/mf-manifest.json' },
          { name: 'admin_console', entry: 'https://cdn.example.org/admin/mf-manifest.json' },
        ],
      },
      'http://localhost:3000',
    );
    expect(remotes).toEqual([
      {
        name: 'applicant_portal',
        entry: 'http://localhost:3000/remotes/applicant-portal/mf-manifest.json',
      },
      { name: 'admin_console', entry: 'https://cdn.example.org/admin/mf-manifest.json' },
    ]);
  });

  it.each([
    [null],
    [{}],
    [{ remotes: [{ name: 'x' }] }],
    [{ remotes: [{ name: '', entry: '/a' }] }],
  ])('rejects a malformed document %j', (document) => {
    expect(() => parseRemotesDocument(document, 'http://localhost')).toThrow(/remotes\.json/);
  });
});

describe('errorLoadRemote hook', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('returns nothing at afterResolve, so a fallback is never parsed as a manifest', () => {
    expect(
      handleRemoteLoadError({ id: 'm.json', error: new Error('x'), lifecycle: 'afterResolve' }),
    ).toBeUndefined();
    expect(
      handleRemoteLoadError({ id: 'a/B', error: new Error('x'), lifecycle: 'beforeRequest' }),
    ).toBeUndefined();
  });

  it('returns a failed-module marker at onLoad whose component throws a RemoteLoadError', () => {
    const cause = new Error('ScriptExternalLoadError');
    const fallback = handleRemoteLoadError({
      id: 'applicant_portal/PortalApp',
      error: cause,
      lifecycle: 'onLoad',
    });
    expect(isFailedRemoteModule(fallback)).toBe(true);
    expect(() => failedRemoteModule('applicant_portal/PortalApp', cause).default()).toThrow(
      RemoteLoadError,
    );
  });
});
