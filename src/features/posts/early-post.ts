import type { Comment } from '../../data/model/comment';
import type { Post } from '../../data/model/post';
import { beginEarlyRead } from '../../data/remote/early-reads';
import type { MirrorBatch } from '../../data/remote/mirror-listeners';
import { firstCommentsRead } from '../../data/remote/rest-comments';
import { holdFirstComments } from '../../data/posts/first-read-comments';
import { painted } from '../../lib/after-next-paint';
import { langIfOther } from '../../lib/text-language';
import { domH } from '../../ui/view/dom-kit';
import { fillEarlySlot, shownIf, type EarlyView } from '../../ui/view/early-slots';
import type { ViewKit } from '../../ui/view/h';
import { mayUseGfm } from './markdown/gfm-sign';
import type { GfmSyntax } from './markdown/gfm-syntax';
import { hastView } from './markdown/hast-view';
import { markdownWordsOf, postTree } from './markdown/post-markdown';
import { mentionLabel } from '../../data/model/mention';
import {
  commentFormView,
  commentsView,
  namesFromThread,
  visitorCommentItems,
  markdownBodyView,
  postActionsView,
  postArticleView,
  postHeaderView,
} from './post-detail-view';

/**
 * A post's page on a first visit, shown by the app's first script as soon as the post's read
 * answers, before React, the post's screen and react-markdown have arrived: on a phone those
 * take seconds, and the post's text is what the page is opened for. It is PostDetailPage's own
 * view (post-detail-view.ts) as a visitor sees it, its text parsed and mapped as MarkdownView's
 * (markdown/post-markdown.ts), so React's article takes its place unmoved. Below the text come
 * the reactions and, once their read is in, the first page of comments with the comment box: a
 * visitor who only reads needs no React at all (app/app-code.ts loads it on a reason), and the
 * view is counted, and the post kept for offline, off the page's thread.
 *
 * It goes into the slot PostDetailPage renders while it reads (early-post-slot.tsx). React
 * renders the post's page from scratch (its shell serves every post), so the slot takes over
 * what it finds here when it first renders, and the page shows the same article until React's is
 * ready. Only on a first visit, to a visitor: a member's own post has its owner's buttons above
 * the text, which only React knows to add (app/route-reads.ts).
 */

/** The first page of comments and the comment box, as PostComments shows them to a visitor. */
function comments(kit: ViewKit<Node>, batch: MirrorBatch<Comment>, post: Post): Node {
  return commentsView(kit, {
    count: batch.changed.length,
    items: visitorCommentItems(kit, batch.changed, post),
    more: batch.allUntil !== undefined,
    form: commentFormView(kit, { value: '' }),
  });
}

const mentionLinks = (root: Element) => [...root.querySelectorAll<HTMLElement>('a[data-mention]')];

/**
 * Names the mentions drawn in `root` (the post's text and comments, post-detail-view.ts and
 * markdown/post-mentions.ts) that `names` knows, as the views would have drawn them.
 */
export function nameMentions(root: Element, names: ReadonlyMap<string, string>): void {
  for (const link of mentionLinks(root)) {
    const name = names.get(link.dataset.mention!);
    if (name !== undefined) link.textContent = mentionLabel(name);
  }
}

/**
 * The mentions in `root` of members `known` has no name for: their public profiles are read
 * (member-names.ts: once a session, online only, reads React's page then finds done) and named.
 */
async function nameUnknownMentions(
  root: Element,
  known: ReadonlyMap<string, string>,
): Promise<void> {
  const mentioned = new Set(mentionLinks(root).map((link) => link.dataset.mention!));
  const unknown = [...mentioned].filter((uid) => !known.has(uid));
  if (unknown.length === 0 || !navigator.onLine) return;
  const { memberNames } = await import('../../data/members/member-names');
  nameMentions(root, await memberNames(unknown));
}

/**
 * Shows the post in the slot once its read has answered (see fillEarlySlot); a missing post, or
 * one a moderator hid, leaves the page's loading state.
 */
export function showEarlyPost(postId: string, read: Promise<Post | null>): Promise<EarlyView> {
  // Below the text: begun beside the post's read, shown once both are in.
  const firstComments = beginEarlyRead(firstCommentsRead(postId));
  // A post that may use GitHub's extensions: they come once its read has said so (a plain post,
  // most of them, needs none of their code).
  type Parsed = [post: Post | null, gfm: GfmSyntax | undefined];
  const withSyntax = (post: Post | null): Parsed | Promise<Parsed> =>
    post && mayUseGfm(post.content)
      ? import('./markdown/gfm-syntax').then(
          (m): Parsed => [post, m.GFM_SYNTAX],
          // Without them, its text is React's to show (below).
          (): Parsed => [post, undefined],
        )
      : [post, undefined];
  let rest: Promise<boolean> | undefined;
  return fillEarlySlot(
    'earlyPost',
    () => Promise.all([read.then(withSyntax), painted()]),
    ([[post, gfm]], kit) => {
      // A hidden post is React's to show: to its author and admins, marked; to others, a line.
      if (!post || post.hidden) return null;
      const lang = langIfOther(`${post.title} ${post.content}`, kit.locale);
      // Its mentions named as the page knows the members so far: its author.
      const tree = postTree(post.content, markdownWordsOf(kit), gfm, namesFromThread([], post));
      const article = postArticleView(
        kit,
        post,
        postHeaderView(kit, { post, lang }),
        tree && markdownBodyView(kit, lang, hastView(domH, tree)),
        postActionsView(kit, { post, liked: false, bookmarked: false }),
      );
      rest = (async () => {
        // A text the first script could not show (GitHub's extensions did not load): the code
        // shows it.
        if (!tree) return false;
        const batch = await firstComments.catch(() => null);
        const known = namesFromThread(batch?.changed ?? [], post);
        if (batch && article.isConnected) {
          article.appendChild(comments(kit, batch, post));
          // The text's mentions of the thread's members, named as the comments name them.
          nameMentions(article as Element, known);
        }
        // Those of members the page does not know, once their profiles are read (online).
        void nameUnknownMentions(article as Element, known);
        // React's page shows them in its first render, where they are.
        if (batch) holdFirstComments(post.id, batch);
        // A reader who only reads needs none of the app's code: the view is counted in a worker
        // of its own, and the service worker keeps the post for reading offline (their code
        // comes once the post is in: nothing on the way to it needs them).
        const [{ countVisitorHitOnce }, { keepByWorker }] = await Promise.all([
          import('../../data/remote/hits-off-thread'),
          import('../../data/sync/worker-keeps'),
        ]);
        countVisitorHitOnce(post.id);
        keepByWorker({ kind: 'post', post });
        if (batch) keepByWorker({ kind: 'comments', postId: post.id, batch });
        return batch !== null;
      })();
      return [article];
    },
  ).then((nodes) => ({ ...shownIf(nodes), ...(nodes && rest ? { rest } : {}) }));
}
