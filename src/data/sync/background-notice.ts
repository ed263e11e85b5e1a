// What the service worker says when writes it sent while the app was closed need the member
// (a conflict, or a permanent failure). The worker has no react-intl: it carries these two keys
// of each catalog, picked at build time (vite.config.ts), and fills in `{count}` itself. The
// catalogs' tests keep these messages to that one placeholder.

/** The catalog keys the worker carries. */
export const NOTICE_KEYS = ['sync.background.title', 'sync.background.body'] as const;
export type NoticeKey = (typeof NOTICE_KEYS)[number];
export type NoticeLocale = 'ko' | 'en';
export type NoticeMessages = Record<NoticeLocale, Record<NoticeKey, string>>;

/** The Dexie meta row where the page leaves the member's language for the worker. */
export const NOTICE_LOCALE_KEY = 'notice-locale';

/** The notification's tag: a newer notice replaces the older one. */
export const NOTICE_TAG = 'sync-needs-member';

/** Where tapping the notification leads: the sync page, which lists what needs the member. */
export const NOTICE_URL = '/sync';

/** The catalogs' entries for NOTICE_KEYS (a build-time helper). */
export function pickNoticeMessages(
  catalogs: Record<NoticeLocale, Record<string, string>>,
): NoticeMessages {
  const pick = (catalog: Record<string, string>) =>
    Object.fromEntries(NOTICE_KEYS.map((key) => [key, catalog[key] ?? ''])) as Record<
      NoticeKey,
      string
    >;
  return { ko: pick(catalogs.ko), en: pick(catalogs.en) };
}

export function noticeLocale(stored: unknown): NoticeLocale {
  return stored === 'en' ? 'en' : 'ko';
}

/** The notification's words, or null when nothing new needs the member (no notice for successes). */
export function backgroundNotice(
  messages: NoticeMessages,
  locale: NoticeLocale,
  needMember: number,
): { title: string; body: string } | null {
  if (needMember <= 0) return null;
  const words = messages[locale];
  return {
    title: words['sync.background.title'],
    body: words['sync.background.body'].replaceAll('{count}', String(needMember)),
  };
}
