import { FormattedMessage } from 'react-intl';
import type { LayoutProps } from '../app-shell';
import { useSession } from '../../features/auth/session';
import { SafeHeader } from '../header/safe-header';
import { MainContent } from './main-content';

/**
 * Any path containing "admin". The admin bar shows to admins only: anyone else
 * sees the not-found screen there, and nothing that says what the path is for.
 */
export function AdminLayout({ maxWidth, children }: LayoutProps) {
  const admin = useSession()?.role === 'admin';
  return (
    <div className="min-h-dvh">
      <SafeHeader />
      {admin && (
        <div className="border-b-2 border-line bg-ink px-6 py-2 font-pixel text-sm text-surface">
          <FormattedMessage id="admin.title" />
        </div>
      )}
      <MainContent maxWidth={maxWidth}>{children}</MainContent>
    </div>
  );
}
