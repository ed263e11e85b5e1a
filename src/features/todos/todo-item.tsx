import { useState, type FormEvent } from 'react';
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
import { runCommand } from './run-command';

const smallButton = 'border-2 border-line px-2 py-1 text-sm hover:text-primary disabled:opacity-40';

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

/** One to-do: done toggle, text (marked while not yet on the server), edit, move and delete. */
export function TodoItem({ todo, first, last }: { todo: TodoRow; first: boolean; last: boolean }) {
  const intl = useIntl();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-delete'>('view');
  const { uid, id } = todo;

  const remove = async () => {
    if (await runCommand(() => deleteTodo(uid, id))) notify('msg.1016', { tone: 'success' });
  };

  return (
    <li
      className="flex flex-wrap items-center gap-3 border-2 border-line bg-surface px-3 py-2"
      data-testid="todo-item"
      data-pending={todo.pending ? 'true' : 'false'}
    >
      {mode === 'edit' ? (
        <EditTodoForm todo={todo} onDone={() => setMode('view')} />
      ) : (
        <>
          <input
            type="checkbox"
            className="size-5 accent-primary"
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
          {todo.pending && (
            <span
              className="border-2 border-dashed border-line px-1.5 text-xs text-ink-muted"
              data-testid="pending-badge"
            >
              <FormattedMessage id="sync.pendingBadge" />
            </span>
          )}
          {mode === 'confirm-delete' ? (
            <span
              className="flex items-center gap-2"
              role="group"
              aria-label={intl.formatMessage({ id: 'msg.1017' })}
            >
              <span className="text-sm">
                <FormattedMessage id="msg.1017" />
              </span>
              <button
                type="button"
                className={`${smallButton} text-danger`}
                onClick={() => void remove()}
              >
                <FormattedMessage id="todos.deleteYes" />
              </button>
              <button type="button" className={smallButton} onClick={() => setMode('view')}>
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
              <button type="button" className={smallButton} onClick={() => setMode('edit')}>
                <FormattedMessage id="todos.edit" />
              </button>
              <button
                type="button"
                className={smallButton}
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
}
