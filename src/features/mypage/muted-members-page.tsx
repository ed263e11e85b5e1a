import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMuteRows } from '../../data/local/mutes';
import { PageTitle } from '../../ui/page-title';
import { Loading } from '../../ui/loading';
import { MuteButton } from '../mutes';
import { useMember } from './use-member';

/**
 * /mypage/mutes: the members the member muted, from the device (offline too), each with its
 * unmute button. The list on the server holds uids alone, so a member muted on another device
 * shows by name only once this device has seen it.
 */
export function MutedMembersPage() {
  const intl = useIntl();
  const member = useMember();
  const rows = useMuteRows(member.uid);
  const section = useRef<HTMLElement>(null);
  // The row goes with its button once the device's list says so: the focus moves to the first
  // row's button left, or to the empty line.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    section.current
      ?.querySelector<HTMLElement>('[data-testid="unmute-button"], [data-testid="mutes-empty"]')
      ?.focus();
  }, [rows]);
  const unmuted = () => {
    refocus.current = true;
  };

  return (
    <section ref={section} className="flex flex-col gap-4">
      <PageTitle titleKey="mypage.mutes" />
      <p className="text-sm text-ink-muted">
        <FormattedMessage id="mypage.mutesIntro" />
      </p>
      {rows === undefined ? (
        <Loading />
      ) : rows.length === 0 ? (
        <p className="bg-surface-alt p-6" data-testid="mutes-empty" tabIndex={-1}>
          <FormattedMessage id="mypage.mutesEmpty" />
        </p>
      ) : (
        <ul
          className="flex flex-col gap-2"
          aria-label={intl.formatMessage({ id: 'mypage.mutes' })}
          data-testid="mute-list"
        >
          {rows.map((row) => {
            const name =
              row.name ||
              intl.formatMessage({ id: 'mypage.mutesUnknown' }, { id: row.mutedUid.slice(0, 6) });
            return (
              <li
                key={row.mutedUid}
                className="flex flex-wrap items-center justify-between gap-2 bg-surface p-3 pixel-border"
                data-testid="muted-member"
              >
                <span className="font-semibold">{name}</span>
                <MuteButton
                  uid={member.uid}
                  mutedUid={row.mutedUid}
                  name={name}
                  muted
                  onChange={unmuted}
                  className="pixel-button"
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
