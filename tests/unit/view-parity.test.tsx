// @vitest-environment happy-dom
import {
  earlyMemberPostsView,
  memberHeaderPropsOf,
  memberHeaderView,
  memberPageView,
  memberPostsSectionView,
} from '../../src/features/members/member-page-view';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl, IntlProvider, type MessageFormatElement } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import ko from '../../src/i18n/ko.json';
import en from '../../src/i18n/en.json';
import type { Comment } from '../../src/data/model/comment';
import type { Post } from '../../src/data/model/post';
import { PinnedNotices } from '../../src/features/board/pinned-notices';
import { pinnedNoticesView } from '../../src/features/board/pinned-notices-view';
import { latestPostsView } from '../../src/features/home/latest-posts-view';
import { GFM_SYNTAX } from '../../src/features/posts/markdown/gfm-syntax';
import { hastView } from '../../src/features/posts/markdown/hast-view';
import { loadGfm } from '../../src/features/posts/markdown/markdown-syntax';
import { MarkdownView } from '../../src/features/posts/markdown/markdown-view';
import { postTree } from '../../src/features/posts/markdown/post-markdown';
import {
  commentFormView,
  commentsView,
  commentView,
  markdownBodyView,
  postActionsView,
  postArticleView,
  repliesView,
  postHeaderView,
  visitorCommentItems,
} from '../../src/features/posts/post-detail-view';
import { PostList } from '../../src/features/posts/post-list';
import { PostReactions } from '../../src/features/posts/post-reactions';
import { PostComments } from '../../src/features/posts/post-comments';
import { nameMentions } from '../../src/features/posts/early-post';
import { useMentionNames } from '../../src/features/posts/use-mention-names';
import { usePostComments } from '../../src/data/posts/use-post-comments';
import { holdFirstComments } from '../../src/data/posts/first-read-comments';
import { postRowView } from '../../src/ui/post-row-view';
import { avatarDataUrl } from '../../src/lib/avatar-data-url';
import { avatarView, pendingBadgeView, tagLinksView } from '../../src/ui/post-parts-view';
import { domH, domKit } from '../../src/ui/view/dom-kit';
import type { Child, ViewKit } from '../../src/ui/view/h';
import { useViewKit, viewWordsOf } from '../../src/ui/view/react-kit';
import { ARCHIVE_POSTS, POSTS } from '../../scripts/lib/seed-data.mjs';
import { canonicalMarkup } from './support/markup';
import { HOSTILE_MARKDOWN } from '../fixtures/hostile-markdown';

/**
 * Every view the first script draws is the app's own (ui/view/h.ts); these render each from the
 * same data both ways, React's (renderToStaticMarkup, react-intl, React Router) and the first
 * script's (the DOM builder with the words an early slot carries), and compare the markup.
 */

type Locale = 'ko' | 'en';
// Pre-parsed by the build's message plugin, as the app has them.
const CATALOGS = { ko, en } as unknown as Record<Locale, Record<string, MessageFormatElement[]>>;

function ReactView({ render }: { render: (kit: ViewKit<ReactNode>) => ReactNode }) {
  return render(useViewKit());
}

/** React's markup, without the image preloads its server renderer puts ahead (the page's head). */
function reactMarkup(node: ReactNode, locale: Locale = 'ko'): string {
  return renderToStaticMarkup(
    <IntlProvider locale={locale} messages={CATALOGS[locale]}>
      <MemoryRouter>{node}</MemoryRouter>
    </IntlProvider>,
  ).replace(/<link rel="preload" as="image"[^>]*>/g, '');
}

function domMarkup(render: (kit: ViewKit<Node>) => Child<Node>, locale: Locale = 'ko'): string {
  const words = viewWordsOf(createIntl({ locale, messages: CATALOGS[locale] }));
  // Through JSON, as the slot's attribute carries them.
  const kit = domKit(JSON.parse(JSON.stringify(words)) as typeof words, locale);
  return (domH('div', null, render(kit)) as HTMLElement).innerHTML;
}

/**
 * The one difference by design: React's relative time also names the exact time on hover, said by
 * an `Intl` formatter the first script cannot afford (the browser's locale data, a long task).
 */
const withoutTimeTitles = (html: string) => html.replace(/(<time [^>]*?) title="[^"]*"/g, '$1');

