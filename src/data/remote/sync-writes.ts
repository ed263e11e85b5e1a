import { collection, getDocs, limit, query, writeBatch } from 'firebase/firestore/lite';
import { MENTIONS_MAX } from '../model/mention';
import type { ApplyOutcome, OutboxEntry } from '../model/outbox';
import { DISPLAY_NAME_MAX, storablePhotoURL } from '../model/user';
import {
  budgetPath,
  budgetStateOf,
  isNewAccount,
  refusalWait,
  spenderOf,
} from '../model/write-budget';
import { backoffDelay } from '../sync/backoff';
import {
  BUDGETED_OPS,
  VERIFIED_OPS,
  applyRemote,
  opOf,
  serverContextOf,
  type ServerContext,
  type ServerTransaction,
} from '../sync/ops';
import type { Writer } from '../sync/ops/types';
import { SyncWriteError } from '../sync/ops/shared';
import { liteFirestore, readDocumentFromServer } from './direct-reads';
import { firebaseAuth } from './firebase';
import {
  increment,
  runRestTransaction,
  serverTime,
  timestamp,
  type RestTransaction,
} from './rest-transaction';

// Replays one outbox entry. What each operation writes is defined with the operation
// (../sync/ops/); here it runs in a Firestore transaction that first reads what it writes. It
// goes as plain requests to Firestore's REST API (rest-transaction.ts, which says why not
// Firestore Lite's transactions): a replay needs no listen channel, and this module depends on
// nothing that exists only in a page.
// - that read is what makes a replay idempotent (the like exists, the todo carries this entry's
//   key, the post is already at base version + 1 with this content), and
// - Firestore rejects a transaction whose reads changed before its commit, so a stale attempt
//   (from a tab that closed mid-replay) can never land on top of a newer one.
// Counters move only together with the document they count, guarded by its existence, as
// firestore.rules demand; they move with increment(), so the rules compare them with the
// server's current value, not with what this transaction happened to read. Timestamps the server
// keeps are the server's (serverTime()); when the member wrote something is `writtenAt`.

export { SyncWriteError };

/**
 * The author shown on what the member writes: their users document's name and photo, which is
 * what firestore.rules check. Read beside the transaction (the entry's context), not as one of
 * its preconditions: the users document is read by every post and comment the member replays, on
 * lanes side by side, and by the rules; as a precondition of every such commit, it would void
 * them (each retried after a backoff) when the member saves their profile meanwhile. `fix` writes
 * what the rules need first: the document of an account that has none, or a photo from before
 * the rules (which falls back to the identicon). Should the member rename themselves between this
 * read and the commit, the rules refuse it and the write is tried once more with a fresh read
 * (see applyMutation).
 */
async function readWriter(
  tx: Writes,
  uid: string,
  /** The users document as the entry's context read it already (undefined: not read). */
  known?: Record<string, unknown> | null,
): Promise<Writer> {
  const user = `users/${uid}`;
  // The public profile says what the users document says: written with it (firestore.rules).
  const profile = `profiles/${uid}`;
  const data =
    known !== undefined
      ? (known ?? undefined)
      : (await readDocumentFromServer(`users/${uid}`)).data;
  if (!data) {
    const account = firebaseAuth().currentUser;
    const email = account?.email ?? '';
    const displayName = (account?.displayName || email.split('@')[0] || '').slice(
      0,
      DISPLAY_NAME_MAX,
    );
    const author = { displayName, photoURL: '' };
    return {
      author,
      fix: () => {
        tx.set(user, { ...author, email, language: 'ko', createdAt: serverTime() });
        tx.set(profile, { ...author, createdAt: serverTime() });
      },
    };
  }
  const displayName = typeof data.displayName === 'string' ? data.displayName : '';
  const stored = typeof data.photoURL === 'string' ? data.photoURL : '';
  const photoURL = storablePhotoURL(uid, stored);
  return {
    author: { displayName, photoURL },
    fix: () => {
      if (photoURL === stored && typeof data.displayName === 'string') return;
      // A document from before join dates gets one now, in both.
      const createdAt = (data.createdAt as unknown) ?? serverTime();
      tx.update(user, { displayName, photoURL, ...(data.createdAt ? {} : { createdAt }) });
      tx.set(profile, { displayName, photoURL, createdAt });
    },
  };
}

/** Where an apply's writes go: the transaction itself, or held back (see applyCommit). */
type Writes = Pick<RestTransaction, 'set' | 'merge' | 'update' | 'delete'>;

