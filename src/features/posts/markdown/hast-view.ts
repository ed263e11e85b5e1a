import type { Element, ElementContent, Root } from 'hast';
import type { Child, H, ViewProps } from '../../../ui/view/h';

/**
 * Renders HTML's tree (hast) with a view renderer (ui/view/h.ts): the first script's early post
 * with the DOM builder, and what React shows of a post outside react-markdown (an image that
 * cannot load). Its props are React's, named as react-markdown names them (hast-util-to-jsx-runtime:
 * `className`, `aria-*` and `data-*` attributes), so both renderers write the same markup.
 */

const attributeName = (property: string) =>
  /^aria[A-Z]/.test(property)
    ? `aria-${property.slice(4).toLowerCase()}`
    : /^data[A-Z]/.test(property)
      ? `data${property.slice(4).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
      : property;

/** `text-align:center` as React's style object, `{ textAlign: 'center' }`. */
const styleObject = (style: string) =>
  Object.fromEntries(
    style
      .split(';')
      .map((declaration) => declaration.split(':').map((part) => part.trim()))
      .filter(([name, value]) => name && value)
      .map(([name, value]) => [
        name!.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
        value,
      ]),
  );

function propsOf(node: Element, key: number): ViewProps {
  const props: ViewProps = { key };
  for (const [property, value] of Object.entries(node.properties)) {
    if (value === null || value === undefined || value === false) continue;
    props[attributeName(property)] =
      property === 'style' && typeof value === 'string'
        ? styleObject(value)
        : Array.isArray(value)
          ? value.join(' ')
          : value;
  }
  return props;
}

function nodeOf<N>(h: H<N>, node: ElementContent, key: number): Child<N> {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return null;
  return h(
    node.tagName,
    propsOf(node, key),
    ...node.children.map((child, index) => nodeOf(h, child, index)),
  );
}

export function hastView<N>(h: H<N>, tree: Root | Element): Child<N>[] {
  if (tree.type === 'element') return [nodeOf(h, tree, 0)];
  return tree.children.map((child, index) =>
    child.type === 'doctype' ? null : nodeOf(h, child as ElementContent, index),
  );
}
