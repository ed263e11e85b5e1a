import fc from 'fast-check';
import type { SyncEngine } from '../../../src/data/sync/sync-engine';

type AppModules = typeof import('./app-modules');

// One member's session as a list of actions, and the model of what the server should end up
// holding. Actions that make no sense at that point (editing when there is nothing) are skipped.

export interface ModelTodo {
  id: string;
  text: string;
  done: boolean;
  order: number;
  /** 1 on create, +1 for every change: the server's count of applied changes. */
  version: number;
}

export interface ModelPost {
  id: string;
  title: string;
  content: string;
  version: number;
  deleted: boolean;
  liked: boolean;
  bookmarked: boolean;
  comments: string[];
  imageId: string | null;
}

export interface Model {
  todos: Map<string, ModelTodo>;
  posts: Map<string, ModelPost>;
  /** Every image attached, in order. */
  images: string[];
}

export const emptyModel = (): Model => ({ todos: new Map(), posts: new Map(), images: [] });

export interface Session {
  app: AppModules;
  uid: string;
  model: Model;
  engine: SyncEngine;
  setOnline(online: boolean): void;
  /** The network drops while the browser still believes it is online. */
  cutWhileOnline(ms: number): Promise<void>;
  /** The replaying tab closes `afterMs` into a replay and another takes over. */
  restart(afterMs: number): Promise<void>;
}

export type Action =
  | { kind: 'addTodo'; text: string }
  | { kind: 'editTodo'; pick: number; text: string }
  | { kind: 'toggleTodo'; pick: number }
  | { kind: 'deleteTodo'; pick: number }
  | { kind: 'moveTodo'; pick: number; up: boolean }
  | { kind: 'createPost'; title: string; withImage: boolean }
  | { kind: 'editPost'; pick: number; title: string }
  | { kind: 'deletePost'; pick: number }
  | { kind: 'toggleLike'; pick: number }
  | { kind: 'toggleBookmark'; pick: number }
  | { kind: 'addComment'; pick: number; text: string }
  | { kind: 'deleteComment'; pick: number }
  | { kind: 'offline' }
  | { kind: 'online' }
  | { kind: 'flaky'; ms: number }
  | { kind: 'settle'; ms: number }
  | { kind: 'restart'; afterMs: number };

const text = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 16 }),
    fc.constantFrom('장보기', '우유 사기', '코드 리뷰 🚀', '  spaced  '),
  )
  .map((s) => (s.trim() === '' ? 'todo' : s));
const pick = fc.nat(50);

export const arbitraryAction: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('addTodo' as const), text }), weight: 5 },
  { arbitrary: fc.record({ kind: fc.constant('editTodo' as const), pick, text }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('toggleTodo' as const), pick }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('deleteTodo' as const), pick }), weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constant('moveTodo' as const), pick, up: fc.boolean() }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('createPost' as const),
      title: text,
      withImage: fc.boolean(),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('editPost' as const), pick, title: text }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('deletePost' as const), pick }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('toggleLike' as const), pick }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('toggleBookmark' as const), pick }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('addComment' as const), pick, text }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('deleteComment' as const), pick }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'offline' as const }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'online' as const }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('flaky' as const),
      ms: fc.integer({ min: 20, max: 150 }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('settle' as const),
      ms: fc.integer({ min: 0, max: 120 }),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('restart' as const),
      afterMs: fc.integer({ min: 0, max: 40 }),
    }),
    weight: 2,
  },
);

const live = <T extends { deleted?: boolean }>(items: Iterable<T>) =>
  [...items].filter((item) => !item.deleted);
const choose = <T>(items: T[], index: number): T | undefined =>
  items.length ? items[index % items.length] : undefined;

/** A small JPEG-typed blob: Storage stores bytes, it does not decode them. */
const imageBlob = (seed: number) =>
  new Blob([new Uint8Array(64 + (seed % 64)).fill(seed % 251)], { type: 'image/jpeg' });

