// What the replay benchmark drives, loaded through Vite (TypeScript, import.meta.env) by
// tests/bench/replay.mjs once the emulator ports are in the environment.
export { db } from '../../src/data/local/database';
export { createSyncEngine } from '../../src/data/sync/sync-engine';
export { firebaseSyncRemote } from '../../src/data/sync/sync-remote';
export { addTodo } from '../../src/data/sync/commands/todo-commands';
export { mirrorPosts } from '../../src/data/sync/mirror-writes';
export { firebaseApp, firebaseAuth } from '../../src/data/remote/firebase';
export { atom, createStore } from 'jotai/vanilla';
export { addComment } from '../../src/data/sync/commands/comment-commands';
export { attachImage } from '../../src/data/sync/commands/image-commands';
export { createPost } from '../../src/data/sync/commands/post-commands';
export { imageSlotsIn } from '../../src/data/model/image-slots';