/** Both ways, canonical: [React's, the first script's]. */
function bothWays(
  render: <N>(kit: ViewKit<N>) => Child<N>,
  locale: Locale = 'ko',
): [react: string, dom: string] {
  return [
    canonicalMarkup(withoutTimeTitles(reactMarkup(<ReactView render={render} />, locale))),
    canonicalMarkup(domMarkup(render, locale)),
  ];
}

/** A visitor's comments on post `a`, as PostDetailPage gives them to PostComments. */
function VisitorComments() {
  const page = usePostComments('a');
  const { all } = useMentionNames(undefined, page.comments);
  return <PostComments postId="a" member={null} page={page} names={all} />;
}

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

function post(
  fields: Partial<Post & { pending: boolean }> & { id: string },
): Post & { pending?: boolean } {
  return {
    title: '픽셀 아트 입문',
    category: 'community',
    tags: ['pixel', '도트'],
    content: '본문',
    uid: 'demo-alice',
    author: { displayName: 'alice', photoURL: '' },
    hits: 12,
    likeCount: 3,
    commentCount: 2,
    bookmarkCount: 1,
    createdAt: ago(3 * DAY),
    updatedAt: ago(2 * 60 * 60 * 1000),
    version: 1,
    pinnedAt: null,
    ...fields,
  };
}

const POSTS_SHOWN = [
  post({ id: 'a' }),
  post({ id: 'b', title: 'An English title', version: 2, tags: [], category: 'qna' }),
  post({
    id: 'c',
    category: 'notice',
    pinnedAt: ago(DAY),
    author: { displayName: '관리자', photoURL: 'https://example.com/a.png' },
    createdAt: ago(400 * DAY),
  }),
  post({ id: 'd', pending: true, writtenAt: ago(30 * 1000), createdAt: ago(10 * 1000) }),
];

const COMMENTS: Comment[] = [
  {
    id: 'c1',
    postId: 'a',
    text: '좋은 글이에요\n두 줄',
    uid: 'demo-bob',
    author: { displayName: 'bob', photoURL: '' },
    createdAt: ago(DAY),
  },
  {
    id: 'c2',
    postId: 'a',
    text: '<script>alert(1)</script>',
    uid: 'demo-alice',
    author: { displayName: 'alice', photoURL: '' },
    createdAt: ago(5 * 60 * 1000),
    edited: true,
  },
];

/** A reply to `parentId` by bob, `minutes` ago. */
const replyTo = (parentId: string, id: string, minutes: number): Comment => ({
  id,
  postId: 'a',
  parentId,
  text: `답글 ${id}`,
  uid: 'demo-bob',
  author: { displayName: 'bob', photoURL: '' },
  createdAt: ago(minutes * 60 * 1000),
});

/**
 * Comments with replies, one stream oldest first as the server gives them: c1 with five replies
 * (three shown, "show 2 more replies"), c2 with one, and the replies of a deleted comment.
 */
const THREADED: Comment[] = [
  { ...COMMENTS[0]!, replyCount: 5 },
  replyTo('c1', 'r1', 50),
  replyTo('gone', 'o1', 45),
  replyTo('c1', 'r2', 40),
  { ...COMMENTS[1]!, createdAt: ago(35 * 60 * 1000), replyCount: 1 },
  replyTo('c1', 'r3', 30),
  replyTo('c2', 'r4', 20),
  replyTo('c1', 'r5', 10),
  replyTo('c1', 'r6', 5),
];

