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
import { postTree, type MarkdownWords } from './markdown/post-markdown';
import {
  commentFormView,
  commentsView,
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

const wordsOf = ({ say }: ViewKit<Node>): MarkdownWords => ({
  codeBlock: say('post.codeBlock'),
  imageCannotLoad: say('image.cannotLoad'),
});

/** The first page of comments and the comment box, as PostComments shows them to a visitor. */
function comments(kit: ViewKit<Node>, batch: MirrorBatch<Comment>, post: Post): Node {
  return commentsView(kit, {
    count: batch.changed.length,
    items: visitorCommentItems(kit, batch.changed, post),
    more: batch.allUntil !== undefined,
    form: commentFormView(kit, { value: '' }),
  });
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
      const tree = postTree(post.content, wordsOf(kit), gfm);
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
        if (batch && article.isConnected) article.appendChild(comments(kit, batch, post));
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
