import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogs';

// The one mute control, on a post, a comment or reply, and a member's page: "Mute" for a member
// not muted, "Unmute" for one who is (the way back, wherever their item is shown). It writes
// through the outbox (mute-commands.ts), so it works offline; the change shows on every list at
// once. No confirmation: muting is undone with the same button, or from my page.

const muteCommands = () => import('../../data/sync/commands/mute-commands');

export interface MuteButtonProps {
  /** The signed-in member. */
  uid: string;
  /** The member to mute or unmute, and the name they go by. */
  mutedUid: string;
  name: string;
  muted: boolean;
  /** Called once the device has the change (e.g. to move the focus to the collapsed line). */
  onChange?: (muted: boolean) => void;
  className?: string;
}

export function MuteButton({ uid, mutedUid, name, muted, onChange, className }: MuteButtonProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  if (uid === mutedUid) return null;
  const toggle = async () => {
    setFailure(null);
    try {
      const commands = await muteCommands();
      await (muted ? commands.unmuteMember : commands.muteMember)(uid, mutedUid, name);
      onChange?.(!muted);
    } catch (caught) {
      setFailure((caught as { messageKey?: MessageKey }).messageKey ?? 'auth.error.unknown');
    }
  };
  return (
    <>
      <button
        type="button"
        className={
          className ?? 'inline-flex min-h-6 min-w-6 items-center self-start text-sm underline'
        }
        data-row-action={muted ? 'unmute' : 'mute'}
        data-testid={muted ? 'unmute-button' : 'mute-button'}
        aria-label={intl.formatMessage(
          { id: muted ? 'mute.unmuteName' : 'mute.muteName' },
          { name },
        )}
        onClick={() => void toggle()}
      >
        <FormattedMessage id={muted ? 'mute.unmute' : 'mute.mute'} />
      </button>
      {failure && (
        <span role="alert" className="text-sm text-danger">
          <FormattedMessage id={failure} />
        </span>
      )}
    </>
  );
}
