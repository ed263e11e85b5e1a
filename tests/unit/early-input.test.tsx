// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * lib/early-input.ts with React itself: what a reader does on a page before React has taken it
 * over reaches React's state and handlers once React has committed, through public means only
 * (the screen's effect, the fields' refs). Each test loads the module afresh (it keeps one page).
 */

type EarlyInput = typeof import('../../src/lib/early-input');
let early: EarlyInput;
let hooks: typeof import('../../src/lib/hooks/use-early-value');
let committedMarker: typeof import('../../src/ui/early-input-committed');
let root: Root | undefined;
let page: HTMLElement;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(async () => {
  vi.resetModules();
  early = await import('../../src/lib/early-input');
  hooks = await import('../../src/lib/hooks/use-early-value');
  committedMarker = await import('../../src/ui/early-input-committed');
  page = document.createElement('div');
  page.id = 'root';
  document.body.append(page);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function Screen({ onLike, onSend }: { onLike: () => void; onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  const field = hooks.useEarlyValue<HTMLInputElement>(text, setText);
  const { EarlyInputCommitted } = committedMarker;
  return (
    <main>
      <button type="button" data-testid="like-button" onClick={onLike}>
        like
      </button>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSend(text);
        }}
      >
        <input
          id="box"
          ref={field}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit">send</button>
      </form>
      <EarlyInputCommitted />
    </main>
  );
}

/** The page as prerendered, then a reader's input, then React hydrating it. */
async function hydrateAfter(input: () => void, app: ReactNode) {
  page.innerHTML = renderToString(app);
  early.keepEarlyInput(page);
  input();
  await act(async () => {
    root = hydrateRoot(page, app);
  });
  await act(nextTask);
  await act(nextTask);
}

const type = (field: HTMLInputElement | HTMLTextAreaElement, text: string) => {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('input made before React has taken a prerendered page over', () => {
  it('a tap is held, then played once on the button React hydrated', async () => {
    const onLike = vi.fn();
    await hydrateAfter(
      () => {
        const button = page.querySelector<HTMLButtonElement>('[data-testid="like-button"]')!;
        button.click();
        expect(onLike).not.toHaveBeenCalled();
      },
      <Screen onLike={onLike} onSend={() => {}} />,
    );
    expect(onLike).toHaveBeenCalledTimes(1);
    expect(page.dataset.reactCommitted).toBe('true');
  });

  it("text typed, then the form's button tapped, sends the text typed", async () => {
    const onSend = vi.fn();
    await hydrateAfter(
      () => {
        type(page.querySelector('input')!, '픽셀');
        page.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      },
      <Screen onLike={() => {}} onSend={onSend} />,
    );
    expect(onSend).toHaveBeenCalledWith('픽셀');
    expect(page.querySelector('input')!.value).toBe('픽셀');
  });

  it("a tap once React has committed is React's alone, played by nothing", async () => {
    const onLike = vi.fn();
    await hydrateAfter(() => {}, <Screen onLike={onLike} onSend={() => {}} />);
    page.querySelector<HTMLButtonElement>('[data-testid="like-button"]')!.click();
    await act(nextTask);
    expect(onLike).toHaveBeenCalledTimes(1);
  });
});

describe('input made before React draws a page from scratch over its shell', () => {
  it("a tap goes to React's own button, typed text and the focus to React's field", async () => {
    page.innerHTML =
      '<main><button type="button" data-testid="like-button">like</button>' +
      '<form><input id="box"><button type="submit">send</button></form></main>';
    early.keepEarlyInput(page);
    page.querySelector<HTMLButtonElement>('[data-testid="like-button"]')!.click();
    const shellField = page.querySelector('input')!;
    shellField.focus();
    type(shellField, 'typed early');
    const onLike = vi.fn();
    await act(async () => {
      root = createRoot(page);
      root.render(<Screen onLike={onLike} onSend={() => {}} />);
    });
    await act(nextTask);
    await act(nextTask);
    expect(shellField.isConnected).toBe(false);
    const field = page.querySelector('input')!;
    expect(field.value).toBe('typed early');
    expect(document.activeElement).toBe(field);
    expect(onLike).toHaveBeenCalledTimes(1);
  });

  it('a form sent by Enter with no button is sent once React has committed', async () => {
    const onSend = vi.fn();
    function Search() {
      const [text, setText] = useState('');
      const field = hooks.useEarlyValue<HTMLInputElement>(text, setText);
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSend(text);
          }}
        >
          <input
            id="q"
            ref={field}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <committedMarker.EarlyInputCommitted />
        </form>
      );
    }
    await hydrateAfter(
      () => {
        type(page.querySelector('input')!, 'tag:pixel');
        page.querySelector('form')!.requestSubmit();
        expect(onSend).not.toHaveBeenCalled();
      },
      <Search />,
    );
    expect(onSend).toHaveBeenCalledWith('tag:pixel');
  });
});
