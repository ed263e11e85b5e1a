import { FormattedMessage } from 'react-intl';
import { installFrom, useInstallOffer } from './install-state';

/**
 * An install button when the browser offers installation, and a short how-to on iPhone and
 * iPad, where it does not; nothing once installed. Shown in the home's footer and on my page;
 * the account menu's item reads the same offer (useInstallOffer).
 */
export function InstallOffer() {
  const offer = useInstallOffer();
  if (offer?.kind === 'prompt') {
    return (
      <button
        type="button"
        className="pixel-button !min-h-9 text-sm"
        onClick={() => installFrom(offer.offer)}
        data-testid="install-button"
      >
        <FormattedMessage id="install.button" />
      </button>
    );
  }
  if (offer?.kind === 'ios-how-to') {
    return (
      <p className="text-sm" data-testid="install-howto">
        <FormattedMessage id="install.ios" />
      </p>
    );
  }
  return null;
}