/**
 * A Firestore transaction as the operations see it (ServerTransaction): its reads, the REST
 * transaction's field values, and the writer read as the rules will check it (from the entry's
 * context when it read the users document). Reads go to `tx`; writes to `writes` (the transaction
 * unless given).
 */
function serverTransaction(
  tx: RestTransaction,
  writes: Writes = tx,
  context?: ServerContext,
): ServerTransaction {
  return {
    get: (path) => tx.get(path),
    set: (path, data) => writes.set(path, data),
    merge: (path, data) => writes.merge(path, data),
    update: (path, data) => writes.update(path, data),
    delete: (path) => writes.delete(path),
    writer: (uid) => readWriter(writes, uid, context?.member),
    serverTime,
    increment,
    timestamp,
    now: Date.now,
  };
}

/** Writes per commit when clearing a deleted post (Firestore allows 500). */
const CLEAR_CHUNK = 400;

/**
 * Deletes what hangs off a deleted post (comments, likes, views) in commits of CLEAR_CHUNK,
 * until none is left. The post is gone for readers from its own commit; nothing can be added
 * under it since (the tombstone), so this ends. Run again, it carries on where it stopped.
 */
export async function clearDeletedPost(postId: string): Promise<number> {
  const db = liteFirestore();
  let removed = 0;
  for (const name of ['comments', 'likes', 'views']) {
    for (;;) {
      // Lite reads only the server (it has no cache): offline, this fails and the entry stays,
      // never reporting the post cleared with its likes left behind.
      const page = await getDocs(query(collection(db, 'posts', postId, name), limit(CLEAR_CHUNK)));
      if (page.empty) break;
      const batch = writeBatch(db);
      page.docs.forEach((child) => batch.delete(child.ref));
      await batch.commit();
      removed += page.size;
    }
  }
  return removed;
}

/** The signed-in member, allowed to send `entry` (theirs; a verified email where needed). */
async function memberFor(entry: OutboxEntry): Promise<void> {
  const user = firebaseAuth().currentUser;
  if (!user || user.isAnonymous || user.uid !== entry.uid) {
    throw new SyncWriteError(
      'unauthenticated',
      'the entry belongs to a member who is not signed in',
    );
  }
  if (VERIFIED_OPS.has(entry.op) && !user.emailVerified) {
    // Perhaps verified since (in another tab, from the email): ask Auth, then use a token that
    // says so, as firestore.rules read it from the token.
    await user.reload();
    if (!user.emailVerified)
      throw new SyncWriteError('unverified', 'posting and commenting need a verified email');
    await user.getIdToken(true);
  }
}

/**
 * What the server knows now (see ServerContext), read in the transaction's first request but none
 * of it a precondition of its commit (RestTransaction.peek). The entry's target and its member's
 * budget, which its operation reads first (as preconditions), are asked for in the same request.
 */
function contextIn(tx: RestTransaction, entry: OutboxEntry): Promise<ServerContext> {
  const ahead = [entry.target, ...(BUDGETED_OPS.has(entry.op) ? [budgetPath(entry.uid)] : [])];
  // Their answers wait in the transaction for the operation's get(); a failed read fails that.
  for (const path of ahead) tx.peek(path).catch(() => undefined);
  return serverContextOf(entry, async (path) => (await tx.peek(path)).data);
}

/** The member's budget and users documents as the server has them now (undefined: none). */
export async function readWriteBudget(uid: string): Promise<{
  budget: Record<string, unknown> | undefined;
  member: Record<string, unknown> | undefined;
}> {
  const [budget, member] = await Promise.all([
    readDocumentFromServer(budgetPath(uid)),
    readDocumentFromServer(`users/${uid}`),
  ]);
  return { budget: budget.data, member: member.data };
}

/**
 * A refusal of a budgeted entry the member's budget explains, read again from the server: the
 * entry waits (see refusalWait) instead of failing. Null when the budget does not explain it.
 */
async function budgetRefusal(entry: OutboxEntry): Promise<ApplyOutcome | null> {
  const kind = opOf(entry).budget;
  if (!kind) return null;
  const { budget, member } = await readWriteBudget(entry.uid);
  const spender = spenderOf(member);
  if (spender.admin) return null;
  const now = Date.now();
  const state = budgetStateOf(budget);
  const newAccount = isNewAccount(spender, now);
  const until = refusalWait(kind, state, now, newAccount, backoffDelay(entry.attempts + 1));
  return until === null
    ? null
    : { kind: 'wait', reason: 'budget', until, seen: { kind, state, newAccount } };
}

