import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { lazyPart } from './lazy';

const Part = () => <p>the part</p>;
const module = { default: Part };

/** The part inside a Suspense whose fallback says "loading", rendered and committed. */
function renderPart(Lazy: ReturnType<typeof lazyPart>) {
  act(() => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>,
    );
  });
}

it('renders a part whose code is already in at once, never its fallback for a frame', async () => {
  const Lazy = lazyPart(() => Promise.resolve(module));
  await Lazy.load();
  renderPart(Lazy);
  expect(screen.queryByText('loading')).toBeNull();
  expect(screen.getByText('the part')).toBeInTheDocument();
});

it('shows the fallback while a part first loads, then the part', async () => {
  let loaded = (_: typeof module) => {};
  const gate = new Promise<typeof module>((resolve) => (loaded = resolve));
  const Lazy = lazyPart(() => gate);
  renderPart(Lazy);
  expect(screen.getByText('loading')).toBeInTheDocument();
  loaded(module);
  expect(await screen.findByText('the part')).toBeInTheDocument();
});
