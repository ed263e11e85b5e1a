import { sayDate } from '../../lib/date-words';
import { relativeParts, sayRelativeTime } from '../../lib/relative-time';
import type { Child, H, ViewKit, ViewProps, ViewWords } from './h';

/**
 * The first script's renderer: `domH` builds DOM elements from the props React's `createElement`
 * takes, and writes them as React writes them to HTML, so a view rendered by either is the same
 * markup (tests/unit/view-parity.test.tsx). Handlers (`on*`), keys and refs are React's alone:
 * an element the first script draws waits for React to act (lib/early-input.ts).
 */

/** Numbers React writes without a unit. */
const UNITLESS = new Set([
  'flex',
  'flexGrow',
  'flexShrink',
  'fontWeight',
  'lineHeight',
  'opacity',
  'order',
  'zIndex',
]);

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Where a boolean is written as its word ("true"), not as the attribute's presence. */
const SAYS_BOOLEAN = /^(aria-|data-)/;

/** The elements views draw in SVG's namespace (the generated avatar). */
const SVG_ELEMENT = /^(svg|path)$/;

function setProp(element: HTMLElement | SVGElement, name: string, value: unknown): void {
  if (value === null || value === undefined || typeof value === 'function') return;
  if (name === 'key' || name === 'ref' || name === 'children') return;
  if (name === 'style') {
    if (typeof value === 'string') element.setAttribute('style', value);
    else
      for (const [property, part] of Object.entries(value as Record<string, string | number>))
        element.style.setProperty(
          kebab(property),
          typeof part === 'number' && !UNITLESS.has(property) ? `${part}px` : String(part),
        );
    return;
  }
  // React writes a field's value as its text (a textarea) or its attribute (an input).
  if ((name === 'value' || name === 'defaultValue') && element instanceof HTMLTextAreaElement) {
    element.textContent = String(value);
    return;
  }
  const attribute =
    name === 'className'
      ? 'class'
      : name === 'htmlFor'
        ? 'for'
        : name === 'defaultValue'
          ? 'value'
          : name;
  if (typeof value === 'boolean') {
    if (SAYS_BOOLEAN.test(attribute)) element.setAttribute(attribute, String(value));
    else if (value) element.setAttribute(attribute, '');
    return;
  }
  // An HTML element's attribute is named in lower case by setAttribute itself (tabIndex:
  // tabindex); an SVG element's keeps its case (viewBox).
  element.setAttribute(attribute, String(value));
}

function append(parent: Node, child: Child<Node>): void {
  if (child === null || child === undefined || typeof child === 'boolean') return;
  if (Array.isArray(child))
    for (const each of child as readonly Child<Node>[]) append(parent, each);
  else parent.appendChild(child instanceof Node ? child : document.createTextNode(String(child)));
}

export const domH: H<Node> = (type: string, props: ViewProps | null, ...children) => {
  const element = SVG_ELEMENT.test(type)
    ? document.createElementNS('http://www.w3.org/2000/svg', type)
    : document.createElement(type);
  for (const [name, value] of Object.entries(props ?? {})) setProp(element, name, value);
  for (const child of children) append(element, child);
  return element;
};

/** Fills a message's `{name}`-like places with `values`. */
function fill(message: string, values?: Record<string, string | number>): string {
  return values
    ? message.replace(/\{(\w+)\}/g, (place, name: string) => String(values[name] ?? place))
    : message;
}

/** The first script's kit: words from the page (`words`, an early slot's), no `Intl` formatter. */
export function domKit(words: ViewWords, locale: string): ViewKit<Node> {
  return {
    h: domH,
    locale,
    say: (id, values) =>
      fill(
        id in words.counted
          ? words.counted[id as keyof ViewWords['counted']][values?.count === 1 ? 0 : 1]
          : words.messages[id as keyof ViewWords['messages']],
        values,
      ),
    link: (props, ...children) => domH('a', { ...props }, ...children),
    relativeTime: (date) => {
      const { value, unit } = relativeParts(date, Date.now());
      return domH(
        'time',
        { dateTime: date.toISOString() },
        sayRelativeTime(words.relativeTime, unit === 'second' ? 0 : value, unit),
      );
    },
    date: (date, month = 'short') =>
      document.createTextNode(sayDate(month === 'long' ? words.longDate : words.date, date)),
  };
}
