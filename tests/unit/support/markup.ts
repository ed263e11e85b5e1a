/**
 * Markup as a canonical string, so two renderers' output compare equal when a browser builds the
 * same elements from them: attributes sorted, a style's spacing dropped, adjacent text joined
 * (React and the DOM builder split text into nodes differently). Needs a DOM (happy-dom).
 */
export function canonicalMarkup(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return childrenOf(template.content);
}

function childrenOf(parent: Node): string {
  let out = '';
  let text: string | null = null;
  for (const child of parent.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      text = (text ?? '') + (child.textContent ?? '');
      continue;
    }
    if (text !== null) out += JSON.stringify(text);
    text = null;
    if (child.nodeType === Node.ELEMENT_NODE) out += elementOf(child as Element);
  }
  if (text !== null) out += JSON.stringify(text);
  return out;
}

function elementOf(element: Element): string {
  const attributes = [...element.attributes]
    .map(({ name, value }) =>
      name === 'style' ? [name, value.replace(/\s+/g, '').replace(/;$/, '')] : [name, value],
    )
    .sort(([a], [b]) => a!.localeCompare(b!))
    .map(([name, value]) => ` ${name}=${JSON.stringify(value)}`)
    .join('');
  const tag = element.tagName.toLowerCase();
  return `<${tag}${attributes}>${childrenOf(element)}</${tag}>`;
}
