import { act, render, screen } from '@testing-library/react';
import { useMediaQuery } from './use-media-query';

function Probe({ query }: { query: string }) {
  return <p>{useMediaQuery(query) ? 'match' : 'no match'}</p>;
}

// jsdom has no layout engine and no matchMedia; this minimal stand-in lets us flip the viewport.
function installMatchMedia(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return {
      matches: width >= min,
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return (next: number) => {
    width = next;
    listeners.forEach((listener) => listener());
  };
}

afterEach(() => {
  // @ts-expect-error restore jsdom's default (no matchMedia)
  delete window.matchMedia;
});

it('is false when matchMedia is unavailable', () => {
  render(<Probe query="(min-width: 960px)" />);
  expect(screen.getByText('no match')).toBeInTheDocument();
});

it('follows viewport changes', () => {
  const resize = installMatchMedia(1200);
  render(<Probe query="(min-width: 960px)" />);
  expect(screen.getByText('match')).toBeInTheDocument();
  act(() => resize(800));
  expect(screen.getByText('no match')).toBeInTheDocument();
});
