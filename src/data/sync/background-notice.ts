import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

// What the service worker says: when writes it sent while the app was closed need the member
// (a conflict, or a permanent failure), and the member's new notifications. The worker has no
// react-intl: it carries these messages of each catalog, parsed at build time
// (build/precompiled-messages.ts) like the app's own catalogs, and formats them here. They use
// only text, arguments (`{count}`, `{name}`, `{title}`) and plurals, which is all this formatter
// knows; the unit tests format both catalogs' messages with it.

/** The catalog keys the worker carries. */
export const NOTICE_KEYS = [
  'sync.background.title',
  'sync.background.body',
  'app.name',
  'notifications.comment',
  'notifications.reply',
  'notifications.mention',
  'notifications.postMention',
  'notifications.like',
  'notifications.system.more',
] as const;
export type NoticeKey = (typeof NOTICE_KEYS)[number];
export type NoticeLocale = 'ko' | 'en';
export type NoticeMessages = Record<NoticeLocale, Record<NoticeKey, MessageFormatElement[]>>;

/** The Dexie meta row where the page leaves the member's language for the worker. */
export const NOTICE_LOCALE_KEY = 'notice-locale';

/** The notification's tag: a newer notice replaces the older one. */
export const NOTICE_TAG = 'sync-needs-member';

/** Where tapping the notification leads: the sync page, which lists what needs the member. */
export const NOTICE_URL = '/sync';

/** The catalogs' parsed entries for NOTICE_KEYS (a build-time helper). */
export function pickNoticeMessages(
  catalogs: Record<NoticeLocale, Record<string, MessageFormatElement[]>>,
): NoticeMessages {
  const pick = (catalog: Record<string, MessageFormatElement[]>) =>
    Object.fromEntries(
      NOTICE_KEYS.map((key) => {
        const message = catalog[key];
        if (!message) throw new Error(`the catalogs lack ${key}`);
        return [key, message];
      }),
    ) as Record<NoticeKey, MessageFormatElement[]>;
  return { ko: pick(catalogs.ko), en: pick(catalogs.en) };
}

export function noticeLocale(stored: unknown): NoticeLocale {
  return stored === 'en' ? 'en' : 'ko';
}

/** The parser's element types this formatter knows (its TYPE enum; checked by the unit tests). */
export const ELEMENT = { literal: 0, argument: 1, number: 2, plural: 6, pound: 7 } as const;

/** Formats a parsed message with text, arguments and plurals only. */
export function formatMessage(
  elements: MessageFormatElement[],
  locale: NoticeLocale,
  values: Record<string, number | string>,
): string {
  const plurals = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  const walk = (parts: MessageFormatElement[], pound: number | null): string =>
    parts
      .map((element) => {
        switch (element.type as number) {
          case ELEMENT.literal:
            return (element as { value: string }).value;
          case ELEMENT.argument:
          case ELEMENT.number: {
            const value = values[(element as { value: string }).value] ?? 0;
            return typeof value === 'string' ? value : numbers.format(value);
          }
          case ELEMENT.pound:
            return numbers.format(pound ?? 0);
          case ELEMENT.plural: {
            const plural = element as {
              value: string;
              offset: number;
              options: Record<string, { value: MessageFormatElement[] }>;
            };
            const value = Number(values[plural.value] ?? 0) - plural.offset;
            const option =
              plural.options[`=${value}`] ??
              plural.options[plurals.select(value)] ??
              plural.options.other;
            return option ? walk(option.value, value) : '';
          }
          default:
            throw new Error(`a notice message may not use element type ${element.type}`);
        }
      })
      .join('');
  return walk(elements, null);
}

/** The notification's words, or null when nothing new needs the member (no notice for successes). */
export function backgroundNotice(
  messages: NoticeMessages,
  locale: NoticeLocale,
  needMember: number,
): { title: string; body: string } | null {
  if (needMember <= 0) return null;
  const words = messages[locale];
  const values = { count: needMember };
  return {
    title: formatMessage(words['sync.background.title'], locale, values),
    body: formatMessage(words['sync.background.body'], locale, values),
  };
}

/**
 * What a line of the member's notifications says (one notification, or a post's likes): its
 * words are those of `kind`, a notification's wording (model/notification.ts).
 */
export interface NoticeLine {
  kind: 'comment' | 'reply' | 'mention' | 'postMention' | 'like';
  name: string;
  title: string;
  count: number;
}

/** A system notification's words for one line: the app's name, and what happened. */
export function notificationNotice(
  messages: NoticeMessages,
  locale: NoticeLocale,
  line: NoticeLine,
): { title: string; body: string } {
  const words = messages[locale];
  return {
    title: formatMessage(words['app.name'], locale, {}),
    body: formatMessage(words[`notifications.${line.kind}`], locale, {
      name: line.name,
      title: line.title,
      count: line.count,
    }),
  };
}

/** One system notification for many new ones: "3 new notifications". */
export function notificationsSummary(
  messages: NoticeMessages,
  locale: NoticeLocale,
  count: number,
): { title: string; body: string } {
  const words = messages[locale];
  return {
    title: formatMessage(words['app.name'], locale, {}),
    body: formatMessage(words['notifications.system.more'], locale, { count }),
  };
}
