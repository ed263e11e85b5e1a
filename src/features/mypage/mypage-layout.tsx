import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, Outlet } from 'react-router-dom';
import { useSession } from '../auth';

const tab =
  'px-3 py-2 font-pixel border-2 border-transparent aria-[current=page]:border-line aria-[current=page]:bg-surface-alt';

/**
 * /mypage and its children: the home (settings), profile, password, bookmarks, my posts and my
 * comments, mutes, verification.
 */
export function MyPageLayout() {
  const intl = useIntl();
  const session = useSession();
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label={intl.formatMessage({ id: 'mypage.nav' })} className="flex flex-wrap gap-2">
        <NavLink to="/mypage" end className={tab}>
          <FormattedMessage id="mypage.home" />
        </NavLink>
        <NavLink to="/mypage/profile" className={tab}>
          <FormattedMessage id="mypage.profile" />
        </NavLink>
        <NavLink to="/mypage/password" className={tab}>
          <FormattedMessage id="mypage.password" />
        </NavLink>
        <NavLink to="/mypage/bookmark" className={tab}>
          <FormattedMessage id="mypage.bookmark" />
        </NavLink>
        <NavLink to="/mypage/posts" className={tab}>
          <FormattedMessage id="mypage.posts" />
        </NavLink>
        <NavLink to="/mypage/comments" className={tab}>
          <FormattedMessage id="mypage.comments" />
        </NavLink>
        <NavLink to="/mypage/mutes" className={tab}>
          <FormattedMessage id="mypage.mutes" />
        </NavLink>
        {!session?.emailVerified && (
          <NavLink to="/mypage/verify" className={`${tab} text-danger`}>
            <FormattedMessage id="mypage.verify.title" />
          </NavLink>
        )}
      </nav>
      <Outlet />
    </div>
  );
}
