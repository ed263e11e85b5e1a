import type { Page } from '@playwright/test';
import type { Locale } from './catalog';

// The two demo members the notification suites send notices between, and the bell they read.

const MEMBERS = {
  alice: { email: 'alice@demo.test', uid: 'demo-alice', name: 'alice' },
  bob: { email: 'bob@demo.test', uid: 'demo-bob', name: 'bob' },
};

/** The recipient reads their own language (alice Korean, bob English); the other acts. */
const ROLES: Record<Locale, { recipient: keyof typeof MEMBERS; actor: keyof typeof MEMBERS }> = {
  ko: { recipient: 'alice', actor: 'bob' },
  en: { recipient: 'bob', actor: 'alice' },
};

/** The members of a scenario in `locale`: its recipient, and its actor, who reads `theirs`. */
export function membersFor(locale: Locale) {
  const { recipient, actor } = ROLES[locale];
  const theirs: Locale = locale === 'ko' ? 'en' : 'ko';
  return { recipient: MEMBERS[recipient], actor: MEMBERS[actor], theirs };
}

export const bell = (page: Page) => page.getByTestId('notification-bell');
export const bellCount = async (page: Page) => Number(await bell(page).getAttribute('data-count'));
