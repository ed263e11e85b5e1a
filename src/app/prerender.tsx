import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Providers } from './providers';
import { AppShell } from './app-shell';
import { PORTFOLIO_IDS } from '../features/portfolio/portfolio-types';
import { createIntl } from 'react-intl';
import { DEFAULT_LOCALE, loadCatalog, LOCALES, messagesOf } from '../i18n/catalogs';
import { VIEW_WORDS } from '../ui/view/early-slots';
import { viewWordsOf } from '../ui/view/react-kit';
import { FIRST_BOARD_PAGE } from '../data/model/board';
import { POST_SLOT, type PageReads } from '../data/remote/page-reads';
import { commentsOf, FIRST_COMMENTS_QUERY } from '../data/remote/rest-comments';
import {
  boardPageQuery,
  PINNED_QUERY,
  postRequest,
  runQueryRequest,
} from '../data/remote/rest-reads';
import { BOARD_ROUTES, readBoardQuery } from '../features/board/board-query';

/**
 * The routes built to HTML: every screen that is not member-only, in Korean, as a visitor sees
 * them before any data arrives (lists show their fixed-size placeholders). Any other path is
 * answered with the empty shell and rendered in the browser.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  '/',
  '/board',
  '/index copy',
  '/carrer/lisner',
  ...PORTFOLIO_IDS.map((id) => `/portfolio/${id}`),
  '/hobby',
  '/vueuse',
  '/chatbot',
  '/search',
  '/pokeCardPage',
  '/todos',
  '/ErrorNotFound',
];

/**
 * The prerendered pages that show a visitor everything from their HTML and the first script (the
 * home's latest posts: features/home/early-latest.ts; the board's first page and pinned notices:
 * features/board/early-rows.ts): the home, the board, the career and portfolio pages, the
 * hobby corner, the to-dos (a visitor's: the sign-in prompt), the search and the chatbot, each
 * with its screen's module. Their code loads on the first reason to, not after their paint
 * (src/app/app-code.ts, loadOnReason), and the screen's chunks with it: a control reached for, or on the board its last row coming near (the next page is the code's to read). A
 * reader who only reads them needs none of React. A post's shell, which is no route's page, does
 * the same for a visitor's first visit (vite.config.ts; features/posts/early-post.ts).
 */
export const CODE_ON_REASON: ReadonlyMap<string, string> = new Map([
  ['/', 'src/features/home/home-page.tsx'],
  ['/board', 'src/features/board/board-page.tsx'],
  // The board again, under the Vue app's old name: its first rows come the same way.
  ['/index copy', 'src/features/board/index-copy-page.tsx'],
  ['/carrer/lisner', 'src/features/career/career-page.tsx'],
  ...PORTFOLIO_IDS.map(
    (id) => [`/portfolio/${id}`, 'src/features/portfolio/portfolio-page.tsx'] as const,
  ),
  ['/hobby', 'src/features/hobby/hobby-page.tsx'],
  // A visitor's to-dos: the sign-in prompt.
  ['/todos', 'src/features/todos/todos-page.tsx'],
  // The search box and the chatbot's question box, ready to type in: a visitor's device holds
  // nothing to count or to show yet (on one that does, `data-device-view`, their code comes at
  // once), and what is typed before the code has come is kept for it (app/early-input.ts).
  ['/search', 'src/features/search/search-page.tsx'],
  ['/chatbot', 'src/features/chatbot/chatbot-page.tsx'],
]);

/** Rendered as `posts-shell.html`: a post's page before its post has loaded (no post has this id). */
export const POST_SHELL_ROUTE = '/posts/_';

/**
 * The server reads a first visit's page begins from its HTML (data/remote/page-reads.ts): the
 * requests the first script would send (app/route-reads.ts, features/posts/early-post.ts), built
 * by the same code. The board's are its first page in its own order, on `/board` as such; a
 * post's shell's are the post and its first comments, for whichever post its URL names.
 */
export function pageReadsOf(route: string): PageReads | null {
  if (BOARD_ROUTES.includes(route)) {
    return {
      search: '',
      reads: [
        runQueryRequest(
          boardPageQuery(readBoardQuery(new URLSearchParams()), null, FIRST_BOARD_PAGE),
        ),
        runQueryRequest(PINNED_QUERY),
      ],
    };
  }
  if (route === POST_SHELL_ROUTE) {
    return {
      reads: [postRequest(POST_SLOT), runQueryRequest(FIRST_COMMENTS_QUERY, commentsOf(POST_SLOT))],
    };
  }
  return null;
}

/**
 * The views' words in each of the app's languages, as a page with an early view carries them
 * for the first script (ui/view/early-slots.ts): a JSON block, which runs nothing.
 */
export async function viewWordsHtml(): Promise<string> {
  await Promise.all(LOCALES.map(loadCatalog));
  const words = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      viewWordsOf(createIntl({ locale, messages: messagesOf(locale) ?? {} })),
    ]),
  );
  const json = JSON.stringify(words).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${VIEW_WORDS}">${json}</script>`;
}

/** The markup of `path` once every lazy screen in it has loaded (the build runs this in Node). */
export async function prerenderPath(path: string): Promise<string> {
  // The whole catalog, as the browser has it before it hydrates (src/main.tsx).
  await loadCatalog(DEFAULT_LOCALE);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers>
        <StaticRouter location={path}>
          <AppShell />
        </StaticRouter>
      </Providers>
    </StrictMode>,
    // Everything in place, in order: no boundary moved out to be revealed by an inline script
    // (which the Content-Security-Policy would block).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude as unknown as AsyncIterable<Uint8Array | string>) {
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  html += decoder.decode();
  if (html.includes('<script')) throw new Error(`${path}: the prerendered markup has a script`);
  return html;
}
