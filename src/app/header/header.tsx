import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import { BoardIcon, GlobeIcon, HomeIcon, SearchIcon, UserIcon } from '../../ui/icons';
import { openAuthDialog } from '../../features/auth/auth-dialog-state';
import { useSession } from '../../features/auth/session';
import { notify } from '../../lib/notifications';
import { openLanguageDialog } from '../../features/settings/language-dialog-state';
import { HobbyMenu } from './hobby-menu';
import { AccountMenu } from './account-menu';

const navItem =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-2 px-2 font-pixel hover:text-primary aria-[current=page]:text-primary aria-[current=page]:underline underline-offset-4 decoration-2';
const iconButton =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-2 px-2 hover:text-primary';

/**
 * Logo, title (wide screens only), the main nav and the account corner. Below the md breakpoint
 * (1024px) every control collapses to an icon button; labels stay for screen readers.
 */
function signOutAndSay() {
  import('../../features/auth/auth-commands')
    .then((m) => m.signOut())
    .then(() => notify('msg.1013'))
    .catch((error: unknown) => console.error(error));
}

export function Header() {
  const intl = useIntl();
  const session = useSession();

  return (
    <header className="sticky top-0 z-30 border-b-2 border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-[1080px] items-center gap-1 px-2 sm:px-4">
        <Link
          to="/"
          className="mr-2 flex items-center gap-2"
          aria-label={intl.formatMessage({ id: 'app.name' })}
        >
          <img
            src="/logo.svg"
            alt=""
            width="28"
            height="28"
            className="[image-rendering:pixelated]"
          />
          <span className="hidden font-pixel text-lg md:inline" data-testid="header-title">
            <FormattedMessage id="app.name" />
          </span>
        </Link>
        <nav
          aria-label={intl.formatMessage({ id: 'nav.label' })}
          className="flex items-center gap-1"
        >
          <NavLink to="/" end className={navItem}>
            <HomeIcon />
            <span className="sr-only md:not-sr-only" data-nav-label>
              <FormattedMessage id="nav.home" />
            </span>
          </NavLink>
          <NavLink to="/board" className={navItem}>
            <BoardIcon />
            <span className="sr-only md:not-sr-only" data-nav-label>
              <FormattedMessage id="nav.board" />
            </span>
          </NavLink>
          <HobbyMenu />
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <Link
            to="/search"
            className={iconButton}
            aria-label={intl.formatMessage({ id: 'nav.search' })}
          >
            <SearchIcon />
          </Link>
          <button
            type="button"
            className={iconButton}
            aria-label={intl.formatMessage({ id: 'nav.language' })}
            onClick={openLanguageDialog}
          >
            <GlobeIcon />
          </button>
          {session ? (
            <AccountMenu session={session} onSignOut={signOutAndSay} />
          ) : (
            <button
              type="button"
              className="pixel-button !min-h-9 text-sm"
              onClick={() => openAuthDialog('sign-in')}
              data-testid="open-auth"
            >
              <UserIcon className="md:hidden" />
              <span className="sr-only md:not-sr-only">
                <FormattedMessage id="auth.open" />
              </span>
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
