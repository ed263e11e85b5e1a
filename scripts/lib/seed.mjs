// Loads the demo members, posts, comments, likes, bookmarks and todos into the emulators.
//
// Everything goes through the emulators' REST APIs with `Authorization: Bearer owner`, which
// bypasses security rules. Seeding starts by wiping Auth, Firestore and Storage, and every id and
// date is derived deterministically, so running it twice (on the same day) gives the same state.
import { HOST, PROJECT_ID, resolvePorts } from './config.mjs';
import { postTextFields } from '../../src/data/search/search-tokens.mjs';
import {
  ARCHIVE_POSTS,
  BOOKMARKS,
  COMMENT_TEXTS,
  DEMO_PASSWORD,
  MEMBERS,
  POSTS,
  TODOS,
} from './seed-data.mjs';

export { DEMO_PASSWORD, MEMBERS };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const OWNER = { Authorization: 'Bearer owner' };
const DOCUMENTS = `projects/${PROJECT_ID}/databases/(default)/documents`;
const COMMIT_LIMIT = 500; // Firestore's maximum number of writes per commit

/** Fixed post ids: seed-post-01 ... */
export const postId = (number) => `seed-post-${String(number).padStart(2, '0')}`;
/** Fixed ids of the old posts: seed-archive-01 ... */
export const archivePostId = (number) => `seed-archive-${String(number).padStart(2, '0')}`;

/**
 * Wipes the emulators and loads the demo data.
 * @param {{ports?: Partial<{auth: number, firestore: number, storage: number}>}} [options]
 * @returns {Promise<{users: number, posts: number, comments: number, likes: number,
 *   bookmarks: number, todos: number}>}
 */
export async function seed({ ports: portOverrides } = {}) {
  const ports = resolvePorts(portOverrides);
  const dataset = buildDataset(startOfUtcDay(Date.now()));
  await clearEmulators(ports);
  await Promise.all(MEMBERS.map((member) => createAccount(ports, member)));
  await writeDocuments(ports, dataset.documents);
  return dataset.summary;
}