/** What follows the commit: a post's delete clears what hung off it. */
async function afterCommit(entry: OutboxEntry): Promise<void> {
  if (entry.op !== 'post.delete') return;
  // Also when the post was already gone: a replay finishes a clearing that was cut short.
  const tombstone = await readDocumentFromServer(`deletedPosts/${entry.postId}`);
  if (tombstone.data) await clearDeletedPost(entry.postId);
}

/**
 * Sends one entry as its member. `signal` stops the transaction from being retried by the SDK
 * once the replayer has given up on this attempt, so an old attempt never re-runs later.
 */
export async function applyMutation(
  entry: OutboxEntry,
  signal?: AbortSignal,
): Promise<ApplyOutcome> {
  await memberFor(entry);
  let readAuthor = false;
  const budgeted = BUDGETED_OPS.has(entry.op);
  const attempt = () =>
    runRestTransaction(async (tx) => {
      const context = await contextIn(tx, entry);
      const server = serverTransaction(tx, tx, context);
      const writer = server.writer;
      server.writer = (uid) => {
        readAuthor = true;
        return writer(uid);
      };
      return applyRemote(entry, server, context);
    }, signal);
  let outcome: ApplyOutcome;
  try {
    outcome = await attempt();
  } catch (error) {
    // The author (and the post a notification names, and the member's role and join date for a
    // budget) are read beside the transaction, not as its preconditions: a rename in between is
    // refused by the rules once; the second try reads them again. A budgeted entry refused again
    // may have met a budget spent elsewhere: it waits. Anything else refused is refused again.
    const refused = (error as { code?: string }).code === 'permission-denied';
    if (!refused || (!readAuthor && !budgeted)) throw error;
    try {
      outcome = await attempt();
    } catch (again) {
      const waiting =
        budgeted && (again as { code?: string }).code === 'permission-denied'
          ? await budgetRefusal(entry)
          : null;
      if (!waiting) throw again;
      outcome = waiting;
    }
  }
  await afterCommit(entry);
  return outcome;
}

// Several entries in one commit. Firestore takes up to 500 writes in a commit, and firestore.rules
// may read up to 20 documents to check all of a commit's writes (or the whole commit is refused).
// An entry writes at most BASE_WRITES_PER_ENTRY documents (a reply: itself, the post, its parent
// comment and perhaps the member's users document and profile), a comment or reply one
// notification for each member it tells and a new post one for each member it mentions
// (writesOf); the rules read none for a to-do or a notification marked read and at most
// RULE_READS_PER_ENTRY for anything else (a reply: the member, the post, its tombstone, the parent
// and the reply; its notifications read no other).
// An entry a write budget counts writes its member's budget document too, which the rules read
// with the member's users document and the counted one (a reply's rules read those two already,
// and no other entry reads more than a reply). A commit holds at most one such entry: the budget
// names the one document it counts.
/** Entries per commit: up to 500 writes, and as many reads in the transaction. */
export const COMMIT_ENTRIES = 100;
const WRITES_PER_COMMIT = 500;
const BASE_WRITES_PER_ENTRY = 5;
const RULE_READS_PER_COMMIT = 20;
const RULE_READS_PER_ENTRY = 5;
const BUDGET_RULE_READS = 1;
const ruleReadsOf = (entry: OutboxEntry) =>
  entry.op.startsWith('todo.') || entry.op === 'notification.read'
    ? 0
    : RULE_READS_PER_ENTRY + (BUDGETED_OPS.has(entry.op) ? BUDGET_RULE_READS : 0);
/**
 * At most: the post's author or the parent's, and each member it mentions (a hidden comment's
 * notifications and a hidden post's mentions', deleted by the hide, as many as it may mention:
 * the entry does not know them); a new post's, each member it mentions.
 */
export const writesOf = (entry: OutboxEntry) =>
  BASE_WRITES_PER_ENTRY +
  (BUDGETED_OPS.has(entry.op) ? 1 : 0) +
  (entry.op === 'comment.add' || entry.op === 'comment.reply'
    ? 1 + (entry.payload.mentions?.length ?? 0)
    : entry.op === 'post.create'
      ? (entry.payload.mentions?.length ?? 0)
      : entry.op === 'post.like' || entry.op === 'post.unlike'
        ? 1
        : entry.op === 'content.hide'
          ? 1 + MENTIONS_MAX
          : 0);

