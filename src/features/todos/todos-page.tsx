import { FormattedMessage, useIntl } from 'react-intl';
import { SignInPrompt, useSession } from '../auth';
import { PageTitle } from '../../ui/page-title';
import { useSyncEngine } from '../../data/sync/use-sync-engine';
import { NewTodoForm } from './new-todo-form';
import { TodoItem } from './todo-item';
import { useTodos } from '../../data/local/todos';
import { Loading } from '../../ui/loading';
import type { TodoRow } from '../../data/model/local-rows';
import { WINDOWED_FROM, useWindowList } from '../../lib/hooks/use-window-list';

// The shortest to-do row (one line of text and its buttons), and the space between rows.
const ESTIMATED_ROW = 48;
const ROW_GAP = 8;

/** A long to-do list: only the rows near the screen mount, the rest take their room. */
function WindowedTodos({ todos, label }: { todos: readonly TodoRow[]; label: string }) {
  const { listRef, items, totalSize, row } = useWindowList({
    rows: todos,
    estimateSize: ESTIMATED_ROW,
    gap: ROW_GAP,
  });
  return (
    <ul
      ref={listRef}
      className="relative w-full"
      style={{ height: totalSize }}
      aria-label={label}
      data-testid="todo-list"
    >
      {items.map((item) => (
        <TodoItem
          key={item.key}
          todo={todos[item.index]!}
          first={item.index === 0}
          last={item.index === todos.length - 1}
          row={row(item)}
        />
      ))}
    </ul>
  );
}

function TodoList({ uid }: { uid: string }) {
  const intl = useIntl();
  const todos = useTodos(uid);
  if (!todos) {
    return <Loading />;
  }
  if (todos.length === 0) {
    return (
      <p className="bg-surface-alt p-4" data-testid="todos-empty">
        <FormattedMessage id="todos.empty" />
      </p>
    );
  }
  const done = todos.filter((todo) => todo.done).length;
  return (
    <section className="flex flex-col gap-2">
      <p className="text-sm text-ink-muted" aria-live="polite">
        <FormattedMessage id="todos.count" values={{ done, total: todos.length }} />
      </p>
      {todos.length > WINDOWED_FROM ? (
        <WindowedTodos todos={todos} label={intl.formatMessage({ id: 'todos.list' })} />
      ) : (
        <ul
          className="flex flex-col gap-2"
          aria-label={intl.formatMessage({ id: 'todos.list' })}
          data-testid="todo-list"
        >
          {todos.map((todo, index) => (
            <TodoItem
              key={todo.id}
              todo={todo}
              first={index === 0}
              last={index === todos.length - 1}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** `/todos`: the member's to-do list, kept on the device and synced when online. */
export function TodosPage() {
  const session = useSession();
  useSyncEngine();
  return (
    <section className="flex flex-col gap-4">
      <PageTitle titleKey="todos.title" />
      {session ? (
        <>
          <p className="text-ink-muted">
            <FormattedMessage id="todos.intro" />
          </p>
          <NewTodoForm uid={session.uid} />
          <TodoList uid={session.uid} />
        </>
      ) : (
        <SignInPrompt testId="todos-signed-out" />
      )}
    </section>
  );
}