describe.each(['ko', 'en'] as const)('views in %s, React and the first script alike', (locale) => {
  it.each(POSTS_SHOWN.map((shown) => [shown.id, shown] as const))(
    'a board row (post %s), by date written and by date updated',
    (_, shown) => {
      for (const dateField of ['createdAt', 'updatedAt'] as const) {
        const [react, dom] = bothWays(
          (kit) => postRowView(kit, { post: shown, dateField }),
          locale,
        );
        expect(dom).toBe(react);
      }
    },
  );

  it("PostList's rows are the board's early rows", () => {
    const react = reactMarkup(<PostList posts={POSTS_SHOWN} label="list" />, locale);
    const template = document.createElement('template');
    template.innerHTML = withoutTimeTitles(react);
    const rows = [...template.content.querySelectorAll('li > article')].map((row) => row.outerHTML);
    expect(rows).toHaveLength(POSTS_SHOWN.length);
    const dom = POSTS_SHOWN.map((shown) =>
      canonicalMarkup(
        domMarkup((kit) => postRowView(kit, { post: shown, dateField: 'createdAt' }), locale),
      ),
    );
    expect(dom).toEqual(rows.map(canonicalMarkup));
  });

  it('the pinned notices (PinnedNotices) and none', () => {
    const pinned = POSTS_SHOWN.filter((shown) => shown.category === 'notice');
    const react = canonicalMarkup(
      withoutTimeTitles(reactMarkup(<PinnedNotices pinned={pinned} />, locale)),
    );
    expect(canonicalMarkup(domMarkup((kit) => pinnedNoticesView(kit, pinned), locale))).toBe(react);
    expect(domMarkup((kit) => pinnedNoticesView(kit, []), locale)).toBe('');
  });

  it("a member's page: column, header (a profile's, with its long join date; an author's) and posts' section", () => {
    const joinedAt = new Date(2026, 8, 29, 12);
    const profile = { uid: 'demo-alice', displayName: 'alice', photoURL: '', joinedAt };
    for (const shown of [
      { kind: 'profile', profile } as const,
      { kind: 'author', uid: 'demo-bob', author: { displayName: 'bob', photoURL: '' } } as const,
    ]) {
      const [react, dom] = bothWays(
        (kit) =>
          memberPageView(
            kit,
            'demo-alice',
            memberHeaderView(kit, memberHeaderPropsOf(shown)),
            memberPostsSectionView(kit, { headed: true }, earlyMemberPostsView(kit, POSTS_SHOWN)),
          ),
        locale,
      );
      expect(dom).toBe(react);
    }
    const said = domMarkup(
      (kit) => memberHeaderView(kit, memberHeaderPropsOf({ kind: 'profile', profile })),
      locale,
    );
    expect(said).toContain(locale === 'ko' ? '2026년 9월 29일</time> 가입' : 'Joined <time');
    expect(said).toContain(locale === 'ko' ? '<h1' : 'September 29, 2026</time>');
    expect(
      domMarkup(
        (kit) =>
          memberHeaderView(
            kit,
            memberHeaderPropsOf({
              kind: 'author',
              uid: 'x',
              author: { displayName: 'x', photoURL: '' },
            }),
          ),
        locale,
      ),
    ).not.toContain('member-joined');
  });

  it("the home's latest posts", () => {
    const [react, dom] = bothWays((kit) => latestPostsView(kit, POSTS_SHOWN), locale);
    expect(dom).toBe(react);
  });

  it("a post's header, actions and comments, as a visitor sees them", () => {
    const [react, dom] = bothWays(
      (kit) =>
        postArticleView(
          kit,
          POSTS_SHOWN[2]!,
          postHeaderView(kit, { post: POSTS_SHOWN[2]!, lang: undefined }),
          postActionsView(kit, { post: POSTS_SHOWN[2]!, liked: false, bookmarked: true }),
          commentsView(kit, {
            count: COMMENTS.length,
            items: COMMENTS.map((comment) => commentView(kit, { comment })),
            more: true,
            form: commentFormView(kit, { value: '' }),
          }),
        ),
      locale,
    );
    expect(dom).toBe(react);
  });

  it("a post's reactions and share button (PostReactions), as a visitor sees them", () => {
    const shown = { ...POSTS_SHOWN[0]!, kind: 'post' as const, pending: false };
    const react = reactMarkup(<PostReactions post={shown} member={null} />, locale);
    const dom = domMarkup(
      (kit) => postActionsView(kit, { post: shown, liked: false, bookmarked: false }),
      locale,
    );
    expect(canonicalMarkup(dom)).toBe(canonicalMarkup(react));
  });

  it("a visitor's comments and comment box (PostComments), from what the first script read", () => {
    holdFirstComments('a', {
      changed: COMMENTS,
      removedIds: [],
      allIds: null,
      allUntil: new Date(),
    });
    const react = reactMarkup(<VisitorComments />, locale);
    const dom = domMarkup(
      (kit) =>
        commentsView(kit, {
          count: COMMENTS.length,
          items: visitorCommentItems(kit, COMMENTS),
          more: true,
          form: commentFormView(kit, { value: '' }),
        }),
      locale,
    );
    expect(canonicalMarkup(dom)).toBe(canonicalMarkup(withoutTimeTitles(react)));
  });

  it('comments with replies: collapsed past three, a deleted comment kept for its replies', () => {
    holdFirstComments('a', { changed: THREADED, removedIds: [], allIds: null });
    const react = withoutTimeTitles(reactMarkup(<VisitorComments />, locale));
    const dom = domMarkup(
      (kit) =>
        commentsView(kit, {
          count: THREADED.length,
          items: visitorCommentItems(kit, THREADED),
          more: false,
          form: commentFormView(kit, { value: '' }),
        }),
      locale,
    );
    expect(canonicalMarkup(dom)).toBe(canonicalMarkup(react));

    // What both show: the threads in order, three of c1's five replies, then the rest counted.
    const template = document.createElement('template');
    template.innerHTML = dom;
    const page = template.content;
    const threads = [...page.querySelectorAll('[data-testid="comment-list"] > li')];
    expect(threads.map((li) => li.getAttribute('data-comment-id'))).toEqual(['c1', null, 'c2']);
    expect(threads[1]!.getAttribute('data-testid')).toBe('deleted-comment');
    const repliesOf = (li: Element) =>
      [...li.querySelectorAll('[data-testid="reply"]')].map((r) =>
        r.getAttribute('data-comment-id'),
      );
    expect(threads.map(repliesOf)).toEqual([['r1', 'r2', 'r3'], ['o1'], ['r4']]);
    expect(threads[0]!.querySelector('[data-testid="more-replies"]')?.textContent).toBe(
      locale === 'ko' ? '답글 2개 더 보기' : 'Show 2 more replies',
    );
    expect(page.querySelectorAll('[data-testid="more-replies"]')).toHaveLength(1);
    // Only top-level comments can be answered.
    expect(page.querySelectorAll('[data-testid="reply-button"]')).toHaveLength(2);
  });

  it("mentions show as links to the members' pages, by the names the thread knows", () => {
    const mentioning: Comment[] = [
      ...COMMENTS,
      {
        id: 'c3',
        postId: 'a',
        text: 'cc @[demo-bob] and @[demo-ghost]: see <b>',
        mentions: ['demo-bob', 'demo-ghost'],
        uid: 'demo-alice',
        author: { displayName: 'alice', photoURL: '' },
        createdAt: ago(60_000),
      },
    ];
    holdFirstComments('a', { changed: mentioning, removedIds: [], allIds: null });
    const react = withoutTimeTitles(reactMarkup(<VisitorComments />, locale));
    const dom = domMarkup(
      (kit) =>
        commentsView(kit, {
          count: mentioning.length,
          items: visitorCommentItems(kit, mentioning),
          more: false,
          form: commentFormView(kit, { value: '' }),
        }),
      locale,
    );
    expect(canonicalMarkup(dom)).toBe(canonicalMarkup(react));
    const template = document.createElement('template');
    template.innerHTML = dom;
    const text = template.content.querySelector(
      '[data-comment-id="c3"] [data-testid="comment-text"]',
    )!;
    expect(
      [...text.querySelectorAll('[data-testid="mention"]')].map((a) => [
        a.getAttribute('href'),
        a.textContent,
      ]),
    ).toEqual([
      ['/members/demo-bob', '@bob'],
      ['/members/demo-ghost', locale === 'ko' ? '@회원' : '@member'],
    ]);
    // The rest stays text, never markup.
    expect(text.textContent).toContain(': see <b>');
    expect(text.querySelector('b')).toBeNull();
  });

  it('"show N more replies" says one reply and many, as react-intl does', () => {
    for (const hidden of [1, 2, 12]) {
      const [react, dom] = bothWays(
        (kit) => repliesView(kit, { parentName: 'bob', items: [], hidden, onShowMore: undefined }),
        locale,
      );
      expect(dom).toBe(react);
    }
  });

  it("an author's name and avatar link to their member page (a row's avatar, named)", () => {
    const render = <N,>(kit: ViewKit<N>) =>
      commentView(kit, { comment: { ...COMMENTS[0]!, uid: 'demo bob' } });
    const [react, dom] = bothWays(render, locale);
    expect(dom).toBe(react);
    const template = document.createElement('template');
    template.innerHTML = domMarkup(render, locale);
    const links = [...template.content.querySelectorAll('a[href="/members/demo%20bob"]')];
    expect(links.map((link) => [link.textContent, link.getAttribute('tabindex')])).toEqual([
      ['', '-1'],
      ['bob', null],
    ]);
    expect(links[0]!.getAttribute('aria-hidden')).toBe('true');
    // A row's avatar is its one link there, named by the author.
    const row = <N,>(kit: ViewKit<N>) =>
      postRowView(kit, { post: { ...POSTS_SHOWN[0]!, uid: 'demo bob' }, dateField: 'createdAt' });
    const [reactRow, domRow] = bothWays(row, locale);
    expect(domRow).toBe(reactRow);
    template.innerHTML = domMarkup(row, locale);
    const rowLinks = [...template.content.querySelectorAll('a[href="/members/demo%20bob"]')];
    expect(rowLinks.map((link) => link.getAttribute('aria-label'))).toEqual(['alice']);
    expect(rowLinks[0]!.hasAttribute('tabindex')).toBe(false);
    // No uid (nothing to link to): the name alone.
    const [, anonymous] = bothWays(
      (kit) => commentView(kit, { comment: { ...COMMENTS[0]!, uid: '' } }),
      locale,
    );
    expect(anonymous).not.toContain('/members/');
  });

  it('the small parts: avatars, tags, badges', () => {
    for (const render of [
      <N,>(kit: ViewKit<N>) => avatarView(kit, 'demo-bob', undefined, 56),
      <N,>(kit: ViewKit<N>) =>
        tagLinksView(kit, ['a b', '한글'], { size: 'text-sm', className: 'mt-1' }),
      <N,>(kit: ViewKit<N>) => pendingBadgeView(kit, 'todo'),
      <N,>(kit: ViewKit<N>) => commentFormView(kit, { value: 'typed', invalid: true }),
    ]) {
      const [react, dom] = bothWays(render, locale);
      expect(dom).toBe(react);
    }
  });
});

