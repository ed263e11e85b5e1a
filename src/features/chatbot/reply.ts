import type { ChatMessageRow } from '../../data/model/chat';
import type { Locale } from '../../i18n/catalogs';
import type { SearchIndex } from '../../data/search/search-index';
import {
  askEndpoint,
  endpointCitations,
  endpointMessages,
  type ChatEndpoint,
  type ChatTurn,
} from './endpoint-answerer';
import { answerLocally, isGreeting, supportingHits } from './local-answerer';

export type ChatReply = Omit<ChatMessageRow, 'id' | 'createdAt'>;

const SOURCES = 10;
const ENDPOINT_SOURCES = 4;

/** Earlier turns as the endpoint reads them: local answers as the sentences they quoted. */
export function turnsOf(history: readonly ChatMessageRow[], unknown: string): ChatTurn[] {
  return history.map((row): ChatTurn => {
    if (row.role === 'member') return { role: 'user', content: row.text };
    if (row.answer === 'endpoint') return { role: 'assistant', content: row.text };
    const quoted = (row.passages ?? []).map((p) => `${p.text} [${p.cite}]`).join('\n');
    return { role: 'assistant', content: quoted || unknown };
  });
}

export interface ReplyOptions {
  index: SearchIndex;
  locale: Locale;
  /** The configured endpoint; null sends nothing anywhere. */
  endpoint: ChatEndpoint | null;
  online: boolean;
  /** The conversation so far, for the endpoint's context. */
  history: readonly ChatMessageRow[];
  /** What the local answerer says when it finds nothing, in the member's language. */
  unknown: string;
}

/**
 * The chatbot's reply to `question`: retrieved from the index (posts, and the site's pages in
 * the member's language), then answered by the endpoint when one is configured and the member
 * is online, otherwise (or when it fails) by the local answerer.
 */
export async function replyTo(question: string, options: ReplyOptions): Promise<ChatReply> {
  const { index, locale, endpoint, online } = options;
  const hits = index.search({ text: question, match: 'any', locale, limit: SOURCES });
  let fallback = false;
  if (endpoint && online && !isGreeting(question)) {
    const sources = supportingHits(hits, ENDPOINT_SOURCES);
    try {
      const reply = await askEndpoint(
        endpoint,
        endpointMessages(question, sources, turnsOf(options.history, options.unknown), locale),
      );
      return {
        role: 'bot',
        answer: 'endpoint',
        text: reply,
        citations: endpointCitations(reply, sources),
      };
    } catch (error) {
      console.warn('chatbot: the endpoint did not answer', error);
      fallback = true;
    }
  }
  return {
    role: 'bot',
    text: '',
    ...answerLocally(question, hits),
    ...(fallback ? { fallback } : {}),
  };
}
