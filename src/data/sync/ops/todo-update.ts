import { db } from '../../local/database';
import { todoPath } from '../entry-paths';
import { GONE, alreadyApplied, applied, rereadFromServer, settleTodo, versionOf } from './shared';
import type { OpDefinition } from './types';

/** A change to a to-do's text, done flag or order. Last writer wins; each change counts once. */
export const todoUpdate: OpDefinition<'todo.update'> = {
  target: (m, uid) => todoPath(uid, m.todoId),
  lane: (m, uid) => todoPath(uid, m.todoId),
  async applyLocal(entry) {
    const row = await db.todos.get(entry.todoId);
    if (!row) return;
    await db.todos.update(entry.todoId, {
      ...entry.payload.change,
      updatedAt: new Date(entry.payload.updatedAt),
      version: row.version + 1,
      pending: true,
    });
  },
  private: true,
  async applyRemote(entry, tx) {
    const todo = await tx.get(entry.target);
    // Deleted on another device: deleting wins over an edit of what is gone.
    if (!todo.exists) return GONE;
    const version = versionOf(todo);
    if (todo.data?.mutationId === entry.key) return alreadyApplied(version);
    // No base-version check, but the key marks the change as made.
    tx.update(entry.target, {
      ...entry.payload.change,
      updatedAt: tx.timestamp(entry.payload.updatedAt),
      version: version + 1,
      mutationId: entry.key,
    });
    return applied(version + 1);
  },
  settle: (entry, { gone, version }) => settleTodo(entry, gone, version),
  undo: rereadFromServer,
};