describe('the generated avatar', () => {
  it("is drawn inline in SVG's namespace, viewBox kept, as its data URL draws it", () => {
    const words = viewWordsOf(createIntl({ locale: 'en', messages: CATALOGS.en }));
    const svg = avatarView(domKit(words, 'en'), 'demo-bob', undefined, 32) as Element;
    expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg.getAttribute('viewBox')).toBe('0 0 7 7');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    const drawn = new DOMParser().parseFromString(
      decodeURIComponent(avatarDataUrl('demo-bob').replace('data:image/svg+xml,', '')),
      'image/svg+xml',
    );
    for (const name of ['fill', 'd'])
      expect(svg.querySelector('path')?.getAttribute(name)).toBe(
        drawn.querySelector('path')?.getAttribute(name),
      );
    // Its background, the picture's first square.
    const background = drawn.querySelector('rect')!.getAttribute('fill')!;
    expect(svg.getAttribute('style')).toContain(`background: ${background}`);
  });

  it("a member's own photo stays a picture; an identicon's data URL is drawn inline", () => {
    const photo = 'https://firebasestorage.googleapis.com/v0/b/x/o/users%2Fb%2Fimages%2Favatar.jpg';
    const drawn = (url: string) =>
      reactMarkup(<ReactView render={(kit) => avatarView(kit, 'demo-bob', url)} />);
    expect(drawn(photo)).toContain(`<img src="${photo}"`);
    expect(drawn(avatarDataUrl('demo-bob'))).toMatch(/^<svg [^>]*viewBox="0 0 7 7"/);
  });
});

