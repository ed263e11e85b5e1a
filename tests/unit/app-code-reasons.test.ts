// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { codeNeededAtOnce, reachesForControl, type ReaderState } from '../../src/app/app-code';

const visitor: ReaderState = {
  workerControls: false,
  savedSession: false,
  savedLocale: null,
  pageLocale: 'ko',
  analytics: false,
  query: '',
};

describe("a page a visitor only reads loads the app's code on a reason", () => {
  it('waits for a reason for a first-time visitor in the page’s language', () => {
    expect(codeNeededAtOnce(visitor)).toBe(false);
    expect(codeNeededAtOnce({ ...visitor, savedLocale: 'ko' })).toBe(false);
  });

  it.each<[string, Partial<ReaderState>]>([
    ['the service worker answers the page', { workerControls: true }],
    ['a member is signed in', { savedSession: true }],
    ['the reader chose another language', { savedLocale: 'en' }],
    ['there is a page view to report', { analytics: true }],
    ['the URL asks for a tab and an order', { query: '?category=qna&sort=like' }],
    ["the URL asks for the write dialog (the manifest's shortcut)", { query: '?write=1' }],
  ])('loads it at once when %s', (_, change) => {
    expect(codeNeededAtOnce({ ...visitor, ...change })).toBe(true);
  });
});

describe('what counts as reaching for a control', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const page = () => {
    document.body.innerHTML = `
      <main>
        <p id="text">words <span id="inner">more</span></p>
        <a id="link" href="/board"><span id="in-link">board</span></a>
        <button id="button"><span id="in-button">sign in</span></button>
        <input id="field" />
        <div id="menu" role="button" tabindex="0">menu</div>
      </main>`;
    return (id: string) => document.getElementById(id)!;
  };
  const on = (target: Element, event: Event) => {
    let counted: boolean | undefined;
    target.addEventListener(event.type, (e) => (counted = reachesForControl(e)), { once: true });
    target.dispatchEvent(event);
    return counted;
  };
  const pointer = (type: string, pointerType = 'touch') =>
    new PointerEvent(type, { bubbles: true, pointerType });
  const key = (name: string) => new KeyboardEvent('keydown', { bubbles: true, key: name });

  it('a touch or a click on a button, or on what is inside one, counts', () => {
    const $ = page();
    expect(on($('button'), pointer('pointerdown'))).toBe(true);
    expect(on($('in-button'), pointer('pointerdown'))).toBe(true);
    expect(on($('menu'), new MouseEvent('click', { bubbles: true }))).toBe(true);
    expect(on($('field'), new FocusEvent('focusin', { bubbles: true }))).toBe(true);
  });

  it('a touch on the text (a scroll may start there) or on a link (the browser follows it) does not', () => {
    const $ = page();
    expect(on($('inner'), pointer('pointerdown'))).toBe(false);
    expect(on($('in-link'), pointer('pointerdown'))).toBe(false);
    expect(on($('link'), new MouseEvent('click', { bubbles: true }))).toBe(false);
    expect(on($('link'), new FocusEvent('focusin', { bubbles: true }))).toBe(false);
  });

  it('a mouse over a control counts; over the text, or a finger, does not', () => {
    const $ = page();
    expect(on($('button'), pointer('pointerover', 'mouse'))).toBe(true);
    expect(on($('text'), pointer('pointerover', 'mouse'))).toBe(false);
    expect(on($('button'), pointer('pointerover', 'touch'))).toBe(false);
  });

  it('Tab counts anywhere; other keys only on a control (arrows on the page scroll it)', () => {
    const $ = page();
    expect(on(document.body, key('Tab'))).toBe(true);
    expect(on(document.body, key('ArrowDown'))).toBe(false);
    expect(on(document.body, key(' '))).toBe(false);
    expect(on($('button'), key('Enter'))).toBe(true);
  });

  it('an edit counts wherever it is made', () => {
    const $ = page();
    expect(on($('field'), new Event('input', { bubbles: true }))).toBe(true);
    expect(on($('field'), new Event('change', { bubbles: true }))).toBe(true);
  });
});
