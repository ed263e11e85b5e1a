import { Suspense, type ComponentProps } from 'react';
import type { ConfirmDialog } from './confirm-dialog';
import { lazyComponent } from '../lib/lazy-component';

/**
 * The confirmation dialog (ConfirmDialog), loaded when first asked for: the dialog library is
 * not on the way to a screen's first paint. Members' screens load it ahead with the rest of what
 * their actions need (useLoadForMembers). Until its code is there, nothing shows.
 */
// The loader lives beside the component it feeds (an edit here reloads the page in development).
// eslint-disable-next-line react-refresh/only-export-components
export const loadConfirmDialog = () => import('./confirm-dialog');
const ConfirmDialogCode = lazyComponent(loadConfirmDialog, 'ConfirmDialog');

export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialog>) {
  return (
    <Suspense fallback={null}>
      <ConfirmDialogCode {...props} />
    </Suspense>
  );
}