describe('the comparison', () => {
  it('fails when one path has a class the other has not', () => {
    const [react] = bothWays((kit) =>
      postRowView(kit, { post: POSTS_SHOWN[0]!, dateField: 'createdAt' }),
    );
    const changed = canonicalMarkup(
      domMarkup((kit) =>
        postRowView(
          {
            ...kit,
            h: (type, props, ...children) =>
              kit.h(
                type,
                type === 'article'
                  ? { ...props, className: `${String(props?.className)} gap-4` }
                  : props,
                ...children,
              ),
          },
          { post: POSTS_SHOWN[0]!, dateField: 'createdAt' },
        ),
      ),
    );
    expect(changed).not.toBe(react);
    expect(changed.replace(' gap-4', '')).toBe(react);
  });
});

// CommonMark a member writes, and what a hostile one might.
const CASES: Record<string, string> = {
  headings: '# One\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six',
  'setext heading': 'Title\n=====\n\nSub\n---',
  emphasis: '**bold**, *italic*, ***both***, `code` and a\\*escaped\\* star.',
  'hard and soft breaks': 'one  \ntwo\\\nthree\nfour',
  links: '[inside](/board) [outside](https://example.com "a title") [mail](mailto:a@b.c)',
  'reference link': '[ref] and [other][ref]\n\n[ref]: https://example.com/한글?q=1&r=2 "T"',
  'unsafe links': '[js](javascript:alert(1)) [data](data:text/html,x) [vb](vbscript:x)',
  autolink: 'At <https://example.com/a?b=c&d=e>.',
  images: '![a cat](/cat.png) ![](https://example.com/c.png "t") ![bad](javascript:x)',
  'image in a link': '[![logo](/logo.png)](/board)',
  'raw html': '<script>alert(1)</script>\n\nText <img src=x onerror=alert(1)> <b>bold</b>',
  'html block': '<div onclick="x">\n\n*md*\n\n</div>',
  comment: '<!-- hidden -->\n\nafter',
  code: '~~~js\nconsole.log("<b>");\n~~~\n\n```\nplain & <code>\n```\n\n    indented',
  lists: '- a\n- b\n  - nested\n\n1. one\n2. two\n\n3) three\n\n- loose\n\n- list',
  'task-like list': '- [ ] not a task without the extensions? (it has no sign)',
  blockquote: '> quoted\n> > nested\n\n> - list in quote',
  'thematic breaks': 'a\n\n---\n\n***\n\n___',
  entities: '&copy; &amp; &#35; &#x41; &nbsp;x &unknown; "quotes" \'single\'',
  'unicode and emoji': '환영합니다 👾 — café\t tab',
  'empty link and image': '[]() ![]()',
  'angle brackets': 'a < b > c & d',
  mentions:
    '@[demo-bob], **@[demo-ghost]** and @[demo-bob]@[x-1]\n\n# Hi @[demo-bob]\n\n' +
    '`@[demo-bob]` [see @[demo-bob]](/board) [@[demo-ghost]] @[not a uid] @[]\n\n' +
    '```\n@[demo-bob]\n```\n\n> - @[demo-bob]',
};
const GFM_CASES: Record<string, string> = {
  table: '| a | b | c |\n| :- | :-: | -: |\n| 1 | ~~2~~ | `3` |\n| [x](/board) | | **y** |',
  'table after text': '텍스트\n\n| 툴 | 가격 |\n| --- | --- |\n| Aseprite | 유료 |\n\n끝',
  'table with no body': '| only | head |\n| --- | --- |',
  strikethrough: '~one~ ~~two~~ ~~~three~~~ not~here',
  'task list': '- [ ] todo\n- [x] done\n- plain',
  'loose task list': '- [ ] todo\n\n- [x] done',
  'ordered task list': '3. [x] three\n4. [ ] four',
  'nested task list': '- a\n  - [ ] nested task\n- b',
  'bare links': 'See https://example.com/a?b=c&d=e, www.example.com and admin@demo.test.',
  'bare link in a heading': '## Docs at https://example.com',
  footnotes: 'Note[^1] and another[^note].\n\n[^1]: The note.\n[^note]: With **bold**.',
  'tag filter': '<xmp>x</xmp> ~~struck~~ <iframe src="/"></iframe>',
  'pipes in code': '`a | b` and | not a table',
  'unsafe bare-looking links': '[x](javascript:alert(1)) https://example.com/<script>',
};

