import {
  useCallback,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import {
  activeMention,
  composeMentions,
  mentionSuggestions,
  type MentionCandidate,
} from '../../data/model/mention-writing';

/** What a text field gains to suggest members as one types `@`. */
export interface MentionField {
  /** Props for the textarea (its own value and onChange stay the form's). */
  field: {
    'aria-autocomplete': 'list';
    'aria-controls': string | undefined;
    'aria-activedescendant': string | undefined;
    'aria-describedby'?: string;
    onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
    onSelect: (event: SyntheticEvent<HTMLTextAreaElement>) => void;
    onBlur: () => void;
  };
  /** The list of suggestions (when open) and what a screen reader is told of it. */
  list: ReactNode;
  /** The text as it is sent: each name chosen from the list as its member's token (stable). */
  compose(draft: string): string;
  /** After sending: nothing chosen any more. */
  reset(): void;
}

/**
 * Suggestions of members to mention in a text field (a post, a comment, a reply): typing `@`
 * lists the members one may mention there (`candidates`), narrowed as one types; Up and Down move
 * through them, Enter or Tab chooses (the name goes into the text), Escape closes the list (and
 * only the list). The field stays a text box (a textarea may not be a combobox): it names the
 * list it controls and its active option, and a status line says how many there are and how to
 * choose. `setValue` writes the field's text; `idBase` makes the ids unique on the page.
 */
export function useMentionField(
  candidates: readonly MentionCandidate[],
  writer: string,
  setValue: (value: string) => void,
  idBase: string,
  initiallyChosen: readonly MentionCandidate[] = [],
): MentionField {
  const intl = useIntl();
  const [active, setActive] = useState<{ start: number; query: string } | null>(null);
  const [index, setIndex] = useState(0);
  const chosen = useRef<MentionCandidate[]>([...initiallyChosen]);
  const options = active ? mentionSuggestions(candidates, active.query) : [];
  const open = active !== null && candidates.length > 0;
  const listId = `${idBase}-mentions`;
  const statusId = `${idBase}-mentions-status`;
  const optionId = (i: number) => `${listId}-${i}`;
  const current = options.length > 0 ? Math.min(index, options.length - 1) : -1;
  const compose = useCallback(
    (draft: string) => composeMentions(draft, chosen.current, writer).text,
    [writer],
  );

  const look = (field: HTMLTextAreaElement) => {
    const found = activeMention(field.value, field.selectionStart ?? field.value.length);
    setActive((before) =>
      before?.start === found?.start && before?.query === found?.query ? before : found,
    );
    if (found?.query !== active?.query) setIndex(0);
  };

  const choose = (field: HTMLTextAreaElement, candidate: MentionCandidate) => {
    if (!active) return;
    const caret = field.selectionStart ?? field.value.length;
    const inserted = `@${candidate.name} `;
    chosen.current.push(candidate);
    // The text is in the field before the caret moves behind the name: the next key typed goes
    // there, however soon it comes.
    flushSync(() => {
      setValue(field.value.slice(0, active.start) + inserted + field.value.slice(caret));
      setActive(null);
    });
    const at = active.start + inserted.length;
    field.focus();
    field.setSelectionRange(at, at);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    const field = event.currentTarget;
    if (event.key === 'Escape') {
      // Closes the list alone, not the form around the field.
      event.preventDefault();
      event.stopPropagation();
      setActive(null);
      return;
    }
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setIndex((current + step + options.length) % options.length);
    } else if ((event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey) {
      event.preventDefault();
      choose(field, options[current]!);
    }
  };

  const list = open && (
    <>
      {options.length > 0 && (
        <ul
          id={listId}
          role="listbox"
          aria-label={intl.formatMessage({ id: 'posts.mention.listLabel' })}
          className="absolute top-full left-0 z-20 mt-1 flex max-h-60 w-64 max-w-full flex-col overflow-auto bg-surface pixel-border"
          data-testid="mention-list"
        >
          {options.map((option, i) => (
            <li
              key={option.uid}
              id={optionId(i)}
              role="option"
              aria-selected={i === current}
              className="min-h-6 cursor-pointer px-3 py-1.5 aria-selected:bg-primary aria-selected:text-surface"
              data-testid="mention-option"
              // The field keeps the focus (and its caret) while an option is chosen by pointer.
              onMouseDown={(event) => {
                event.preventDefault();
                const field = document.querySelector<HTMLTextAreaElement>(
                  `[aria-controls="${listId}"]`,
                );
                if (field) choose(field, option);
              }}
            >
              {option.name}
            </li>
          ))}
        </ul>
      )}
      <p id={statusId} role="status" className="sr-only" data-testid="mention-status">
        {intl.formatMessage({ id: 'posts.mention.suggestions' }, { count: options.length })}
      </p>
    </>
  );

  return {
    field: {
      'aria-autocomplete': 'list',
      'aria-controls': open && options.length > 0 ? listId : undefined,
      'aria-activedescendant': open && current >= 0 ? optionId(current) : undefined,
      onKeyDown,
      onSelect: (event) => look(event.currentTarget),
      onBlur: () => setActive(null),
    },
    list,
    compose,
    reset: () => {
      chosen.current = [];
      setActive(null);
    },
  };
}
