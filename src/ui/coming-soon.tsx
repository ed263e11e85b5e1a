import { FormattedMessage } from 'react-intl';
import type { MessageKey } from '../i18n/catalogs';
import { PageTitle } from './page-title';

/** An honest placeholder: the screen's real heading, and a plain "coming" state. */
export function ComingSoon({
  titleKey,
  values,
}: {
  titleKey: MessageKey;
  values?: Record<string, string>;
}) {
  return (
    <section>
      <PageTitle titleKey={titleKey} {...(values ? { values } : {})} />
      <div className="pixel-border bg-surface-alt p-6" data-testid="coming-soon">
        <p className="font-pixel text-lg">
          <FormattedMessage id="coming.title" />
        </p>
        <p className="mt-2 text-ink-muted">
          <FormattedMessage id="coming.body" />
        </p>
      </div>
    </section>
  );
}
