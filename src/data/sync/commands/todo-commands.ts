import { Dexie } from 'dexie';
import { required } from '../../../lib/validation';
import { db } from '../../local/database';
import type { TodoRow } from '../../model/local-rows';
import { TODO_TEXT_MAX, type TodoChange } from '../../model/todo';
import { newDocId } from '../ids';
import { LocalWriteError, localWrite } from '../local-write';
import { enqueue } from '../outbox';

// To-dos: every change lands in Dexie and the outbox at once (ops/todo-*.ts); the replayer sends
// it later.

function cleanText(text: string): string {
  const error = required(text);
  if (error) throw new LocalWriteError(error);
  return text.trim().slice(0, TODO_TEXT_MAX);
}

async function ownTodo(uid: string, todoId: string): Promise<TodoRow> {
  const row = await db.todos.get(todoId);
  if (!row || row.uid !== uid) throw new LocalWriteError('todos.error.missing');
  return row;
}

const updateTodo = (uid: string, row: TodoRow, change: TodoChange) =>
  enqueue(
    uid,
    { op: 'todo.update', todoId: row.id, payload: { change, updatedAt: Date.now() } },
    { summary: change.text ?? row.text },
  );

async function changeTodo(uid: string, todoId: string, change: TodoChange): Promise<void> {
  await localWrite([db.todos, db.outbox], async () => {
    await updateTodo(uid, await ownTodo(uid, todoId), change);
  });
}

/** Adds a to-do at the end of the member's list; returns its id. */
export async function addTodo(uid: string, text: string): Promise<string> {
  const clean = cleanText(text);
  const todoId = newDocId();
  await localWrite([db.todos, db.outbox], async () => {
    const last = await db.todos
      .where('[uid+order]')
      .between([uid, Dexie.minKey], [uid, Dexie.maxKey])
      .last();
    const order = (last?.order ?? 0) + 1;
    await enqueue(
      uid,
      {
        op: 'todo.create',
        todoId,
        payload: { text: clean, done: false, order, createdAt: Date.now() },
      },
      { summary: clean },
    );
  });
  return todoId;
}

export function changeTodoText(uid: string, todoId: string, text: string): Promise<void> {
  return changeTodo(uid, todoId, { text: cleanText(text) });
}

export function setTodoDone(uid: string, todoId: string, done: boolean): Promise<void> {
  return changeTodo(uid, todoId, { done });
}

export async function deleteTodo(uid: string, todoId: string): Promise<void> {
  await localWrite([db.todos, db.outbox], async () => {
    const row = await ownTodo(uid, todoId);
    await enqueue(uid, { op: 'todo.delete', todoId, payload: {} }, { summary: row.text });
  });
}

/** Swaps a to-do with its neighbour above (-1) or below (+1); at an end, nothing happens. */
export async function moveTodo(uid: string, todoId: string, direction: -1 | 1): Promise<void> {
  await localWrite([db.todos, db.outbox], async () => {
    const list = await db.todos
      .where('[uid+order]')
      .between([uid, Dexie.minKey], [uid, Dexie.maxKey])
      .toArray();
    const index = list.findIndex((row) => row.id === todoId);
    const other = list[index + direction];
    const row = list[index];
    if (!row || !other) return;
    await updateTodo(uid, row, { order: other.order });
    await updateTodo(uid, other, { order: row.order });
  });
}
