import type { ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import type * as SharedUi from '../index';
import { lazyComponent } from './lazy-component';

type Props = { label: string };

/**
 * A fresh copy of shared-ui's modules (jest/dom.ts preloads the usual one for other tests), on the
 * same React and react-dom as the renderer.
 */
const freshUi = async () => {
  const shared = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'].map(
    (name) => [name, jest.requireActual<object>(name)] as const,
  );
  let ui: typeof SharedUi | undefined;
  await jest.isolateModulesAsync(async () => {
    for (const [name, module] of shared) jest.doMock(name, () => module);
    ui = await import('../index');
  });
  if (!ui) throw new Error('shared-ui did not load');
  return ui;
};

describe('lazyComponent', () => {
  it('loads on first use, then renders synchronously', async () => {
    const load = jest.fn(async () => (props: Props) => <p>{props.label}</p>);
    const lazy = lazyComponent<Props>(load);
    function Host({ show }: { show: boolean }) {
      const Loaded = lazy.use(show);
      return Loaded && show ? <Loaded label="ready" /> : <p>waiting</p>;
    }
    const { rerender } = render(<Host show={false} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Host show />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('ready')).toBeInTheDocument();
    expect(lazy.isLoaded()).toBe(true);
    render(<Host show />);
    expect(screen.getAllByText('ready')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const load = jest
      .fn<Promise<ComponentType<Props>>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce((props: Props) => <p>{props.label}</p>);
    const lazy = lazyComponent<Props>(load);
    await expect(lazy.preload()).rejects.toThrow('offline');
    expect(lazy.isLoaded()).toBe(false);
    await act(async () => {
      await lazy.preload();
    });
    expect(lazy.isLoaded()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('shared-ui dialogs and tables load on first use', () => {
  it('Modal shows nothing while closed and the dialog once opened', async () => {
    const { Modal } = await freshUi();
    const { rerender } = render(<Modal isOpen={false} onClose={() => undefined} title="Hello" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<Modal isOpen onClose={() => undefined} title="Hello" />);
    expect(await screen.findByRole('dialog', { name: 'Hello' })).toBeInTheDocument();
  });

  it('a permanent Drawer renders at once; a temporary one loads when opened', async () => {
    const { Drawer } = await freshUi();
    render(
      <Drawer variant="permanent" isOpen={false} onClose={() => undefined} label="Side">
        <a href="/x">Link</a>
      </Drawer>,
    );
    expect(screen.getByRole('complementary', { name: 'Side' })).toBeInTheDocument();
    render(
      <Drawer variant="temporary" isOpen onClose={() => undefined} label="Menu">
        <a href="/y">Other</a>
      </Drawer>,
    );
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('DataTable shows a labelled loading region, then the table', async () => {
    const { DataTable, createColumnHelper } = await freshUi();
    type Row = { id: string; name: string };
    const helper = createColumnHelper<Row>();
    const columns = [helper.accessor('name', { header: 'Name' })];
    render(<DataTable caption="People" columns={columns} data={[{ id: '1', name: 'Ada' }]} />);
    expect(screen.getByRole('region', { name: 'People' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading data');
    expect(await screen.findByRole('cell', { name: 'Ada' })).toBeInTheDocument();
  });
});
