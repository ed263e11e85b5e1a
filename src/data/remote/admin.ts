import {
  collection,
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { Comment } from '../model/comment';
import {
  REPORT_REASONS,
  REPORT_STATUSES,
  isReportReason,
  reportedItemOf,
  reportedItemPath,
  type Report,
  type ReportedContent,
  type ReportQueueItem,
  type ReportStatus,
  type ReportSummary,
} from '../model/moderation';
import type { Page } from '../model/page';
import type { UserDocument } from '../model/user';
import { firestore, memberFirestore } from './firestore-client';
import { commentFromFirestore } from './mirror-listeners';
import { postFromFirestore } from './document-converters';
import { countField, dateField, textField } from './firestore-fields';
import { userFromFirestore } from './users';

// What only the admin pages read, straight from the server (firestore.rules let admins list the
// members; comments are public). Nothing here is mirrored: these lists need a connection.

async function pageOf<T>(
  base: Query,
  size: number,
  convert: (snapshot: QueryDocumentSnapshot) => T,
  after: QueryDocumentSnapshot | null = null,
): Promise<Page<T>> {
  const snapshot = await getDocs(query(base, ...(after ? [startAfter(after)] : []), limit(size)));
  const last = snapshot.docs.at(-1) ?? null;
  return {
    items: snapshot.docs.map(convert),
    more: snapshot.size === size && last ? () => pageOf(base, size, convert, last) : null,
  };
}

/** Members, newest first (admins only: sent with the member's token). */
export async function listMembers(size: number): Promise<Page<UserDocument>> {
  return pageOf(
    query(collection(await memberFirestore(), 'users'), orderBy('createdAt', 'desc')),
    size,
    (snapshot) => userFromFirestore(snapshot.id, snapshot.data()),
  );
}

/** Comments on every post, newest first (a collection-group query). */
export function listRecentComments(size: number): Promise<Page<Comment>> {
  return pageOf(
    query(collectionGroup(firestore(), 'comments'), orderBy('createdAt', 'desc')),
    size,
    (snapshot) => {
      const data: DocumentData = snapshot.data();
      return commentFromFirestore(snapshot.ref.parent.parent?.id ?? '', snapshot.id, data);
    },
  );
}

/** The reported item as the server has it now (null: deleted), with its post's title. */
async function reportedContent(
  db: Firestore,
  summary: ReportSummary,
): Promise<ReportedContent | null> {
  const { item } = summary;
  const [found, post] = await Promise.all([
    getDoc(doc(db, reportedItemPath(item))),
    item.kind === 'comment' ? getDoc(doc(db, 'posts', item.postId)) : null,
  ]);
  if (!found.exists()) return null;
  if (item.kind === 'post') {
    const read = postFromFirestore(found.id, found.data());
    return {
      title: read.title,
      text: read.content,
      authorName: read.author.displayName,
      reply: false,
      ...(read.hidden ? { hidden: read.hidden } : {}),
    };
  }
  const comment = commentFromFirestore(item.postId, found.id, found.data());
  return {
    title: post?.exists() ? postFromFirestore(post.id, post.data()).title : '',
    text: comment.text,
    authorName: comment.author.displayName,
    reply: comment.parentId !== undefined,
    ...(comment.hidden ? { hidden: comment.hidden } : {}),
  };
}

/**
 * The queue: items whose reports are `status` (open: waiting for a decision), the most recently
 * reported or decided first, each with the item as the server has it now (admins only: sent with
 * the member's token). A page of `size` reads `size` summaries and one or two documents each.
 */
export async function listReports(
  status: ReportStatus,
  size: number,
  after: QueryDocumentSnapshot | null = null,
): Promise<Page<ReportQueueItem>> {
  const db = await memberFirestore();
  const snapshot = await getDocs(
    query(
      collection(db, 'reports'),
      where('status', '==', status),
      orderBy('updatedAt', 'desc'),
      ...(after ? [startAfter(after)] : []),
      limit(size),
    ),
  );
  const summaries = snapshot.docs.flatMap((d) => {
    const summary = reportSummaryFromFirestore(d.id, d.data());
    return summary ? [summary] : [];
  });
  const items = await Promise.all(
    summaries.map(async (summary) => ({ summary, content: await reportedContent(db, summary) })),
  );
  const last = snapshot.docs.at(-1) ?? null;
  return {
    items,
    more: snapshot.size === size && last ? () => listReports(status, size, last) : null,
  };
}

/** The reports on one item (its key), newest first: each reporter's reason and words. */
export async function listReportsOn(key: string, size: number): Promise<Report[]> {
  const db = await memberFirestore();
  const snapshot = await getDocs(
    query(collection(db, 'reports', key, 'by'), orderBy('createdAt', 'desc'), limit(size)),
  );
  return snapshot.docs.map((d) => reportFromFirestore(d.id, d.data()));
}

/** `reports/{key}`: an item's summary (null when its fields name no item). */
export function reportSummaryFromFirestore(
  key: string,
  data: Record<string, unknown>,
): ReportSummary | null {
  const item = reportedItemOf(data);
  if (!item) return null;
  const reasons = (data.reasons ?? {}) as Record<string, unknown>;
  return {
    key,
    item,
    authorUid: textField(data.authorUid),
    count: countField(data.count),
    reasons: Object.fromEntries(
      REPORT_REASONS.map((reason) => [reason, countField(reasons[reason])]),
    ) as ReportSummary['reasons'],
    status: (REPORT_STATUSES as readonly unknown[]).includes(data.status)
      ? (data.status as ReportStatus)
      : 'open',
    updatedAt: dateField(data.updatedAt),
  };
}

/** `reports/{key}/by/{uid}`: one member's report. */
export function reportFromFirestore(uid: string, data: Record<string, unknown>): Report {
  return {
    uid,
    reason: isReportReason(data.reason) ? data.reason : 'other',
    text: textField(data.text),
    createdAt: dateField(data.createdAt),
  };
}
