import { lazy } from 'react';

/**
 * The confirmation dialog (ConfirmDialog), loaded when first asked for: the dialog library is
 * not on the way to a screen's first paint. Members' screens load it ahead with the rest of what
 * their actions need (useLoadForMembers).
 */
export const loadConfirmDialog = () => import('./confirm-dialog');
export const LazyConfirmDialog = lazy(() =>
  loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })),
);
