import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, Outlet } from 'react-router-dom';

const tab =
  'px-3 py-2 font-pixel border-2 border-transparent aria-[current=page]:border-line aria-[current=page]:bg-surface-alt';

/** /mypage and its children: profile, password and bookmarks. */
export function MyPageLayout() {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label={intl.formatMessage({ id: 'mypage.nav' })} className="flex flex-wrap gap-2">
        <NavLink to="/mypage/profile" className={tab}>
          <FormattedMessage id="mypage.profile" />
        </NavLink>
        <NavLink to="/mypage/password" className={tab}>
          <FormattedMessage id="mypage.password" />
        </NavLink>
        <NavLink to="/mypage/bookmark" className={tab}>
          <FormattedMessage id="mypage.bookmark" />
        </NavLink>
      </nav>
      <Outlet />
    </div>
  );
}