export async function applyAction(session: Session, action: Action): Promise<void> {
  const { app, uid, model } = session;
  const author = { uid, displayName: 'prop', photoURL: '' };
  const todosByOrder = () => [...model.todos.values()].sort((a, b) => a.order - b.order);
  const posts = () => live(model.posts.values());

  switch (action.kind) {
    case 'addTodo': {
      const id = await app.todos.addTodo(uid, action.text);
      const order = Math.max(0, ...[...model.todos.values()].map((t) => t.order)) + 1;
      model.todos.set(id, { id, text: action.text.trim(), done: false, order, version: 1 });
      return;
    }
    case 'editTodo': {
      const todo = choose(todosByOrder(), action.pick);
      if (!todo) return;
      await app.todos.changeTodoText(uid, todo.id, action.text);
      Object.assign(todo, { text: action.text.trim(), version: todo.version + 1 });
      return;
    }
    case 'toggleTodo': {
      const todo = choose(todosByOrder(), action.pick);
      if (!todo) return;
      await app.todos.setTodoDone(uid, todo.id, !todo.done);
      Object.assign(todo, { done: !todo.done, version: todo.version + 1 });
      return;
    }
    case 'deleteTodo': {
      const todo = choose(todosByOrder(), action.pick);
      if (!todo) return;
      await app.todos.deleteTodo(uid, todo.id);
      model.todos.delete(todo.id);
      return;
    }
    case 'moveTodo': {
      const list = todosByOrder();
      const index = list.length ? action.pick % list.length : -1;
      const todo = list[index];
      const other = list[index + (action.up ? -1 : 1)];
      await (todo ? app.todos.moveTodo(uid, todo.id, action.up ? -1 : 1) : Promise.resolve());
      if (!todo || !other) return;
      [todo.order, other.order] = [other.order, todo.order];
      todo.version += 1;
      other.version += 1;
      return;
    }
    case 'createPost': {
      let content = `Body of ${action.title}`;
      let imageId: string | null = null;
      if (action.withImage) {
        const image = await app.attachImage(uid, imageBlob(model.images.length + 1));
        imageId = image.imageId;
        model.images.push(imageId);
        content = `![pic](${image.ref})\n${content}`;
      }
      const id = await app.posts.createPost(author, {
        title: action.title,
        category: 'community',
        tags: ['prop'],
        content,
      });
      model.posts.set(id, {
        id,
        title: action.title.trim(),
        content,
        version: 1,
        deleted: false,
        liked: false,
        bookmarked: false,
        comments: [],
        imageId,
      });
      return;
    }
    case 'editPost': {
      const post = choose(posts(), action.pick);
      if (!post) return;
      // Keeps the body (and its image reference), changes the title.
      const row = await app.db.posts.get(post.id);
      if (row?.kind !== 'post') throw new Error(`post ${post.id} missing on the device`);
      await app.posts.editPost(uid, post.id, {
        title: action.title,
        category: 'community',
        tags: ['prop'],
        content: row.content,
      });
      Object.assign(post, { title: action.title.trim(), version: post.version + 1 });
      return;
    }
    case 'deletePost': {
      const post = choose(posts(), action.pick);
      if (!post) return;
      await app.posts.deletePost(uid, post.id);
      post.deleted = true;
      return;
    }
    case 'toggleLike': {
      const post = choose(posts(), action.pick);
      if (!post) return;
      await (post.liked
        ? app.reactions.unlikePost(uid, post.id)
        : app.reactions.likePost(uid, post.id));
      post.liked = !post.liked;
      return;
    }
    case 'toggleBookmark': {
      const post = choose(posts(), action.pick);
      if (!post) return;
      await (post.bookmarked
        ? app.reactions.removeBookmark(uid, post.id)
        : app.reactions.addBookmark(uid, post.id));
      post.bookmarked = !post.bookmarked;
      return;
    }
    case 'addComment': {
      const post = choose(posts(), action.pick);
      if (!post) return;
      post.comments.push(await app.comments.addComment(author, post.id, action.text));
      return;
    }
    case 'deleteComment': {
      const withComments = posts().filter((p) => p.comments.length > 0);
      const post = choose(withComments, action.pick);
      if (!post) return;
      const [commentId] = post.comments.splice(action.pick % post.comments.length, 1);
      await app.comments.deleteComment(uid, post.id, commentId!);
      return;
    }
    case 'offline':
      session.setOnline(false);
      return;
    case 'online':
      session.setOnline(true);
      return;
    case 'flaky':
      await session.cutWhileOnline(action.ms);
      return;
    case 'settle':
      session.engine.kick();
      await new Promise((resolve) => setTimeout(resolve, action.ms));
      return;
    case 'restart':
      await session.restart(action.afterMs);
      return;
  }
}
