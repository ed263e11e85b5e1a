import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/locale';
import { useOnline } from '../../lib/hooks/use-online';
import { useSearchIndex } from '../../data/search/live-search-index';
import { appendChatMessage, useChatHistory } from '../../data/local/chat-history';
import { chatEndpointOf } from './endpoint-answerer';
import { replyTo } from './reply';
import { loadSiteFacts } from './site-facts';

const endpoint = chatEndpointOf({
  VITE_CHAT_ENDPOINT: import.meta.env.VITE_CHAT_ENDPOINT,
  VITE_CHAT_MODEL: import.meta.env.VITE_CHAT_MODEL,
});
/** Whether this build names a chat endpoint (VITE_CHAT_ENDPOINT). */
export const hasChatEndpoint = endpoint !== null;

/**
 * The conversation on this page: puts the site's pages (in the member's language) into the
 * shared index next to the mirrored posts, and answers each question (see replyTo).
 */
export function useChatbot() {
  const intl = useIntl();
  const locale = useLocale();
  const online = useOnline();
  const { index, state } = useSearchIndex();
  const history = useChatHistory();
  const [factsLocale, setFactsLocale] = useState<string | null>(null);
  const [thinking, setThinking] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    let current = true;
    const titles = {
      career: intl.formatMessage({ id: 'career.title' }),
      portfolio: intl.formatMessage({ id: 'portfolio.index.title' }),
    };
    loadSiteFacts(locale, titles)
      .then((docs) => {
        if (!current) return;
        index.reconcile(docs, (doc) => doc.kind === 'page');
        setFactsLocale(locale);
      })
      .catch((error: unknown) => console.error('chatbot: site pages', error));
    return () => {
      current = false;
    };
  }, [index, intl, locale]);

  const ready = state.ready && factsLocale === locale && history !== undefined;

  async function ask(question: string): Promise<void> {
    const text = question.trim();
    if (!text || busy.current || !ready) return;
    busy.current = true;
    setThinking(true);
    try {
      const earlier = history ?? [];
      await appendChatMessage({ role: 'member', text });
      const reply = await replyTo(text, {
        index,
        locale,
        endpoint,
        online,
        history: earlier,
        unknown: intl.formatMessage({ id: 'chatbot.answer.unknown' }),
      });
      await appendChatMessage(reply);
    } catch (error) {
      console.error('chatbot: cannot answer', error);
    } finally {
      busy.current = false;
      setThinking(false);
    }
  }

  return { history, ready, thinking, ask, posts: state.posts };
}
