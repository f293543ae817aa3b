import { runInThisContext } from 'node:vm';
import { act, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type * as ReactDomServer from 'react-dom/server';

// React's Node server uses setImmediate, which jsdom does not have: borrow Node's.
const global = globalThis as unknown as Record<string, unknown>;
global.setImmediate ??= runInThisContext('setImmediate');

// Node's build of react-dom/server (jsdom tests resolve 'react-dom/server' to the browser one).
const { renderToString } = jest.requireActual<typeof ReactDomServer>('react-dom/server.node');

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

const mounted: { root: Root; container: HTMLElement }[] = [];
afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
});

/**
 * The HTML the server's first paint renders for `make()` (server/src/ssr waits for every
 * Suspense boundary). The lazy screens are loaded first by a throw-away render, then the page is
 * rendered to a string: React's server renderer, resumed after a suspension in this process,
 * leaves context values behind that the client renderer of the same test would then read.
 */
export async function renderOnServer(make: () => ReactElement): Promise<string> {
  const warm = createRoot(document.createElement('div'));
  await act(async () => warm.render(make()));
  await settle();
  act(() => warm.unmount());
  return renderToString(make());
}

/**
 * Puts `html` in a fresh container and hydrates it with `element`, as the browser does with a
 * server-rendered page. Returns the root and every error React recovered from by rendering on the
 * client instead (a mismatch between server and browser output): none is expected.
 */
export async function hydrateServerHtml(html: string, element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverableErrors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, element, {
      onRecoverableError: (error) => void recoverableErrors.push(error),
    });
  });
  await settle();
  mounted.push({ root: root!, container });
  return { container, root: root!, recoverableErrors };
}
