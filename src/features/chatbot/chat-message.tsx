import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ChatCitation, ChatMessageRow } from '../../data/model/chat';

function CiteMark({ citation }: { citation: ChatCitation | undefined }) {
  const intl = useIntl();
  if (!citation) return null;
  return (
    <Link
      to={citation.href}
      className="ml-1 inline-flex min-h-6 min-w-6 items-center justify-center align-super text-xs font-semibold text-primary underline"
      aria-label={intl.formatMessage(
        { id: 'chatbot.cite' },
        { n: citation.n, title: citation.title },
      )}
    >
      [{citation.n}]
    </Link>
  );
}

function Sources({ citations }: { citations: readonly ChatCitation[] }) {
  if (citations.length === 0) return null;
  return (
    <div className="mt-2 border-t-2 border-dashed border-line/40 pt-2 text-sm">
      <p className="font-semibold">
        <FormattedMessage id="chatbot.sources" />
      </p>
      <ol className="mt-1 flex flex-col gap-1">
        {citations.map((citation) => (
          <li key={citation.n}>
            <span aria-hidden="true">[{citation.n}] </span>
            <Link
              to={citation.href}
              className="text-primary underline hover:text-primary-strong"
              data-testid="chat-citation"
              data-kind={citation.kind}
            >
              {citation.title}
            </Link>
          </li>
        ))}
      </ol>
    </div>
  );
}

function BotAnswer({ message }: { message: ChatMessageRow }) {
  const citations = message.citations ?? [];
  const byNumber = new Map(citations.map((c) => [c.n, c]));
  switch (message.answer) {
    case 'endpoint':
      return (
        <>
          <p className="whitespace-pre-wrap">{message.text}</p>
          <Sources citations={citations} />
        </>
      );
    case 'found':
      return (
        <>
          {message.fallback && (
            <p className="mb-1 text-xs text-ink-muted">
              <FormattedMessage id="chatbot.answer.fallback" />
            </p>
          )}
          <p>
            <FormattedMessage id="chatbot.answer.found" />
          </p>
          <ul className="mt-2 flex flex-col gap-2">
            {(message.passages ?? []).map((passage, i) => (
              <li key={i} className="border-l-4 border-primary pl-3">
                {passage.text}
                <CiteMark citation={byNumber.get(passage.cite)} />
              </li>
            ))}
          </ul>
          <Sources citations={citations} />
        </>
      );
    case 'greeting':
      return (
        <p>
          <FormattedMessage id="chatbot.answer.greeting" />
        </p>
      );
    default:
      return (
        <>
          {message.fallback && (
            <p className="mb-1 text-xs text-ink-muted">
              <FormattedMessage id="chatbot.answer.fallback" />
            </p>
          )}
          <p>
            <FormattedMessage id="chatbot.answer.unknown" />
          </p>
        </>
      );
  }
}

/** One turn of the conversation; who is speaking is said in words for screen readers. */
export function ChatMessage({ message }: { message: ChatMessageRow }) {
  const member = message.role === 'member';
  return (
    <li
      className={`flex ${member ? 'justify-end' : 'justify-start'}`}
      data-testid="chat-message"
      data-role={message.role}
    >
      <div
        className={`max-w-[85%] border-2 border-line px-3 py-2 ${member ? 'bg-surface-alt' : 'bg-surface'}`}
      >
        <span className="sr-only">
          <FormattedMessage id={member ? 'chatbot.you' : 'chatbot.bot'} />
        </span>
        {member ? (
          <p className="whitespace-pre-wrap">{message.text}</p>
        ) : (
          <BotAnswer message={message} />
        )}
      </div>
    </li>
  );
}
