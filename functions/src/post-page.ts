// The `postPage` function: Hosting sends `/posts/*` here (firebase.json's rewrites, made from the
// route table). It answers with the post shell Hosting serves (fetched from the app's origin and
// kept a few minutes), the post's link-preview tags and its first reads' answers
// (post-preview.ts), cached at Hosting's CDN. A hidden or deleted post gets the shell as it is,
// with 404: no tags, and the app says what it says of such a post.
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { POST_SHELL } from '../../src/app/page-shells';
import {
  mentionedUids,
  postPageHtml,
  postPreviewOf,
  postReads,
  requestKey,
  shellReads,
} from './post-preview';

/** How long the fetched shell is kept before it is fetched again (a new deploy shows by then). */
const SHELL_KEPT_MS = 5 * 60_000;
/**
 * How Hosting's CDN keeps a post's page, or a missing post's answer: five minutes (firebase.json
 * says the same for `/posts/*`, as Hosting puts its own headers over a function's).
 */
export const CACHE_CONTROL = 'public, max-age=0, s-maxage=300';
/** How long the page waits for the shell's reads before it goes without their answers. */
const READS_TIMEOUT_MS = 3000;
/** The shell's headers the page keeps: its security policy (firebase.json's, or the build's). */
const KEPT_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
];

interface Shell {
  html: string;
  headers: Record<string, string>;
  at: number;
}

let kept: Promise<Shell> | undefined;
let keptAt = 0;

/** The app's origin: APP_ORIGIN (the emulators', a custom domain), else the project's site. */
export function appOrigin(env = process.env): string {
  if (env.APP_ORIGIN) return env.APP_ORIGIN.replace(/\/$/, '');
  return `https://${env.GCLOUD_PROJECT}.web.app`;
}

async function fetchShell(origin: string): Promise<Shell> {
  const response = await fetch(`${origin}/${POST_SHELL}`);
  if (!response.ok) throw new Error(`${origin}/${POST_SHELL} answered ${response.status}`);
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers[name] = value;
  }
  return { html: await response.text(), headers, at: Date.now() };
}

function postShell(origin: string): Promise<Shell> {
  if (!kept || Date.now() - keptAt > SHELL_KEPT_MS) {
    keptAt = Date.now();
    kept = fetchShell(origin);
    kept.catch(() => {
      kept = undefined;
    });
  }
  return kept;
}

/** The post's id in a post's path, or null for any other path or an id Firestore cannot hold. */
export function postIdOf(path: string): string | null {
  const segment = /^\/posts\/([^/]+)\/?$/.exec(path)?.[1];
  if (!segment) return null;
  try {
    const id = decodeURIComponent(segment);
    return id && !id.includes('/') && id !== '.' && id !== '..' && id.length <= 1500 ? id : null;
  } catch {
    return null;
  }
}

/** The shell's reads for the post, sent as its inline script sends them: bodies by key. */
async function readAnswers(shell: string, postId: string): Promise<Record<string, string>> {
  const reads = shellReads(shell);
  if (!reads) return {};
  const bodies = await Promise.all(
    postReads(reads, postId).map(async (read) => {
      try {
        const response = await fetch(read.url, {
          ...(read.body === undefined
            ? {}
            : { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: read.body }),
          signal: AbortSignal.timeout(READS_TIMEOUT_MS),
        });
        return response.ok ? ([requestKey(read), await response.text()] as const) : null;
      } catch {
        // The page's script sends it itself.
        return null;
      }
    }),
  );
  // In the shell's order, so the page is the same whichever read answered first.
  const answers = Object.fromEntries(bodies.filter((body) => body !== null));
  return answers;
}

async function mentionNames(content: string): Promise<Map<string, string>> {
  const uids = mentionedUids(content);
  if (uids.length === 0) return new Map();
  const db = getFirestore();
  const profiles = await db.getAll(...uids.map((uid) => db.doc(`profiles/${uid}`)));
  const names = new Map<string, string>();
  for (const profile of profiles) {
    const name = profile.get('displayName');
    if (typeof name === 'string') names.set(profile.id, name);
  }
  return names;
}

export async function answerPostPage(request: Request, response: Response): Promise<void> {
  const postId = postIdOf(request.path);
  if (!postId) {
    response.status(404).send('Not found');
    return;
  }
  const origin = appOrigin();
  const [shell, snapshot] = await Promise.all([
    postShell(origin),
    getFirestore().doc(`posts/${postId}`).get(),
  ]);
  const post = snapshot.data();
  response.set({ ...shell.headers, 'Content-Type': 'text/html; charset=utf-8' });
  if (!post || post.hidden || typeof post.title !== 'string' || typeof post.content !== 'string') {
    response.set('Cache-Control', CACHE_CONTROL);
    response.status(404).send(shell.html);
    return;
  }
  const url = `${origin}/posts/${encodeURIComponent(postId)}`;
  const [answers, names] = await Promise.all([
    readAnswers(shell.html, postId),
    mentionNames(post.content),
  ]);
  const preview = postPreviewOf({ title: post.title, content: post.content }, url, names);
  response.set('Cache-Control', CACHE_CONTROL);
  response.status(200).send(postPageHtml(shell.html, preview, answers));
}
