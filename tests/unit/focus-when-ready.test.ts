// @vitest-environment happy-dom
// A route naming an element (`#comment-…`) that shows late: the heading holds the focus meanwhile
// and hands it on when the element comes, unless the member has moved it (focusWhenReady with a
// longer look, as app/route-focus.tsx uses it).
import { afterEach, describe, expect, it } from 'vitest';
import { focusWhenReady } from '../../src/ui/use-return-focus';

const focusLate = (id: string) => focusWhenReady(() => document.getElementById(id), 15_000);

const frames = (n: number) =>
  new Promise<void>((resolve) => {
    const next = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1));
    next(n);
  });

function focusable(tag: string, id?: string): HTMLElement {
  const element = document.createElement(tag);
  element.tabIndex = -1;
  if (id) element.id = id;
  document.body.append(element);
  return element;
}

/** The page's heading, holding the focus as the route gave it. */
function focusedHeading(): HTMLElement {
  const heading = focusable('h1');
  heading.focus();
  return heading;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('focusWhenReady, for an element shown late', () => {
  it('gives the focus to the element once it shows', async () => {
    const heading = focusedHeading();
    const stop = focusLate('comment-late');
    await frames(3);
    expect(document.activeElement).toBe(heading);
    const comment = focusable('li', 'comment-late');
    await frames(2);
    expect(document.activeElement).toBe(comment);
    stop();
  });

  it('leaves the focus where the member put it meanwhile', async () => {
    focusedHeading();
    const stop = focusLate('comment-late');
    // Past its first look (a timer of 0 ms, set before this one): the heading had the focus.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const button = focusable('button');
    button.focus();
    await frames(2);
    focusable('li', 'comment-late');
    await frames(2);
    expect(document.activeElement).toBe(button);
    stop();
  });

  it('stops looking when the route changes (its stop)', async () => {
    const heading = focusedHeading();
    focusLate('comment-late')();
    focusable('li', 'comment-late');
    await frames(3);
    expect(document.activeElement).toBe(heading);
  });
});
