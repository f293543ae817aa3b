/**
 * '@registrar/shared-api/core' is what the shell's first load imports: it must not pull
 * the contract, and with it zod, in at load time. The contract loads on the first call that needs it.
 */
import type * as Zod from 'zod';
import type * as Core from './core';

describe('@registrar/shared-api/core', () => {
  afterEach(() => {
    jest.dontMock('zod');
    jest.dontMock('./contracts');
    jest.dontMock('ky');
    jest.resetModules();
  });

  it('loads without zod, ky or the contract', () => {
    jest.isolateModules(() => {
      jest.doMock('zod', () => {
        throw new Error('zod was loaded by the core entry');
      });
      jest.doMock('ky', () => {
        throw new Error('ky was loaded by the core entry');
      });
      jest.doMock('./contracts', () => {
        throw new Error('the contract was loaded by the core entry');
      });
      const core = jest.requireActual<typeof Core>('./core');
      expect(typeof core.createAppStore).toBe('function');
      expect(typeof core.apiRequest).toBe('function');
      expect(typeof core.fetchCurrentUser).toBe('function');
      expect(core.normalizeTrackingId('abcd 1234 efgh')).toBe('ABCD-1234-EFGH');
    });
  });

  it('exports the same store and client as the full entry', async () => {
    const [core, full] = await Promise.all([import('./core'), import('./index')]);
    expect(core.createAppStore).toBe(full.createAppStore);
    expect(core.configureApi).toBe(full.configureApi);
    expect(core.tokenStorage).toBe(full.tokenStorage);
    expect(core.login).toBe(full.login);
    expect(core.normalizeTrackingId).toBe(full.normalizeTrackingId);
    expect(core.formatTrackingId).toBe(full.formatTrackingId);
  });
});

describe('zod without eval in browsers', () => {
  afterEach(() => jest.resetModules());

  it('the core entry makes every copy of zod jitless before zod loads', () => {
    jest.isolateModules(() => {
      const page = globalThis as { window?: unknown; __zod_globalConfig?: unknown };
      const hadWindow = 'window' in page;
      page.window ??= globalThis; // as in a browser (this project runs in node)
      delete page.__zod_globalConfig;
      try {
        jest.requireActual('./core');
        // A copy of zod loaded afterwards (a remote's own) reads the same configuration.
        const { z } = jest.requireActual<typeof Zod>('zod');
        expect(z.config().jitless).toBe(true);
      } finally {
        if (!hadWindow) delete page.window;
        delete page.__zod_globalConfig;
      }
    });
  });
});
