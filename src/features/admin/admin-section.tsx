import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, Outlet } from 'react-router-dom';
import { useSession } from '../auth';
import { NotFoundPage } from '../not-found';
import { ADMIN_SECTIONS } from './admin-sections';

const tab =
  'px-3 py-2 font-pixel border-2 border-transparent aria-[current=page]:border-line aria-[current=page]:bg-surface-alt';

/**
 * /admin and its sections. Only a member whose role is admin sees them; anyone else (signed in
 * or not) gets the not-found screen, so the pages do not even say they exist. The server checks
 * the role again on every read and write (firestore.rules).
 */
export function AdminSection() {
  const intl = useIntl();
  const member = useSession();
  if (member?.role !== 'admin') return <NotFoundPage />;
  return (
    <div className="flex flex-col gap-6">
      <nav
        aria-label={intl.formatMessage({ id: 'admin.nav' })}
        className="flex flex-wrap gap-2 border-b-2 border-line pb-2"
      >
        <NavLink to="/admin" end className={tab}>
          <FormattedMessage id="admin.home.title" />
        </NavLink>
        {ADMIN_SECTIONS.map(({ path, titleKey }) => (
          <NavLink key={path} to={`/admin/${path}`} className={tab}>
            <FormattedMessage id={titleKey} />
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
