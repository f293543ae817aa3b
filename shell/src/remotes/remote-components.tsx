import {
  createContext,
  lazy,
  useContext,
  useRef,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { RemoteId } from '../app/routes';
import type { LoadRemoteComponent, RemoteComponent } from './types';

type Registry = {
  /** The lazy component for a remote module, created once so navigation does not re-suspend. */
  get: (id: RemoteId) => LazyExoticComponent<RemoteComponent>;
  /** Forgets a failed attempt: the next get() loads the remote again. */
  reset: (id: RemoteId) => void;
};

const RemoteComponentsContext = createContext<Registry | null>(null);

export function RemoteComponentsProvider({
  load,
  children,
}: {
  load: LoadRemoteComponent;
  children: ReactNode;
}) {
  const registry = useRef<Registry | null>(null);
  if (!registry.current) {
    const cache = new Map<RemoteId, LazyExoticComponent<RemoteComponent>>();
    registry.current = {
      get: (id) => {
        let component = cache.get(id);
        if (!component) {
          component = lazy(async () => ({ default: await load(id) }));
          cache.set(id, component);
        }
        return component;
      },
      reset: (id) => cache.delete(id),
    };
  }
  return <RemoteComponentsContext value={registry.current}>{children}</RemoteComponentsContext>;
}

export function useRemoteComponents(): Registry {
  const registry = useContext(RemoteComponentsContext);
  if (!registry) throw new Error('useRemoteComponents needs a RemoteComponentsProvider');
  return registry;
}
