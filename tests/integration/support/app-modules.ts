// The app modules the integration tests drive, imported together once the emulator ports are
// in the environment (see the tests' beforeAll).
export { db } from '../../../src/data/local/database';
export { createSyncEngine } from '../../../src/data/sync/sync-engine';
export { firebaseSyncRemote } from '../../../src/data/sync/sync-remote';
export { retryEntry } from '../../../src/data/sync/entry-actions';
export { resolveConflict } from '../../../src/data/sync/conflict-resolution';
export { firebaseAuth } from '../../../src/data/remote/firebase';
export * as todos from '../../../src/data/sync/commands/todo-commands';
export * as posts from '../../../src/data/sync/commands/post-commands';
export * as reactions from '../../../src/data/sync/commands/reaction-commands';
export * as comments from '../../../src/data/sync/commands/comment-commands';
export { attachImage } from '../../../src/data/sync/commands/image-commands';
export * as mutes from '../../../src/data/sync/commands/mute-commands';
export * as reports from '../../../src/data/sync/commands/report-commands';
