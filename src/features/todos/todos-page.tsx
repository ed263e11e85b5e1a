import { FormattedMessage, useIntl } from 'react-intl';
import { SignInPrompt, useSession } from '../auth';
import { PageTitle } from '../../ui/page-title';
import { useSyncEngine } from '../../data/sync/use-sync-engine';
import { NewTodoForm } from './new-todo-form';
import { TodoItem } from './todo-item';
import { useTodos } from '../../data/local/todos';
import { Loading } from '../../ui/loading';

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
