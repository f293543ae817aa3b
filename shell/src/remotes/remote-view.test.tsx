import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteId } from '../app/routes';
import { loadStubRemote, renderShell } from '../test-support/render-shell';
import { RemoteLoadError } from './remote-errors';
import type { LoadRemoteComponent } from './types';

const failure = 'This part of the service could not be loaded';

describe('a remote that cannot be loaded', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  /** The applicant portal is down until `isPortalUp` is set; the admin console always loads. */
  const flakyLoader = () => {
    const state = { isPortalUp: false };
    const load = jest.fn<ReturnType<LoadRemoteComponent>, [RemoteId]>(async (id) => {
      if (id === 'applicant_portal/PortalApp' && !state.isPortalUp) {
        throw new RemoteLoadError(id, { cause: new Error('ScriptExternalLoadError') });
      }
      return loadStubRemote(id);
    });
    return { load, state };
  };

  it('shows a retryable error inside the layout, and Retry loads it again', async () => {
    const user = userEvent.setup();
    const { load, state } = flakyLoader();
    renderShell('/track', { loadRemoteComponent: load });

    expect(await screen.findByRole('heading', { name: failure })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    state.isPortalUp = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Portal for UNILAG at /track')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: failure })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the rest of the service working', async () => {
    const user = userEvent.setup();
    const { load } = flakyLoader();
    renderShell('/login', { loadRemoteComponent: load });
    expect(await screen.findByText('Login screen for UNILAG at /login')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(await screen.findByRole('heading', { name: failure })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: failure })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });
});