const WORDS = {
  codeBlock: '코드 블록',
  imageCannotLoad: '이미지를 불러올 수 없어요.',
  mentionUnknown: '회원',
};

/**
 * A post's body both ways: MarkdownView, and the first script's render of the same tree; its
 * mentions named by `names`.
 */
function bodyBothWays(
  markdown: string,
  lang?: string,
  names: ReadonlyMap<string, string> = new Map(),
): [react: string, dom: string] {
  const react = reactMarkup(
    <MarkdownView markdown={markdown} {...(lang ? { lang } : {})} names={names} />,
  );
  const tree = postTree(markdown, WORDS, GFM_SYNTAX, names);
  const dom = domMarkup((kit) => markdownBodyView(kit, lang, tree && hastView(domH, tree)));
  return [react, dom];
}

/** What a browser would run or follow in `html`: scripts, frames, handlers, script URLs. */
function activeParts(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  for (const element of template.content.querySelectorAll('*')) {
    if (
      /^(script|iframe|frame|object|embed|svg|math|style|link|meta|base|form)$/i.test(
        element.tagName,
      )
    )
      found.push(element.tagName);
    for (const { name, value } of element.attributes)
      if (
        /^on/i.test(name) ||
        (/^(href|src|action|formaction)$/i.test(name) &&
          /^\s*(javascript|data|vbscript):/i.test(value))
      )
        found.push(`${name}=${value}`);
  }
  return found;
}

