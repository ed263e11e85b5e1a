import { useEarlyValue } from '../../lib/hooks/use-early-value';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogs';
import { useSyncEngine } from '../../data/sync/use-sync-engine';
import { useOnline } from '../../lib/hooks/use-online';
import { PageTitle } from '../../ui/page-title';
import { useInlineConfirm } from '../../ui/use-inline-confirm';
import { clearChatHistory } from '../../data/local/chat-history';
import { ChatMessage } from './chat-message';
import { hasChatEndpoint, useChatbot } from './use-chatbot';

const SUGGESTIONS: MessageKey[] = [
  'chatbot.suggest.offline',
  'chatbot.suggest.scm',
  'chatbot.suggest.pixel',
];

function ClearHistory({ disabled }: { disabled: boolean }) {
  const { confirming, openerRef, confirmRef, ask, close, onKeyDown } = useInlineConfirm();
  if (!confirming) {
    return (
      <button
        ref={openerRef}
        type="button"
        className="pixel-button text-sm"
        disabled={disabled}
        onClick={ask}
        data-testid="chat-clear"
      >
        <FormattedMessage id="chatbot.clear" />
      </button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" role="group" onKeyDown={onKeyDown}>
      <span>
        <FormattedMessage id="chatbot.clear.confirm" />
      </span>
      <button
        ref={confirmRef}
        type="button"
        className="pixel-button text-sm"
        onClick={() => {
          close();
          void clearChatHistory();
        }}
        data-testid="chat-clear-confirm"
      >
        <FormattedMessage id="chatbot.clear.yes" />
      </button>
      <button type="button" className="pixel-button text-sm" onClick={close}>
        <FormattedMessage id="chatbot.clear.no" />
      </button>
    </div>
  );
}

/**
 * `/chatbot`: questions about the site, answered from its own content on this device (offline
 * too), or by the configured chat endpoint grounded on the same content when online.
 */
export function ChatbotPage() {
  const intl = useIntl();
  const inputId = useId();
  const noteId = useId();
  useSyncEngine();
  const online = useOnline();
  const { history, ready, thinking, ask, posts } = useChatbot();
  const [question, setQuestion] = useState('');
  // A question sent before the answerer is ready (the page's HTML takes one before any script):
  // asked once it is.
  const [waiting, setWaiting] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // What was typed before React took the page over becomes the question.
  const earlyQuestion = useEarlyValue<HTMLInputElement>(question, setQuestion);

  const count = history?.length ?? 0;
  const busy = thinking || waiting;
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [count, busy]);

  // Taken once: a render that still has the question as waiting must not ask it again.
  const toAsk = useRef<string | null>(null);
  useEffect(() => {
    const text = toAsk.current;
    if (!ready || text === null) return;
    toAsk.current = null;
    void ask(text).finally(() => setWaiting(false));
  }, [ready, waiting, ask]);

  const send = (text: string) => {
    if (!text.trim() || busy) return;
    setQuestion('');
    if (ready) {
      void ask(text);
    } else {
      toAsk.current = text;
      setWaiting(true);
    }
    inputRef.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(question);
  };

  const remote = hasChatEndpoint && online;

  return (
    <section className="flex flex-col gap-4">
      <PageTitle titleKey="chatbot.title" />
      <p className="text-ink-muted">
        <FormattedMessage id="chatbot.intro" />
      </p>
      <p
        id={noteId}
        className="bg-surface-alt px-3 py-2 text-sm"
        data-testid="chat-mode"
        data-mode={remote ? 'endpoint' : 'local'}
        data-posts={posts}
      >
        <FormattedMessage
          id={
            remote
              ? 'chatbot.mode.endpoint'
              : online
                ? 'chatbot.mode.local'
                : 'chatbot.mode.offline'
          }
        />
      </p>
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={intl.formatMessage({ id: 'chatbot.log' })}
        tabIndex={0}
        className="max-h-[60vh] min-h-48 overflow-y-auto border-2 border-line bg-surface-alt p-3"
        data-testid="chat-log"
        data-device-view
      >
        {count === 0 ? (
          <p className="text-ink-muted">
            <FormattedMessage id="chatbot.empty" />
          </p>
        ) : (
          <ol className="flex flex-col gap-3">
            {history!.map((message) => (
              <ChatMessage key={message.id} message={message} />
            ))}
          </ol>
        )}
        {busy && (
          <p className="mt-3 text-sm text-ink-muted" data-testid="chat-thinking">
            <FormattedMessage id="chatbot.thinking" />
          </p>
        )}
      </div>
      {count === 0 && (
        <div
          className="flex flex-wrap gap-2"
          role="group"
          aria-label={intl.formatMessage({ id: 'chatbot.suggest.label' })}
        >
          {SUGGESTIONS.map((key) => (
            <button
              key={key}
              type="button"
              className="pixel-button text-sm"
              disabled={busy}
              onClick={() => send(intl.formatMessage({ id: key }))}
            >
              <FormattedMessage id={key} />
            </button>
          ))}
        </div>
      )}
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2" data-testid="chat-form">
        <div className="flex min-w-60 flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-semibold">
            <FormattedMessage id="chatbot.input.label" />
          </label>
          <input
            id={inputId}
            ref={(input) => {
              inputRef.current = input;
              earlyQuestion(input);
            }}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            placeholder={intl.formatMessage({ id: 'chatbot.input.placeholder' })}
            aria-describedby={noteId}
            autoComplete="off"
            enterKeyHint="send"
            className="border-2 border-line bg-surface px-3 py-2"
            data-testid="chat-input"
          />
        </div>
        <button type="submit" className="pixel-button" disabled={busy || !question.trim()}>
          <FormattedMessage id="chatbot.send" />
        </button>
        <ClearHistory disabled={count === 0 || busy} />
      </form>
    </section>
  );
}
