import { installLocalStorage, MemoryStorage } from '../test-support/memory-storage';
import { redirectStorage, tokenStorage } from './storage';

afterEach(() => {
  tokenStorage.clear();
  redirectStorage.clear();
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('with localStorage', () => {
  it('keeps the token under auth.token and the redirect under auth.redirect_url', () => {
    const { storage } = installLocalStorage();

    tokenStorage.set('tok');
    redirectStorage.set('/admin/payments');

    expect(storage.getItem('auth.token')).toBe('tok');
    expect(storage.getItem('auth.redirect_url')).toBe('/admin/payments');
    expect(tokenStorage.get()).toBe('tok');
    expect(redirectStorage.get()).toBe('/admin/payments');
  });

  it('reads values written by others and clears them', () => {
    const { storage } = installLocalStorage();
    storage.setItem('auth.token', 'from-another-tab');

    expect(tokenStorage.get()).toBe('from-another-tab');
    tokenStorage.clear();
    expect(storage.getItem('auth.token')).toBeNull();
  });

  it('treats an empty stored token as none', () => {
    installLocalStorage().storage.setItem('auth.token', '');

    expect(tokenStorage.get()).toBeNull();
  });
});

describe('without a usable localStorage', () => {
  it('works in memory when there is none (Node, workers)', () => {
    expect('localStorage' in globalThis).toBe(false);

    tokenStorage.set('tok');
    expect(tokenStorage.get()).toBe('tok');
    tokenStorage.clear();
    expect(tokenStorage.get()).toBeNull();
  });

  it('works in memory when localStorage throws (blocked storage, full quota)', () => {
    class RefusingStorage extends MemoryStorage {
      override setItem(): void {
        throw new DOMException('full', 'QuotaExceededError');
      }
    }
    Object.defineProperty(globalThis, 'localStorage', {
      value: new RefusingStorage(),
      configurable: true,
    });

    tokenStorage.set('tok');
    expect(tokenStorage.get()).toBe('tok');
    tokenStorage.clear();
    expect(tokenStorage.get()).toBeNull();
  });

  it('works in memory when even reading localStorage throws (sandboxed iframe)', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      configurable: true,
    });

    redirectStorage.set('/track');
    expect(redirectStorage.get()).toBe('/track');
  });
});