export function printDemoAccounts(log = console.log) {
  log(`Demo accounts (password for all: ${DEMO_PASSWORD}):`);
  for (const { email, displayName, language, role } of MEMBERS) {
    log(
      `  ${email.padEnd(16)} ${displayName.padEnd(6)} ${role ? `role ${role}` : `language ${language}`}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Data

/** All documents as { path, data } (paths relative to the database root) plus counts. */
export function buildDataset(anchor) {
  const documents = [];
  const add = (path, data) => documents.push({ path, data });
  const summary = { users: 0, posts: 0, comments: 0, likes: 0, bookmarks: 0, todos: 0 };
  const memberByUid = new Map(MEMBERS.map((member) => [member.uid, member]));
  const author = (uid) => ({ displayName: memberByUid.get(uid).displayName, photoURL: '' });

  for (const member of MEMBERS) {
    const joined = new Date(anchor - 60 * DAY);
    add(`users/${member.uid}`, {
      displayName: member.displayName,
      email: member.email,
      photoURL: '',
      language: member.language,
      ...(member.role ? { role: member.role } : {}),
      createdAt: joined,
    });
    // Their public profile: what their member page shows anyone (firestore.rules keep it equal).
    add(`profiles/${member.uid}`, {
      displayName: member.displayName,
      photoURL: '',
      createdAt: joined,
    });
    summary.users += 1;
  }

  const bookmarkers = new Map();
  for (const [uid, numbers] of Object.entries(BOOKMARKS)) {
    for (const number of numbers) {
      bookmarkers.set(number, [...(bookmarkers.get(number) ?? []), uid]);
    }
  }

  POSTS.forEach((post, index) => {
    const number = index + 1;
    const id = postId(number);
    // Oldest first, one post a day or so, ending two days ago, at varying hours.
    const createdAt = new Date(
      anchor - (POSTS.length - index + 1) * DAY + ((number * 5) % 12) * HOUR,
    );

    const comments = commentsFor(number, createdAt);
    comments.forEach((comment, j) => {
      add(`posts/${id}/comments/${id}-c${j + 1}`, { ...comment, author: author(comment.uid) });
    });
    const likers = MEMBERS.filter((_, m) => (number * (m + 2)) % 5 < 3).map((m) => m.uid);
    likers.forEach((uid, m) => {
      add(`posts/${id}/likes/${uid}`, {
        createdAt: new Date(createdAt.getTime() + (m + 1) * HOUR),
      });
    });
    const bookmarkedBy = bookmarkers.get(number) ?? [];
    bookmarkedBy.forEach((uid) => {
      add(`users/${uid}/bookmarks/${id}`, {
        createdAt: new Date(createdAt.getTime() + 6 * HOUR),
        title: post.title,
        category: post.category,
        tags: post.tags,
        author: author(post.uid),
        postCreatedAt: createdAt,
      });
    });

    add(`posts/${id}`, {
      ...postData(
        { ...post, author: author(post.uid), createdAt },
        {
          hits: 15 + ((number * 37) % 240) + 4 * likers.length + 3 * comments.length,
          likeCount: likers.length,
          commentCount: comments.length,
          bookmarkCount: bookmarkedBy.length,
        },
      ),
      ...(post.pinned ? { pinned: true, pinnedAt: createdAt } : {}),
    });
    summary.posts += 1;
    summary.comments += comments.length;
    summary.likes += likers.length;
    summary.bookmarks += bookmarkedBy.length;
  });

  // Old posts nobody liked or answered: the last under "most liked", far behind the mirror.
  ARCHIVE_POSTS.forEach((post, index) => {
    const createdAt = new Date(anchor - post.daysAgo * DAY + 9 * HOUR);
    add(
      `posts/${archivePostId(index + 1)}`,
      postData({ ...post, author: author(post.uid), createdAt }, { hits: 3 }),
    );
    summary.posts += 1;
  });

  TODOS.forEach((todo, index) => {
    const createdAt = new Date(anchor - (TODOS.length - index) * DAY);
    add(`users/${todo.uid}/todos/seed-todo-${index + 1}`, {
      text: todo.text,
      done: todo.done,
      order: index + 1,
      createdAt,
      updatedAt: todo.done ? new Date(createdAt.getTime() + 2 * HOUR) : createdAt,
    });
    summary.todos += 1;
  });

  return { documents, summary };
}

/**
 * A post's document as the app writes it: its search tokens (at the tokenizer's version), no
 * image slots shown, version 1, not hidden, with what `counts` says is counted on it (hits,
 * likeCount, commentCount, bookmarkCount; 0 where not given).
 */
export function postData({ title, category, tags, content, uid, author, createdAt }, counts = {}) {
  return {
    ...postTextFields({ title, category, tags, content }),
    // The author's image slots it shows (none).
    images: [],
    uid,
    author,
    hits: counts.hits ?? 0,
    likeCount: counts.likeCount ?? 0,
    commentCount: counts.commentCount ?? 0,
    bookmarkCount: counts.bookmarkCount ?? 0,
    createdAt,
    updatedAt: createdAt,
    version: 1,
    // Not hidden: the board's and search's queries ask for `hidden == false`.
    hidden: false,
  };
}

/** 0-4 comments per post from rotating members, a few hours apart. */
function commentsFor(number, postCreatedAt) {
  return Array.from({ length: (number * 7) % 5 }, (_, j) => ({
    text: COMMENT_TEXTS[(number * 3 + j) % COMMENT_TEXTS.length],
    uid: MEMBERS[(number + j) % MEMBERS.length].uid,
    createdAt: new Date(postCreatedAt.getTime() + (j + 1) * 3 * HOUR),
  }));
}

function startOfUtcDay(ms) {
  return ms - (ms % DAY);
}

// ---------------------------------------------------------------------------------------------
// REST

async function request(url, { method = 'GET', body } = {}) {
  const response = await fetch(url, {
    method,
    headers: { ...OWNER, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text();
    throw new Error(`${method} ${url} failed: ${response.status} ${text.slice(0, 300)}`);
  }
  return response;
}

async function clearEmulators(ports) {
  await Promise.all([
    request(`http://${HOST}:${ports.firestore}/emulator/v1/${DOCUMENTS}`, { method: 'DELETE' }),
    request(`http://${HOST}:${ports.auth}/emulator/v1/projects/${PROJECT_ID}/accounts`, {
      method: 'DELETE',
    }),
    request(`http://${HOST}:${ports.storage}/internal/reset`, { method: 'POST' }),
  ]);
}

function createAccount(ports, { uid, email, displayName }) {
  // With owner credentials signUp accepts a fixed localId and emailVerified.
  return request(
    `http://${HOST}:${ports.auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`,
    {
      method: 'POST',
      body: { localId: uid, email, password: DEMO_PASSWORD, displayName, emailVerified: true },
    },
  );
}

async function writeDocuments(ports, documents) {
  const url = `http://${HOST}:${ports.firestore}/v1/${DOCUMENTS}:commit`;
  for (let start = 0; start < documents.length; start += COMMIT_LIMIT) {
    const writes = documents.slice(start, start + COMMIT_LIMIT).map(({ path, data }) => ({
      update: { name: `${DOCUMENTS}/${path}`, fields: toFields(data) },
    }));
    await request(url, { method: 'POST', body: { writes } });
  }
}

/** Plain JS value -> Firestore REST Value. */
export function toValue(value) {
  if (value === null || value === undefined) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  switch (typeof value) {
    case 'string':
      return { stringValue: value };
    case 'boolean':
      return { booleanValue: value };
    case 'number':
      return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
    case 'object':
      return { mapValue: { fields: toFields(value) } };
    default:
      throw new TypeError(`cannot store ${typeof value} in Firestore`);
  }
}

function toFields(object) {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, toValue(value)]));
}
