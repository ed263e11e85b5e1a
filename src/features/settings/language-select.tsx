import { FormattedMessage } from 'react-intl';
import { isLocale, LOCALES, type Locale } from '../../i18n/catalogs';

/** The labelled ko/en select shared by the language dialog and my page's settings. */
export function LanguageSelect({
  value,
  onChange,
}: {
  value: Locale;
  onChange: (locale: Locale) => void;
}) {
  return (
    <label className="flex flex-col gap-1">
      <span className="text-sm font-semibold">
        <FormattedMessage id="settings.language" />
      </span>
      <select
        value={value}
        onChange={(e) => isLocale(e.target.value) && onChange(e.target.value)}
        className="border-2 border-line bg-surface px-3 py-2"
      >
        {LOCALES.map((l) => (
          <FormattedMessage key={l} id={`settings.language.${l}`}>
            {(label) => <option value={l}>{label}</option>}
          </FormattedMessage>
        ))}
      </select>
    </label>
  );
}