describe("a post's text, React's (react-markdown) and the first script's alike", () => {
  beforeAll(() => loadGfm());

  it.each(Object.entries({ ...CASES, ...GFM_CASES }))('%s', (_, markdown) => {
    const [react, dom] = bodyBothWays(markdown).map(canonicalMarkup);
    expect(dom).toBe(react);
  });

  it('every demo post', () => {
    const demo = [...POSTS, ...ARCHIVE_POSTS];
    expect(demo.length).toBeGreaterThan(20);
    for (const { title, content } of demo) {
      const [react, dom] = bodyBothWays(content, 'en').map(canonicalMarkup);
      expect(dom, title).toBe(react);
    }
  });

  it.each(HOSTILE_MARKDOWN)('keeps %s inert on both', (payload) => {
    const [react, dom] = bodyBothWays(payload);
    expect(activeParts(react)).toEqual([]);
    expect(activeParts(dom)).toEqual([]);
    expect(canonicalMarkup(dom)).toBe(canonicalMarkup(react));
  });

  it("mentions: links to the members' pages named as the page knows them, names never markup", () => {
    const markdown = CASES.mentions!;
    const names = new Map([
      ['demo-bob', '**bob** <b>'],
      ['x-1', 'x'],
    ]);
    const [react, dom] = bodyBothWays(markdown, undefined, names);
    expect(canonicalMarkup(dom)).toBe(canonicalMarkup(react));
    const template = document.createElement('template');
    template.innerHTML = dom;
    const links = [...template.content.querySelectorAll('a[data-mention]')];
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/members/demo-bob', '@**bob** <b>'],
      ['/members/demo-ghost', '@회원'],
      ['/members/demo-bob', '@**bob** <b>'],
      ['/members/x-1', '@x'],
      // In a heading; in brackets that make no link; in a list in a quote.
      ['/members/demo-bob', '@**bob** <b>'],
      ['/members/demo-ghost', '@회원'],
      ['/members/demo-bob', '@**bob** <b>'],
    ]);
    expect(links.every((a) => a.getAttribute('data-testid') === 'mention')).toBe(true);
    expect(template.content.querySelector('a[data-mention] b, strong b')).toBeNull();
    // In code: the token as written; inside a link: the name alone, not a link in a link.
    expect(template.content.querySelector('code')!.textContent).toBe('@[demo-bob]');
    expect(template.content.querySelector('pre code')!.textContent).toBe('@[demo-bob]\n');
    const board = template.content.querySelector('a[href="/board"]')!;
    expect(board.textContent).toBe('see @**bob** <b>');
    expect(board.querySelector('a')).toBeNull();
    // Not a token: text as written.
    expect(template.content.textContent).toContain('@[not a uid] @[]');
    // A post that mentions, and nothing else of GitHub's, needs none of their code.
    expect(postTree('hi @[demo-bob]!', WORDS)).not.toBeNull();
  });

  it('the first script names its mentions as the page learns the names, as a render with them would', () => {
    const markdown = CASES.mentions!;
    const names = new Map([['demo-ghost', 'ghost']]);
    const [named] = bodyBothWays(markdown, undefined, names);
    const [, unnamed] = bodyBothWays(markdown);
    const root = document.createElement('div');
    root.innerHTML = unnamed;
    nameMentions(root, names);
    expect(canonicalMarkup(root.innerHTML)).toBe(canonicalMarkup(named));
    expect(canonicalMarkup(root.innerHTML)).not.toBe(canonicalMarkup(unnamed));
  });

  it("leaves a post that may use GitHub's extensions to React when they are not loaded", () => {
    expect(postTree('| a | b |\n| - | - |\n| 1 | 2 |', WORDS)).toBeNull();
    expect(postTree('plain *text*', WORDS)).not.toBeNull();
  });
});
