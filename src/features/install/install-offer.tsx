import { FormattedMessage } from 'react-intl';
import { useHydrated } from '../../lib/hooks/use-hydrated';
import { install, needsIosHowTo, useInstallPrompt } from './install-state';

/**
 * An install button when the browser offers installation, and a short how-to on iPhone and
 * iPad, where it does not; nothing once installed.
 */
export function InstallOffer() {
  const offer = useInstallPrompt();
  // The browser's features are known in the browser only.
  if (!useHydrated()) return null;
  if (offer) {
    return (
      <button
        type="button"
        className="pixel-button !min-h-9 text-sm"
        onClick={() => void install(offer).catch((error: unknown) => console.warn(error))}
        data-testid="install-button"
      >
        <FormattedMessage id="install.button" />
      </button>
    );
  }
  if (needsIosHowTo()) {
    return (
      <p className="text-sm" data-testid="install-howto">
        <FormattedMessage id="install.ios" />
      </p>
    );
  }
  return null;
}
