import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalComment, useLocalPost } from '../../data/local/posts';
import type { OutboxEntry } from '../../data/model/outbox';
import { CATEGORIES, isCategory, type PostContent } from '../../data/model/post';
import { validatePost } from '../../data/sync/commands/post-validation';
import { resolveConflict, type ConflictChoice } from '../../data/sync/conflict-resolution';
import { notify } from '../../lib/notifications';
import { FormError, TextField } from '../../ui/text-field';
import { DiscardButton } from './entry-card';
import { operationLabel, smallButton } from './entry-labels';

function PostVersion({
  labelKey,
  content,
  testId,
}: {
  labelKey: 'sync.conflict.mine' | 'sync.conflict.theirs';
  content: PostContent | null;
  testId: string;
}) {
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1 bg-surface-alt p-3" data-testid={testId}>
      <h3 className="text-base">
        <FormattedMessage id={labelKey} />
      </h3>
      {content ? (
        <>
          <p className="font-bold break-words" data-testid="version-title">
            {content.title}
          </p>
          <p className="text-sm text-ink-muted">
            <FormattedMessage id={`category.${content.category}`} /> ·{' '}
            {content.tags.map((t) => `#${t}`).join(' ')}
          </p>
          <pre
            className="font-mono text-sm whitespace-pre-wrap break-words"
            data-testid="version-content"
          >
            {content.content}
          </pre>
        </>
      ) : (
        <p>
          <FormattedMessage id="sync.conflict.deleted" />
        </p>
      )}
    </div>
  );
}

/** The member puts the two versions together; starts from theirs or mine, whichever exists. */
function MergeForm({
  start,
  onCancel,
  onSave,
}: {
  start: PostContent;
  onCancel: () => void;
  onSave: (c: PostContent) => Promise<void>;
}) {
  const intl = useIntl();
  const [title, setTitle] = useState(start.title);
  const [category, setCategory] = useState<string>(start.category);
  const [tags, setTags] = useState(start.tags.join(', '));
  const [content, setContent] = useState(start.content);
  const [submitted, setSubmitted] = useState(false);
  const merged = {
    title,
    category: isCategory(category) ? category : undefined,
    tags: tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    content,
  };
  const errors = submitted ? validatePost(merged) : {};
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validatePost(merged)).length > 0 || !merged.category) return;
    await onSave({ ...merged, category: merged.category });
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3 border-2 border-primary p-3"
      data-testid="merge-form"
    >
      <h3 className="text-base">
        <FormattedMessage id="sync.conflict.mergeTitle" />
      </h3>
      <TextField
        labelKey="post.title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title ?? null}
      />
      <label className="flex flex-col gap-1 text-sm font-semibold">
        <FormattedMessage id="post.category" />
        <select
          className="border-2 border-line bg-surface px-3 py-2 font-normal"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
        >
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {intl.formatMessage({ id: `category.${c}` })}
            </option>
          ))}
        </select>
      </label>
      <TextField
        labelKey="post.tags"
        value={tags}
        onChange={(e) => setTags(e.target.value)}
        error={errors.tags ?? null}
      />
      <label className="flex flex-col gap-1 text-sm font-semibold">
        <FormattedMessage id="post.content" />
        <textarea
          className="min-h-40 border-2 border-line bg-surface px-3 py-2 font-mono font-normal"
          value={content}
          onChange={(e) => setContent(e.target.value)}
          aria-invalid={errors.content ? true : undefined}
        />
      </label>
      <FormError messageKey={errors.content ?? errors.category ?? null} />
      <div className="flex gap-2">
        <button type="submit" className="pixel-button">
          <FormattedMessage id="sync.conflict.saveMerge" />
        </button>
        <button type="button" className={smallButton} onClick={onCancel}>
          <FormattedMessage id="sync.cancel" />
        </button>
      </div>
    </form>
  );
}

async function resolveAndSay(entryId: string, choice: ConflictChoice): Promise<void> {
  await resolveConflict(entryId, choice);
  notify('sync.conflict.resolved', { tone: 'success' });
}

/** "Keep mine" or "keep theirs": the two choices every conflict offers. */
function KeepButton({
  side,
  onResolve,
}: {
  side: 'mine' | 'theirs';
  onResolve: (choice: ConflictChoice) => Promise<void>;
}) {
  return (
    <button type="button" className="pixel-button" onClick={() => void onResolve({ kind: side })}>
      <FormattedMessage
        id={side === 'mine' ? 'sync.conflict.keepMine' : 'sync.conflict.keepTheirs'}
      />
    </button>
  );
}

