/** A minimal Web Storage for the node test environment (Node 20 has no localStorage). */
export class MemoryStorage implements Storage {
  #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  clear(): void {
    this.#items.clear();
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

/** Installs a fresh localStorage on globalThis; returns it and an uninstall function. */
export const installLocalStorage = (): { storage: MemoryStorage; uninstall: () => void } => {
  const storage = new MemoryStorage();
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
  return {
    storage,
    uninstall: () => {
      Reflect.deleteProperty(globalThis, 'localStorage');
    },
  };
};