/** The entries cut into commits within Firestore's limits, in their order. */
export function commitsOf(entries: readonly OutboxEntry[]): OutboxEntry[][] {
  const commits: OutboxEntry[][] = [];
  let current: OutboxEntry[] = [];
  let reads = 0;
  let writes = 0;
  let budgeted = false;
  for (const entry of entries) {
    const cost = ruleReadsOf(entry);
    const written = writesOf(entry);
    const counted = BUDGETED_OPS.has(entry.op);
    if (
      current.length >= COMMIT_ENTRIES ||
      reads + cost > RULE_READS_PER_COMMIT ||
      writes + written > WRITES_PER_COMMIT ||
      (counted && budgeted)
    ) {
      if (current.length > 0) commits.push(current);
      current = [];
      reads = 0;
      writes = 0;
      budgeted = false;
    }
    current.push(entry);
    reads += cost;
    writes += written;
    budgeted ||= counted;
  }
  if (current.length > 0) commits.push(current);
  return commits;
}

type Answer = PromiseSettledResult<ApplyOutcome>;
const refused = (reason: unknown): Answer => ({ status: 'rejected', reason });

/** A write an entry made, held until every entry of the commit has read what it reads. */
type HeldWrite = (tx: RestTransaction) => void;

function holding(held: HeldWrite[]): Writes {
  return {
    set: (path, data) => void held.push((tx) => tx.set(path, data)),
    merge: (path, data) => void held.push((tx) => tx.merge(path, data)),
    update: (path, data) => void held.push((tx) => tx.update(path, data)),
    delete: (path) => void held.push((tx) => tx.delete(path)),
  };
}

/**
 * One commit of several entries (heads of different lanes, so none depends on another). Each
 * entry runs its own applyRemote: its reads are in the transaction and its writes are held until
 * all have read (a transaction reads before it writes), so each keeps its own idempotency check
 * and base version, and Firestore refuses the commit if anything read changed meanwhile (it is
 * then run again). An entry that answers an error, or a conflict, writes nothing and leaves its
 * neighbours to commit. Should the commit itself be refused (the rules refuse one entry's
 * writes), each entry is sent on its own, so only that one fails.
 */
async function applyCommit(
  entries: readonly OutboxEntry[],
  signal?: AbortSignal,
): Promise<Answer[]> {
  let answers: Answer[];
  try {
    answers = await runRestTransaction(async (tx) => {
      const contexts = await Promise.all(entries.map((entry) => contextIn(tx, entry)));
      const held = entries.map((): HeldWrite[] => []);
      const settled = await Promise.allSettled(
        entries.map((entry, i) =>
          applyRemote(entry, serverTransaction(tx, holding(held[i]!), contexts[i]), contexts[i]!),
        ),
      );
      settled.forEach((answer, i) => {
        if (answer.status === 'fulfilled') held[i]!.forEach((write) => write(tx));
      });
      return settled;
    }, signal);
  } catch (error) {
    if (signal?.aborted || entries.length === 1) throw error;
    return Promise.all(
      entries.map((entry) =>
        applyMutation(entry, signal).then(
          (value): Answer => ({ status: 'fulfilled', value }),
          refused,
        ),
      ),
    );
  }
  return Promise.all(
    answers.map(async (answer, i) => {
      if (answer.status === 'rejected') return answer;
      try {
        await afterCommit(entries[i]!);
        return answer;
      } catch (error) {
        return refused(error);
      }
    }),
  );
}

/**
 * Sends several entries of the member, none waiting for another (one per lane), in as few
 * commits as Firestore's limits allow, side by side. One answer per entry, in their order: an
 * entry that fails does not fail the others.
 */
export async function applyMutations(
  entries: readonly OutboxEntry[],
  signal?: AbortSignal,
): Promise<Answer[]> {
  const answers = new Map<OutboxEntry, Answer>();
  const allowed: OutboxEntry[] = [];
  // One by one: the first unverified entry asks Auth once for all of them.
  for (const entry of entries) {
    try {
      await memberFor(entry);
      allowed.push(entry);
    } catch (error) {
      answers.set(entry, refused(error));
    }
  }
  const commits = commitsOf(allowed);
  // Commits that move the member's budget go one after another, each reading what the one
  // before wrote (side by side, all but one would be voided and run again).
  let budgetTurn: Promise<unknown> = Promise.resolve();
  await Promise.all(
    commits.map(async (commit) => {
      const send = () => applyCommit(commit, signal);
      let committed: Answer[];
      try {
        if (commit.some((entry) => BUDGETED_OPS.has(entry.op))) {
          const turn = budgetTurn.then(send);
          budgetTurn = turn.catch(() => undefined);
          committed = await turn;
        } else {
          committed = await send();
        }
      } catch (error) {
        committed = commit.map(() => refused(error));
      }
      commit.forEach((entry, i) => answers.set(entry, committed[i]!));
    }),
  );
  return entries.map((entry) => answers.get(entry)!);
}
