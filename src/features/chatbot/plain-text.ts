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

interface Line {
  text: string;
  heading: boolean;
}

const HEADING = /^\s{0,3}#{1,6}\s/;
/** A line that starts a block of its own: a list item, a quote, a table row, a rule. */
const BLOCK_START = /^\s*(?:[-*+]\s|\d+[.)]\s|>|\||[-=*_]{3,}\s*$)/;

/** Blocks of text (a paragraph's soft-wrapped lines joined), headings apart. */
function lines(markdown: string): Line[] {
  const out: Line[] = [];
  let block = '';
  const flush = () => {
    const text = inline(block);
    if (text) out.push({ text, heading: false });
    block = '';
  };
  let inCode = false;
  for (const raw of markdown.split(/\r?\n/)) {
    if (FENCE.test(raw)) {
      flush();
      inCode = !inCode;
      continue;
    }
    if (inCode) continue;
    if (raw.trim() === '') {
      flush();
    } else if (HEADING.test(raw)) {
      flush();
      const text = inline(unblock(raw));
      if (text) out.push({ text, heading: true });
    } else if (BLOCK_START.test(raw)) {
      flush();
      block = unblock(raw);
    } else {
      block = block ? `${block} ${raw.trim()}` : raw;
    }
  }
  flush();
  return out;
}

/** The text of `markdown` line by line, without code blocks and markup. */
export function plainLines(markdown: string): string[] {
  return lines(markdown).map((line) => line.text);
}

function shorten(sentence: string): string {
  if (sentence.length <= MAX_SENTENCE) return sentence;
  const cut = sentence.slice(0, MAX_SENTENCE);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_SENTENCE * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Sentences of `markdown`: each line, cut after sentence-ending punctuation. A heading leads
 * the sentence after it ("점검 일정: 일시: 일요일 02:00"): alone it names a topic but says
 * nothing about it.
 */
export function sentences(markdown: string): string[] {
  const out: string[] = [];
  let heading: string | null = null;
  for (const line of lines(markdown)) {
    if (line.heading) {
      if (heading) out.push(heading);
      heading = line.text;
      continue;
    }
    const parts = line.text
      .split(/(?<=[.!?。？！])\s+/)
      .filter((part) => /[\p{L}\p{N}]/u.test(part));
    if (heading && parts.length > 0) parts[0] = `${heading}: ${parts[0]}`;
    heading = null;
    out.push(...parts);
  }
  if (heading) out.push(heading);
  return out.map((sentence) => shorten(sentence.trim()));
}
