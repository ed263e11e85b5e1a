import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { SessionUser } from '../../features/auth/session';
import { openLanguageDialog } from '../../features/settings/language-dialog-state';
import { installFrom, useInstallOffer } from '../../features/install/install-state';
import { notify } from '../../lib/notifications';
import { DropdownMenu, type DropdownItem } from '../../ui/dropdown-menu';
import { Avatar } from '../../ui/avatar';

/**
 * Signed-in corner: avatar menu with profile (or the verify-email prompt), setting, installing
 * the app (when the browser offers it, or the how-to on iPhone and iPad; not once installed), the
 * admin pages (admins only) and sign-out.
 */
export function AccountMenu({
  session,
  onSignOut,
  onSignOutRemovingData,
}: {
  session: SessionUser;
  onSignOut?: () => void;
  /** Sign out and remove the member's private data from this (shared) device. */
  onSignOutRemovingData?: () => void;
}) {
  const intl = useIntl();
  const installOffer = useInstallOffer();
  const items: DropdownItem[] = [
    {
      key: 'profile',
      render: (props) =>
        session.emailVerified ? (
          <Link to="/mypage/profile" {...props}>
            <FormattedMessage id="menu.profile" />
          </Link>
        ) : (
          <Link
            to="/mypage/verify"
            {...props}
            className={`${props.className} font-bold !text-danger`}
          >
            <FormattedMessage id="msg.1003" />
          </Link>
        ),
    },
    {
      key: 'setting',
      render: (props) => (
        <button type="button" {...props} onClick={openLanguageDialog}>
          <FormattedMessage id="menu.setting" />
        </button>
      ),
    },
  ];
  if (installOffer) {
    items.push({
      key: 'install',
      render: (props) => (
        <button
          type="button"
          {...props}
          data-testid="menu-install"
          onClick={() =>
            installOffer.kind === 'prompt'
              ? installFrom(installOffer.offer)
              : notify('install.ios', { timeoutMs: 10_000 })
          }
        >
          <FormattedMessage id="menu.install" />
        </button>
      ),
    });
  }
  if (session.role === 'admin') {
    items.push({
      key: 'admin',
      render: (props) => (
        <Link to="/admin" {...props}>
          <FormattedMessage id="menu.admin" />
        </Link>
      ),
    });
  }
  if (onSignOutRemovingData) {
    items.push({
      key: 'sign-out-remove',
      render: (props) => (
        <button type="button" {...props} onClick={onSignOutRemovingData}>
          <FormattedMessage id="menu.signOutRemove" />
        </button>
      ),
    });
  }
  if (onSignOut) {
    items.push({
      key: 'sign-out',
      render: (props) => (
        <button type="button" {...props} onClick={onSignOut}>
          <FormattedMessage id="menu.signOut" />
        </button>
      ),
    });
  }
  return (
    <DropdownMenu
      align="end"
      buttonLabel={intl.formatMessage({ id: 'menu.account' })}
      buttonClassName="inline-flex min-h-10 min-w-10 items-center justify-center"
      buttonContent={<Avatar uid={session.uid} photoURL={session.photoURL} />}
      items={items}
    />
  );
}
