/** `users/{uid}/todos/{todoId}` as the app uses it (timestamps read as dates). */
export interface Todo {
  id: string;
  uid: string;
  text: string;
  done: boolean;
  /** Position in the list, ascending; new to-dos go last. */
  order: number;
  createdAt: Date;
  updatedAt: Date;
  /** +1 on every applied change, so a replay that applied twice would show. */
  version: number;
}

export type TodoChange = Partial<Pick<Todo, 'text' | 'done' | 'order'>>;

export const TODO_TEXT_MAX = 1000;
