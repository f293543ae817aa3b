import type { ComponentType } from 'react';
import type { TInstitution } from '@registrar/shared-api';
import type { RemoteId } from '../app/routes';

/**
 * Props every exposed remote component receives from the shell. The shell owns branding (loaded
 * once before first render) and hands it to the remotes as a prop: no second fetch, no shared
 * mutable global, and each remote can still run standalone with its own value.
 */
export type RemoteComponentProps = { institution: TInstitution };

export type RemoteComponent = ComponentType<RemoteComponentProps>;

/** Loads an exposed remote component; rejects with a RemoteLoadError when it cannot. */
export type LoadRemoteComponent = (id: RemoteId) => Promise<RemoteComponent>;
