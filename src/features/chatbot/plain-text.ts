// Markdown as sentences a chatbot can quote: markup and code blocks out, links as their text.

const FENCE = /^\s*(```|~~~)/;
const MAX_SENTENCE = 220;

function inline(line: string): string {
  return line
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|~~)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,!?:;]|$)/g, '$1$2')
    .replace(/\|/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Block markup at the start of a line: headings, quotes, list markers, task boxes. */
function unblock(line: string): string {
  return line
    .replace(/^\s{0,3}#{1,6}\s+/, '')
    .replace(/^\s*>\s?/, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/, '')
    .replace(/^\s*[-=*_]{3,}\s*$/, '');
}

/** The text of `markdown` line by line, without code blocks and markup. */
export function plainLines(markdown: string): string[] {
  const lines: string[] = [];
  let inCode = false;
  for (const raw of markdown.split(/\r?\n/)) {
    if (FENCE.test(raw)) {
      inCode = !inCode;
      continue;
    }
    if (inCode) continue;
    const line = inline(unblock(raw));
    if (line) lines.push(line);
  }
  return lines;
}

function shorten(sentence: string): string {
  if (sentence.length <= MAX_SENTENCE) return sentence;
  const cut = sentence.slice(0, MAX_SENTENCE);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_SENTENCE * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Sentences of `markdown`: each line, cut after sentence-ending punctuation. */
export function sentences(markdown: string): string[] {
  return plainLines(markdown)
    .flatMap((line) => line.split(/(?<=[.!?。？！])\s+/))
    .map((sentence) => shorten(sentence.trim()))
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}
