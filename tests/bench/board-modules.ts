// What the board and search benchmark drives, loaded through Vite (TypeScript, import.meta.env)
// by tests/bench/board-paging.mjs once the emulator ports are in the environment.
export { db } from '../../src/data/local/database';
export { readBoardDevice } from '../../src/data/local/board-rows';
export { mergeBoard } from '../../src/data/board/board-merge';
export { BoardPager } from '../../src/data/board/board-pager';
export { restBoardPage, restPost } from '../../src/data/remote/rest-reads';
export { firebaseApp } from '../../src/data/remote/firebase';
export { firestore } from '../../src/data/remote/firestore-client';
export { mirrorPosts, mirrorPost } from '../../src/data/sync/mirror-writes';
export { enforceMirrorBudget, mirrorUsage } from '../../src/data/sync/mirror-keep';
export { firestoreTokenSearch } from '../../src/data/search/post-search';
export { SearchIndex } from '../../src/data/search/search-index';
export { postDocument } from '../../src/data/search/post-document';
