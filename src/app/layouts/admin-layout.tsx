import { FormattedMessage } from 'react-intl';
import type { LayoutProps } from '../app-shell';
import { Header } from '../header/header';
import { MainContent } from './main-content';

/** Any path containing "admin" (spec section 2). */
export function AdminLayout({ maxWidth, children }: LayoutProps) {
  return (
    <div className="min-h-dvh">
      <Header />
      <div className="border-b-2 border-line bg-ink px-6 py-2 font-pixel text-sm text-surface">
        <FormattedMessage id="admin.title" />
      </div>
      <MainContent maxWidth={maxWidth}>{children}</MainContent>
    </div>
  );
}
