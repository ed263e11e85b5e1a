import type { MessageKey } from '../../i18n/catalogs';

/** The admin's sections, in the order of the admin navigation and the overview's cards. */
export const ADMIN_SECTIONS: ReadonlyArray<{
  path: string;
  titleKey: MessageKey;
  summaryKey: MessageKey;
}> = [
  { path: 'reports', titleKey: 'admin.reports.title', summaryKey: 'admin.reports.summary' },
  { path: 'members', titleKey: 'admin.members.title', summaryKey: 'admin.members.summary' },
  { path: 'notices', titleKey: 'admin.notices.title', summaryKey: 'admin.notices.summary' },
  { path: 'posts', titleKey: 'admin.posts.title', summaryKey: 'admin.posts.summary' },
  { path: 'comments', titleKey: 'admin.comments.title', summaryKey: 'admin.comments.summary' },
];
