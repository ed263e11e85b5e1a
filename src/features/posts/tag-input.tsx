import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { addTag, removeTag } from '../../lib/tags';
import { MAX_TAGS } from '../../data/model/post';
import { CloseIcon } from '../../ui/icons';
import { FieldError } from '../../ui/text-field';

/**
 * Tags are typed and confirmed with Enter (1005); at most 10 (1006); trimmed, duplicates ignored,
 * each removable by its button or by Backspace in the empty box.
 */
export function TagInput({
  tags,
  onChange,
  error,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string | null;
}) {
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [limitHit, setLimitHit] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const message = limitHit ? 'validation.1006' : (error ?? null);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const result = addTag(tags, draft);
      setLimitHit(!result.ok && result.error === 'validation.1006');
      if (result.ok) onChange(result.tags);
      if (result.ok || (!result.ok && result.error !== 'validation.1006')) setDraft('');
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
      setLimitHit(false);
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        <FormattedMessage id="post.tags" /> ({tags.length}/{MAX_TAGS})
      </label>
      <div
        className="flex flex-wrap items-center gap-1 border-2 border-line bg-surface p-1.5 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-primary"
        data-invalid={message ? true : undefined}
      >
        <ul className="contents" aria-label={intl.formatMessage({ id: 'post.tags' })}>
          {tags.map((tag) => (
            <li key={tag} className="flex items-center gap-1 bg-surface-alt py-0.5 pl-2 text-sm">
              #{tag}
              <button
                type="button"
                className="inline-flex min-h-6 min-w-6 items-center justify-center hover:text-danger"
                aria-label={intl.formatMessage({ id: 'posts.form.removeTag' }, { tag })}
                onClick={() => {
                  onChange(removeTag(tags, tag));
                  setLimitHit(false);
                  // The button goes with its tag: the box takes focus for the next one.
                  inputRef.current?.focus();
                }}
              >
                <CloseIcon width="10" height="10" />
              </button>
            </li>
          ))}
        </ul>
        <input
          ref={inputRef}
          id={id}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          enterKeyHint="done"
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          placeholder={intl.formatMessage({ id: 'posts.form.tagPlaceholder' })}
          className="min-w-32 flex-1 bg-transparent px-1 py-1 outline-none"
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        <FormattedMessage id="validation.1005" />
      </p>
      <FieldError id={`${id}-error`} messageKey={message} />
    </div>
  );
}