/** A comment edit that met a newer version on the server: both texts, and keep one. */
function CommentConflictCard({ entry, all }: { entry: OutboxEntry; all: readonly OutboxEntry[] }) {
  const row = useLocalComment('commentId' in entry ? entry.commentId : undefined);
  if (entry.op !== 'comment.edit' || !entry.conflict) return null;
  const { serverVersion, serverText } = entry.conflict;
  const mine = row?.text ?? entry.payload.text;
  const resolve = (choice: ConflictChoice) => resolveAndSay(entry.id, choice);
  return (
    <li
      className="flex flex-col gap-3 border-2 border-danger bg-surface p-3"
      data-testid="sync-conflict"
      data-op={entry.op}
    >
      <h3 className="text-lg">
        <FormattedMessage id="sync.conflict.commentTitle" />
      </h3>
      {serverVersion === null && (
        <p className="text-sm">
          <FormattedMessage id="sync.conflict.commentDeleted" />
        </p>
      )}
      <div className="flex flex-col gap-3 md:flex-row">
        <div
          className="flex min-w-0 flex-1 flex-col gap-1 bg-surface-alt p-3"
          data-testid="conflict-mine"
        >
          <h4 className="text-base">
            <FormattedMessage id="sync.conflict.mine" />
          </h4>
          <p className="break-words whitespace-pre-wrap">{mine}</p>
        </div>
        {serverVersion !== null && (
          <div
            className="flex min-w-0 flex-1 flex-col gap-1 bg-surface-alt p-3"
            data-testid="conflict-theirs"
          >
            <h4 className="text-base">
              <FormattedMessage id="sync.conflict.theirs" />
            </h4>
            <p className="break-words whitespace-pre-wrap">{serverText ?? ''}</p>
          </div>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {serverVersion !== null && <KeepButton side="mine" onResolve={resolve} />}
        <KeepButton side="theirs" onResolve={resolve} />
        <DiscardButton entry={entry} all={all} />
      </div>
    </li>
  );
}

/** A post that changed on the server first: both versions side by side, and the three ways out. */
export function ConflictCard({ entry, all }: { entry: OutboxEntry; all: readonly OutboxEntry[] }) {
  const [merging, setMerging] = useState(false);
  const row = useLocalPost('postId' in entry ? entry.postId : undefined);
  const conflict = entry.conflict;
  if (conflict && entry.op === 'comment.edit')
    return <CommentConflictCard entry={entry} all={all} />;
  if (!conflict || (entry.op !== 'post.edit' && entry.op !== 'post.delete')) return null;
  const mine: PostContent | null =
    entry.op === 'post.delete'
      ? null
      : row
        ? { title: row.title, category: row.category, tags: row.tags, content: row.content }
        : entry.payload;
  const resolve = (choice: ConflictChoice) => resolveAndSay(entry.id, choice);
  return (
    <li
      className="flex flex-col gap-3 border-2 border-danger bg-surface p-3"
      data-testid="sync-conflict"
      data-op={entry.op}
    >
      <h3 className="text-lg">
        <FormattedMessage id="sync.conflict.title" />
      </h3>
      <p className="text-sm">
        <span className="font-pixel">
          <FormattedMessage id={operationLabel(entry)} />
        </span>{' '}
        {entry.summary} —{' '}
        {conflict.serverVersion === null ? (
          <FormattedMessage id="sync.conflict.deleted" />
        ) : entry.op === 'post.delete' ? (
          <FormattedMessage id="sync.conflict.deleteBody" />
        ) : (
          <FormattedMessage id="sync.conflict.body" values={{ version: conflict.serverVersion }} />
        )}
      </p>
      <div className="flex flex-col gap-3 md:flex-row">
        <PostVersion labelKey="sync.conflict.mine" content={mine} testId="conflict-mine" />
        <PostVersion
          labelKey="sync.conflict.theirs"
          content={conflict.server}
          testId="conflict-theirs"
        />
      </div>
      {merging && mine ? (
        <MergeForm
          start={mine}
          onCancel={() => setMerging(false)}
          onSave={(content) => resolve({ kind: 'merge', content })}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <KeepButton side="mine" onResolve={resolve} />
          <KeepButton side="theirs" onResolve={resolve} />
          {mine && entry.op === 'post.edit' && (
            <button type="button" className="pixel-button" onClick={() => setMerging(true)}>
              <FormattedMessage id="sync.conflict.merge" />
            </button>
          )}
          <DiscardButton entry={entry} all={all} />
        </div>
      )}
    </li>
  );
}
