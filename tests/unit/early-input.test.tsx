// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { committedByReact } from '../../src/app/early-input';

/** Whether React has linked its props to the element: it does so as it renders it. */
const hasReactProps = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$'));

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Holds the main thread, so React's render in a transition yields after it. */
function Slow({ ms }: { ms: number }) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
  return <p>slow</p>;
}

let roots: Root[] = [];
afterEach(() => {
  for (const root of roots) root.unmount();
  roots = [];
  document.body.innerHTML = '';
});

function container(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

/** Hydrates `root` with `children` (in a transition if asked); resolves once React commits. */
function hydrate(
  root: HTMLElement,
  children: ReactNode,
  { inTransition = false, ...options }: HydrationOptions & { inTransition?: boolean } = {},
): Promise<void> {
  return new Promise((committed) => {
    function App() {
      useEffect(committed, []);
      return <div>{children}</div>;
    }
    const start = () => void roots.push(hydrateRoot(root, <App />, options));
    if (inTransition) startTransition(start);
    else start();
  });
}

describe('committedByReact (which early taps may be played)', () => {
  it('is true for an element React hydrated and committed, false for one it never rendered', async () => {
    const root = container('<div><button>write</button></div>');
    await hydrate(root, <button>write</button>);
    expect(committedByReact(root.querySelector('button')!)).toBe(true);

    const added = document.createElement('button');
    root.firstElementChild!.append(added);
    expect(committedByReact(added)).toBe(false);
  });

  it('is false while the render that reached the element is not committed yet', async () => {
    const root = container('<div><button>write</button><p>slow</p><p>slow</p><p>slow</p></div>');
    const button = root.querySelector('button')!;
    const done = hydrate(
      root,
      <>
        <button>write</button>
        <Slow ms={15} />
        <Slow ms={15} />
        <Slow ms={15} />
      </>,
      { inTransition: true },
    );
    let seenMidRender = false;
    while (!seenMidRender) {
      await nextTask();
      if (hasReactProps(button)) {
        // The check this replaced (React's props on the element) passes here already.
        expect(committedByReact(button)).toBe(false);
        seenMidRender = true;
      }
    }
    await done;
    expect(committedByReact(button)).toBe(true);
  });

  it('is false for an element of a hydration React threw away, true for the one it rendered anew', async () => {
    // The page's markup differs from what React renders after the button (another session's
    // words): React drops it all and renders anew.
    const root = container('<div><button>write</button><span>visitor</span></div>');
    const old = root.querySelector('button')!;
    await hydrate(
      root,
      <>
        <button>write</button>
        <em>member</em>
      </>,
      { onRecoverableError: () => undefined },
    );
    const now = root.querySelector('button')!;
    expect(now).not.toBe(old);
    expect(hasReactProps(old)).toBe(true);
    expect(committedByReact(old)).toBe(false);
    expect(committedByReact(now)).toBe(true);
  });

  it('keeps a tap that React, hydrating to answer it, dropped with its element, and plays it on the one that took its place', async () => {
    vi.resetModules();
    const { keepEarlyInputOf, reactStarted } = await import('../../src/app/early-input');
    // After the button the page differs from React's render (a member's session above it).
    const root = container('<div><button>write</button><span>visitor</span></div>');
    root.dataset.prerendered = location.pathname;
    keepEarlyInputOf(root);
    let taps = 0;
    const done = hydrate(
      root,
      <>
        <button onClick={() => (taps += 1)}>write</button>
        <em>member</em>
      </>,
      { inTransition: true, onRecoverableError: () => undefined },
    );
    reactStarted();
    const old = root.querySelector('button')!;
    // Tapped before React's render has run: React hydrates on the spot to answer it, finds the
    // page changed, renders it anew, and the tap reaches no handler of its own.
    old.click();
    await done;
    expect(old.isConnected).toBe(false);
    await expect.poll(() => taps).toBe(1);
  });
});
