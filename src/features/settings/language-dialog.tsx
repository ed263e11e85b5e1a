import { useId, useState, type FormEvent } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { LanguageSelect } from './language-select';
import { FormattedMessage } from 'react-intl';
import { useLocale } from '../../i18n/locale';
import type { Locale } from '../../i18n/catalogs';
import { notify } from '../../lib/notifications';
import { closeLanguageDialog } from './language-dialog-state';
import { useReturnFocus } from '../../ui/use-return-focus';

/**
 * The language option dialog: persistent (an outside click does not close it), a ko/en select
 * and a save button. Saving switches the locale at once and says 1015. It says how to leave
 * it: save, or cancel (Escape too).
 */
export function LanguageDialog({ onSave }: { onSave: (locale: Locale) => Promise<void> }) {
  const locale = useLocale();
  const [choice, setChoice] = useState<Locale>(locale);
  const hintId = useId();
  useReturnFocus();

  const save = (event: FormEvent) => {
    event.preventDefault();
    // The locale switches at once; writing it to the member's document may finish later.
    onSave(choice).catch((error: unknown) => console.warn('could not save the language', error));
    closeLanguageDialog();
    notify('msg.1015', { tone: 'success' });
  };

  return (
    <Dialog open onClose={() => undefined} className="fixed inset-0 z-50" aria-describedby={hintId}>
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          className="w-[360px] max-w-full bg-surface p-6 pixel-border"
          data-testid="language-dialog"
          onKeyDown={(event) => {
            if (event.key === 'Escape') closeLanguageDialog();
          }}
        >
          <DialogTitle className="mb-4 font-pixel text-xl">
            <FormattedMessage id="settings.option" />
          </DialogTitle>
          <p id={hintId} className="mb-4 text-sm text-ink-muted">
            <FormattedMessage id="settings.hint" />
          </p>
          <form onSubmit={save} className="flex flex-col gap-4">
            <LanguageSelect value={choice} onChange={setChoice} />
            <div className="flex justify-end gap-2">
              <button type="button" className="pixel-button" onClick={closeLanguageDialog}>
                <FormattedMessage id="settings.cancel" />
              </button>
              <button type="submit" className="pixel-button !bg-primary !text-surface">
                <FormattedMessage id="settings.save" />
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
