import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Providers } from './providers';
import { AppShell } from './app-shell';
import { createIntl } from 'react-intl';
import { DEFAULT_LOCALE, loadCatalog, LOCALES, messagesOf } from '../i18n/catalogs';
import { VIEW_WORDS } from '../ui/view/early-slots';
import { viewWordsOf } from '../ui/view/react-kit';
import { FIRST_BOARD_PAGE } from '../data/model/board';
import { POST_SLOT, type PageReads } from '../data/remote/page-reads';
import { commentsOf, FIRST_COMMENTS_QUERY } from '../data/remote/rest-comments';
import { memberPostsQuery, profileRequest } from '../data/remote/rest-members';
import { MEMBER_PAGE } from '../data/model/profile';
import {
  boardPageQuery,
  PINNED_QUERY,
  postRequest,
  runQueryRequest,
} from '../data/remote/rest-reads';
import { readBoardQuery } from '../features/board/board-query';
import { firstViewOf } from './route-table';

/**
 * The server reads a first visit's page begins from its HTML (data/remote/page-reads.ts): the
 * requests the first script would send (app/route-reads.ts, features/posts/early-post.ts), built
 * by the same code. The board's are its first page in its own order, on `/board` as such; a
 * post's shell's are the post and its first comments, for whichever post its URL names; a member
 * page's shell's the member's profile and first page of posts (features/members/early-member.ts).
 */
export function pageReadsOf(route: string): PageReads | null {
  const view = firstViewOf(encodeURI(route));
  if (view === 'board-rows') {
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
  if (view === 'member') {
    return {
      reads: [
        profileRequest(POST_SLOT),
        runQueryRequest(memberPostsQuery(POST_SLOT, null, MEMBER_PAGE)),
      ],
    };
  }
  if (view === 'post') {
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
