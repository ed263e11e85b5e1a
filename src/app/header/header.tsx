import { Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import { BoardIcon, GlobeIcon, HomeIcon, SearchIcon, UserIcon } from '../../ui/icons';
import { openAuthDialog } from '../../features/auth/auth-dialog-state';
import { useSession } from '../../features/auth/session';
import { openLanguageDialog } from '../../features/settings/language-dialog-state';
import { HobbyMenu } from './hobby-menu';
import { OfflineBadge } from '../../features/sync/offline-badge';
import { ACCOUNT_CORNER, accountCornerControl } from '../../ui/account-corner';
import { focusWhenReady } from '../../ui/use-return-focus';
import { useLoadForMembers } from '../../lib/hooks/use-load-for-members';
import { LazyConfirmDialog, loadConfirmDialog } from '../../ui/lazy-confirm-dialog';
import { lazyComponent } from '../../lib/lazy-component';
import { useAfterFirstRows } from '../../lib/first-rows';

const navItem =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-2 px-2 font-pixel hover:text-primary aria-[current=page]:text-primary aria-[current=page]:underline underline-offset-4 decoration-2';
const iconButton =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-2 px-2 hover:text-primary';

/**
 * Logo, title (wide screens only), the main nav and the account corner. Below the md breakpoint
 * (1024px) every control collapses to an icon button; labels stay for screen readers.
 */
// Members only: it brings Dexie with it, so it loads after the first paint.
const SyncIndicator = lazyComponent(
  () => import('../../features/sync/sync-indicator'),
  'SyncIndicator',
);

// Members only, like the sync indicator: it reads the device's notifications.
const NotificationBell = lazyComponent(
  () => import('../../features/notifications/notification-bell'),
  'NotificationBell',
);

// Signing out's code (its dialogs, the outbox count) loads once a member is signed in, when the
// browser is idle (see Header): a member who signs out offline finds it loaded even before the
// service worker has kept the app.
const loadSignOutDialog = () => import('../../features/auth/sign-out-dialog');
const loadSignOut = () => import('../../features/auth/sign-out');
const signOutCode = [loadSignOut, loadConfirmDialog, loadSignOutDialog] as const;

const SignOutDialog = lazyComponent(loadSignOutDialog, 'SignOutDialog');

// Signed-in members only: its code follows the first paint.
const AccountMenu = lazyComponent(() => import('./account-menu'), 'AccountMenu');
/** The account menu's place while its code loads. */
const accountPlace = <span className="inline-block size-10" aria-hidden="true" />;

const logError = (error: unknown) => console.error(error);

export function Header() {
  const intl = useIntl();
  const session = useSession();
  // Writes still waiting for the server when the member asked to sign out: warn first.
  const [pendingAtSignOut, setPendingAtSignOut] = useState<number | null>(null);
  // Asked to sign out and remove their private data: confirm first (how many changes go too).
  const [removingData, setRemovingData] = useState<number | null>(null);

  // Signing in or out swaps the sign-in button and the account menu; focus that was on one of
  // them (and so fell to the page) goes to the other.
  const uid = session?.uid ?? null;
  // The member's parts come once the screen's first rows are on the screen (lib/first-rows.ts).
  const memberParts = useAfterFirstRows();
  const [shownUid, setShownUid] = useState(uid);
  const [swapped, setSwapped] = useState(0);
  if (shownUid !== uid) {
    setShownUid(uid);
    setSwapped((n) => n + 1);
  }
  useEffect(() => {
    if (swapped === 0) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) return focusWhenReady(accountCornerControl);
  }, [swapped]);

  useLoadForMembers(uid !== null, signOutCode);

  const requestSignOut = () => {
    loadSignOut()
      .then(async (m) => {
        const pending = await m.pendingWrites();
        if (pending > 0) setPendingAtSignOut(pending);
        else await m.signOutAndSay();
      })
      .catch(logError);
  };
  const requestSignOutRemovingData = () => {
    loadSignOut()
      .then(async (m) => setRemovingData(await m.privatePendingWrites()))
      .catch(logError);
  };
  const confirmSignOutRemovingData = () => {
    setRemovingData(null);
    loadSignOut()
      .then((m) => m.signOutRemovingPrivateData())
      .catch(logError);
  };
  const confirmSignOut = () => {
    setPendingAtSignOut(null);
    loadSignOut()
      .then((m) => m.signOutAndSay())
      .catch(logError);
  };

  return (
    <header className="sticky top-0 z-30 border-b-2 border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-[1080px] items-center gap-1 px-2 sm:px-4">
        <Link
          to="/"
          className="mr-2 flex shrink-0 items-center gap-2"
          aria-label={intl.formatMessage({ id: 'app.name' })}
        >
          <img
            src="/logo.svg"
            alt=""
            width="28"
            height="28"
            className="size-7 shrink-0 [image-rendering:pixelated]"
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
          {uid === null ? (
            <OfflineBadge />
          ) : (
            memberParts && (
              <Suspense fallback={null}>
                <SyncIndicator uid={uid} />
              </Suspense>
            )
          )}
          {uid !== null && memberParts && (
            <Suspense fallback={null}>
              <NotificationBell uid={uid} className={iconButton} />
            </Suspense>
          )}
          <Link
            to="/search"
            className={iconButton}
            aria-label={intl.formatMessage({ id: 'nav.search' })}
          >
            <SearchIcon />
          </Link>
          {/* A member's phone has no room for it beside the bell: their account menu's setting
              opens the same dialog. */}
          <button
            type="button"
            className={uid === null ? iconButton : `${iconButton} max-sm:hidden`}
            aria-label={intl.formatMessage({ id: 'nav.language' })}
            onClick={openLanguageDialog}
          >
            <GlobeIcon />
          </button>
          <div className="contents" {...{ [ACCOUNT_CORNER]: '' }}>
            {session ? (
              memberParts ? (
                <Suspense fallback={accountPlace}>
                  <AccountMenu
                    session={session}
                    onSignOut={requestSignOut}
                    onSignOutRemovingData={requestSignOutRemovingData}
                  />
                </Suspense>
              ) : (
                accountPlace
              )
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
      </div>
      {pendingAtSignOut !== null && (
        <Suspense fallback={null}>
          <SignOutDialog
            pending={pendingAtSignOut}
            onConfirm={confirmSignOut}
            onCancel={() => setPendingAtSignOut(null)}
          />
        </Suspense>
      )}
      {removingData !== null && (
        <LazyConfirmDialog
          messageKey="auth.signOutRemoveConfirm"
          messageValues={{ count: removingData }}
          confirmKey="menu.signOutRemove"
          onConfirm={confirmSignOutRemovingData}
          onCancel={() => setRemovingData(null)}
        />
      )}
    </header>
  );
}
