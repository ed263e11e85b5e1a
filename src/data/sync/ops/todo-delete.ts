import { db } from '../../local/database';
import { todoPath } from '../entry-paths';
import { alreadyApplied, applied, rereadFromServer, settleTodo } from './shared';
import type { OpDefinition } from './types';

export const todoDelete: OpDefinition<'todo.delete'> = {
  removesDocument: true,
  target: (m, uid) => todoPath(uid, m.todoId),
  lane: (m, uid) => todoPath(uid, m.todoId),
  async applyLocal(entry) {
    await db.todos.delete(entry.todoId);
  },
  private: true,
  async applyRemote(entry, tx) {
    const todo = await tx.get(entry.target);
    if (!todo.exists) return alreadyApplied();
    tx.delete(entry.target);
    return applied();
  },
  settle: (entry, { gone, version }) => settleTodo(entry, gone, version),
  undo: rereadFromServer,
};
