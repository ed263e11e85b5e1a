import type { ChatCitation } from '../../data/model/chat';
import type { Locale } from '../../i18n/catalogs';
import type { SearchHit } from '../../data/search/search-index';
import { plainLines } from './plain-text';
import { trackActivity } from '../../lib/activity';

// An OpenAI-compatible chat endpoint (`POST …/v1/chat/completions`), used only when the build
// names one (VITE_CHAT_ENDPOINT) and the member is online. It is grounded: the system prompt
// carries the passages the local index found, numbered, and the reply must cite them.

export interface ChatEndpoint {
  url: string;
  model: string;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

interface ChatCompletionMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const DEFAULT_MODEL = 'gpt-4o-mini';
const SOURCE_CHARS = 1200;
const HISTORY_TURNS = 6;
const TIMEOUT_MS = 30_000;

type Env = Record<string, string | boolean | undefined>;

/** The configured endpoint, or null: then nothing is ever sent anywhere. */
export function chatEndpointOf(env: Env): ChatEndpoint | null {
  const url = typeof env.VITE_CHAT_ENDPOINT === 'string' ? env.VITE_CHAT_ENDPOINT.trim() : '';
  if (!/^https?:\/\//.test(url)) return null;
  const model = typeof env.VITE_CHAT_MODEL === 'string' ? env.VITE_CHAT_MODEL.trim() : '';
  return { url, model: model || DEFAULT_MODEL };
}

const LANGUAGE: Record<Locale, string> = { ko: 'Korean', en: 'English' };

function excerpt(hit: SearchHit): string {
  const text = plainLines(hit.doc.content).join('\n');
  return text.length > SOURCE_CHARS ? `${text.slice(0, SOURCE_CHARS)}…` : text;
}

/** The request's messages: the grounding prompt with numbered sources, recent turns, the question. */
export function endpointMessages(
  question: string,
  sources: readonly SearchHit[],
  history: readonly ChatTurn[],
  locale: Locale,
): ChatCompletionMessage[] {
  const numbered = sources
    .map((hit, i) => `[${i + 1}] ${hit.doc.title} (${hit.doc.href})\n${excerpt(hit)}`)
    .join('\n\n');
  const system = [
    'You are the assistant of Pixel Community, a community and portfolio website.',
    'Answer questions about the site (its posts, the career and portfolio pages) using only the numbered sources below.',
    'Cite the sources you use by their numbers in square brackets, like [1].',
    "If the sources do not answer the question, say that you don't know and suggest searching the site.",
    `Answer in ${LANGUAGE[locale]}, briefly, in plain text.`,
    '',
    'Sources:',
    numbered || '(none)',
  ].join('\n');
  return [
    { role: 'system', content: system },
    ...history.slice(-HISTORY_TURNS),
    { role: 'user', content: question },
  ];
}

/** The source numbers a reply cites, in order of first mention, within 1..count. */
export function citedNumbers(reply: string, count: number): number[] {
  const cited: number[] = [];
  for (const match of reply.matchAll(/\[(\d+(?:\s*,\s*\d+)*)\]/g)) {
    for (const part of match[1]!.split(',')) {
      const n = Number(part.trim());
      if (n >= 1 && n <= count && !cited.includes(n)) cited.push(n);
    }
  }
  return cited;
}

/**
 * Citations for an endpoint's reply: the sources it cites, keeping their numbers so the
 * reply's [n] still point at them; all sources when it cites none.
 */
export function endpointCitations(reply: string, sources: readonly SearchHit[]): ChatCitation[] {
  const cited = citedNumbers(reply, sources.length);
  const numbers =
    cited.length > 0 ? [...cited].sort((a, b) => a - b) : sources.map((_, i) => i + 1);
  return numbers.map((n) => {
    const { doc } = sources[n - 1]!;
    return { n, kind: doc.kind, title: doc.title, href: doc.href };
  });
}

export function replyOf(body: unknown): string {
  const choices = (body as { choices?: Array<{ message?: { content?: unknown } }> } | null)
    ?.choices;
  const content = choices?.[0]?.message?.content;
  if (typeof content !== 'string' || content.trim() === '')
    throw new Error('chat endpoint: empty reply');
  return content.trim();
}

/** Sends the messages; throws on a network error, a non-2xx answer, a timeout or an empty reply. */
export async function askEndpoint(
  endpoint: ChatEndpoint,
  messages: ChatCompletionMessage[],
  signal?: AbortSignal,
): Promise<string> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  // The member waits for this answer: it shows on the loading bar.
  return trackActivity(
    (async () => {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ model: endpoint.model, messages, temperature: 0.2 }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (!response.ok) throw new Error(`chat endpoint answered ${response.status}`);
      return replyOf(await response.json());
    })(),
  );
}
