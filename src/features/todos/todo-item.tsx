import { memo, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { WindowRow } from '../../lib/hooks/use-window-list';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TodoRow } from '../../data/model/local-rows';
import {
  changeTodoText,
  deleteTodo,
  moveTodo,
  setTodoDone,
} from '../../data/sync/commands/todo-commands';
import { notify } from '../../lib/notifications';
import { useForm } from '../../lib/use-form';
import { required } from '../../lib/validation';
import { TextField } from '../../ui/text-field';
import { focusAfterRemoving, focusWhenReady } from '../../ui/use-return-focus';
import { runCommand } from './run-command';
import { PendingBadge } from '../../ui/pending-badge';

const smallButton =
  'min-h-8 min-w-8 border-2 border-line px-2 py-1 text-sm hover:text-primary disabled:opacity-40';

function EditTodoForm({ todo, onDone }: { todo: TodoRow; onDone: () => void }) {
  const form = useForm({ text: todo.text }, (v) => ({ text: required(v.text) }));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.checkAll()) return;
    if (
      form.values.text.trim() === todo.text ||
      (await runCommand(() => changeTodoText(todo.uid, todo.id, form.values.text)))
    ) {
      onDone();
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-1 flex-wrap items-start gap-2">
      <TextField
        labelKey="todos.editLabel"
        className="min-w-48 flex-1"
        maxLength={1000}
        autoFocus
        {...form.field('text')}
      />
      <div className="mt-6 flex gap-2">
        <button type="submit" className={smallButton}>
          <FormattedMessage id="todos.save" />
        </button>
        <button type="button" className={smallButton} onClick={onDone}>
          <FormattedMessage id="todos.cancel" />
        </button>
      </div>
    </form>
  );
}

/**
 * One to-do: done toggle, text (marked while not yet on the server), edit, move and delete.
 * Memoized: a change to one to-do re-renders that row only. In a windowed list, `row` places it.
 */
export const TodoItem = memo(function TodoItem({
  todo,
  first,
  last,
  row,
}: {
  todo: TodoRow;
  first: boolean;
  last: boolean;
  row?: WindowRow;
}) {
  const intl = useIntl();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-delete'>('view');
  const { uid, id } = todo;
  const rowRef = useRef<HTMLLIElement>(null);
  const measure = row?.ref;
  const setRow = useCallback(
    (element: HTMLLIElement | null) => {
      rowRef.current = element;
      measure?.(element);
    },
    [measure],
  );
  const confirmRef = useRef<HTMLButtonElement>(null);

  // The question takes focus when it appears; Escape or Cancel steps back.
  useEffect(() => {
    if (mode === 'confirm-delete') confirmRef.current?.focus();
  }, [mode]);

  /** Back to the row's buttons, focus on the one that left them (edit or delete). */
  const backTo = (action: 'edit' | 'delete') => {
    setMode('view');
    focusWhenReady(() =>
      rowRef.current?.querySelector<HTMLElement>(`[data-row-action="${action}"]`),
    );
  };

  const remove = async () => {
    // The next to-do takes focus (the one before when this was the last, else the new to-do box).
    const next = focusAfterRemoving(
      rowRef.current?.querySelector('[data-row-action="toggle"]') ?? null,
      () => document.querySelector<HTMLElement>('[data-testid="new-todo"] input'),
    );
    if (await runCommand(() => deleteTodo(uid, id))) {
      focusWhenReady(next);
      notify('msg.1016', { tone: 'success' });
    }
  };

  return (
    <li
      ref={setRow}
      data-index={row?.['data-index']}
      style={row?.style}
      className={`flex flex-wrap items-center gap-3 border-2 border-line bg-surface px-3 py-2${row ? ' absolute inset-x-0 top-0' : ''}`}
      data-testid="todo-item"
      data-pending={todo.pending ? 'true' : 'false'}
    >
      {mode === 'edit' ? (
        <EditTodoForm todo={todo} onDone={() => backTo('edit')} />
      ) : (
        <>
          <input
            type="checkbox"
            className="size-5 accent-primary"
            data-row-action="toggle"
            checked={todo.done}
            aria-label={intl.formatMessage({ id: 'todos.toggle' }, { text: todo.text })}
            onChange={(event) => void runCommand(() => setTodoDone(uid, id, event.target.checked))}
          />
          <span
            className={`min-w-0 flex-1 break-words ${todo.done ? 'text-ink-muted line-through' : ''}`}
            data-testid="todo-text"
          >
            {todo.text}
          </span>
          {todo.pending && <PendingBadge of="todo" />}
          {mode === 'confirm-delete' ? (
            <span
              className="flex items-center gap-2"
              role="group"
              aria-label={intl.formatMessage({ id: 'msg.1017' })}
              onKeyDown={(event) => {
                if (event.key === 'Escape') backTo('delete');
              }}
            >
              <span className="text-sm">
                <FormattedMessage id="msg.1017" />
              </span>
              <button
                type="button"
                className={`${smallButton} text-danger`}
                onClick={() => void remove()}
                ref={confirmRef}
              >
                <FormattedMessage id="todos.deleteYes" />
              </button>
              <button type="button" className={smallButton} onClick={() => backTo('delete')}>
                <FormattedMessage id="todos.cancel" />
              </button>
            </span>
          ) : (
            <span className="flex items-center gap-1">
              <button
                type="button"
                className={smallButton}
                disabled={first}
                aria-label={intl.formatMessage({ id: 'todos.moveUp' }, { text: todo.text })}
                onClick={() => void runCommand(() => moveTodo(uid, id, -1))}
              >
                ↑
              </button>
              <button
                type="button"
                className={smallButton}
                disabled={last}
                aria-label={intl.formatMessage({ id: 'todos.moveDown' }, { text: todo.text })}
                onClick={() => void runCommand(() => moveTodo(uid, id, 1))}
              >
                ↓
              </button>
              <button
                type="button"
                className={smallButton}
                data-row-action="edit"
                onClick={() => setMode('edit')}
              >
                <FormattedMessage id="todos.edit" />
              </button>
              <button
                type="button"
                className={smallButton}
                data-row-action="delete"
                onClick={() => setMode('confirm-delete')}
              >
                <FormattedMessage id="todos.delete" />
              </button>
            </span>
          )}
        </>
      )}
    </li>
  );
});
