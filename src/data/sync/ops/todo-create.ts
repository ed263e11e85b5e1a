import { db } from '../../local/database';
import { todoPath } from '../entry-paths';
import { alreadyApplied, applied, settleTodo, versionOf } from './shared';
import type { OpDefinition } from './types';

/** A new to-do at the end of the member's list (its id made on the device). */
export const todoCreate: OpDefinition<'todo.create'> = {
  target: (m, uid) => todoPath(uid, m.todoId),
  lane: (m, uid) => todoPath(uid, m.todoId),
  /** The new row, pending until the server has it. */
  async applyLocal(entry) {
    const { todoId, uid, payload } = entry;
    const at = new Date(payload.createdAt);
    await db.todos.add({
      id: todoId,
      uid,
      text: payload.text,
      done: payload.done,
      order: payload.order,
      createdAt: at,
      updatedAt: at,
      version: 1,
      pending: true,
    });
  },
  private: true,
  createsDocument: true,
  async applyRemote(entry, tx) {
    const todo = await tx.get(entry.target);
    if (todo.exists) return alreadyApplied(versionOf(todo));
    const { text, done, order, createdAt } = entry.payload;
    const at = tx.timestamp(createdAt);
    tx.set(entry.target, {
      text,
      done,
      order,
      createdAt: at,
      updatedAt: at,
      version: 1,
      mutationId: entry.key,
    });
    return applied(1);
  },
  settle: (entry, { gone, version }) => settleTodo(entry, gone, version),
  async undo(entry) {
    await db.todos.delete(entry.todoId);
    return [];
  },
};
