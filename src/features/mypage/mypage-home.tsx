import { useState, type FormEvent } from 'react';
import { LanguageSelect } from '../settings';
import { FormattedMessage } from 'react-intl';
import { PageTitle } from '../../ui/page-title';
import { Avatar } from '../../ui/avatar';
import { FormError } from '../../ui/text-field';
import { notify } from '../../lib/notifications';
import type { Locale } from '../../i18n/catalogs';
import { useLocale } from '../../i18n/locale';
import { resendVerification, saveLanguage, useSubmit } from '../auth';
import { useMember } from './use-member';
import { AnalyticsSwitch } from '../analytics';
import { DeleteAccount } from './delete-account';
import { InstallOffer, useInstallOffer } from '../install';

function LanguageSetting() {
  const locale = useLocale();
  const [choice, setChoice] = useState<Locale>(locale);
  const { busy, error, submit } = useSubmit();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await submit(() => saveLanguage(choice))) notify('msg.1015', { tone: 'success' });
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" aria-busy={busy}>
      <FormError messageKey={error} />
      <LanguageSelect value={choice} onChange={setChoice} />
      <button type="submit" className="pixel-button" disabled={busy}>
        <FormattedMessage id="settings.save" />
      </button>
    </form>
  );
}

/** Installing the app, where the browser offers it (or the how-to on iPhone and iPad). */
function InstallSection() {
  if (!useInstallOffer()) return null;
  return (
    <section
      aria-labelledby="install-heading"
      className="flex flex-col items-start gap-3 bg-surface p-5 pixel-border"
      data-testid="mypage-install"
    >
      <h2 id="install-heading" className="text-lg">
        <FormattedMessage id="install.title" />
      </h2>
      <p className="text-sm">
        <FormattedMessage id="install.why" />
      </p>
      <InstallOffer />
    </section>
  );
}

/** /mypage: the account at a glance, verification, and settings. */
export function MyPageHome() {
  const member = useMember();
  const { busy, error, submit } = useSubmit();

  const resend = async () => {
    if (await submit(resendVerification)) notify('msg.1014', { tone: 'success' });
  };

  return (
    <div className="flex flex-col gap-8">
      <PageTitle titleKey="mypage.title" />
      <section
        aria-labelledby="account-heading"
        className="flex flex-col gap-3 bg-surface p-5 pixel-border"
      >
        <h2 id="account-heading" className="text-lg">
          <FormattedMessage id="mypage.account" />
        </h2>
        <div className="flex items-center gap-4">
          <Avatar uid={member.uid} photoURL={member.photoURL} size={56} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">
              <FormattedMessage id="mypage.nickname" />
            </dt>
            <dd>{member.displayName}</dd>
            <dt className="font-semibold">
              <FormattedMessage id="mypage.email" />
            </dt>
            <dd data-testid="member-email">
              {member.email}{' '}
              <span className={member.emailVerified ? 'text-accent' : 'text-danger'}>
                (
                <FormattedMessage
                  id={member.emailVerified ? 'mypage.verified' : 'mypage.unverified'}
                />
                )
              </span>
            </dd>
          </dl>
        </div>
        {!member.emailVerified && (
          <div className="flex flex-col items-start gap-2">
            <FormError messageKey={error} />
            <button type="button" className="pixel-button" onClick={resend} disabled={busy}>
              <FormattedMessage id="mypage.resendVerification" />
            </button>
          </div>
        )}
      </section>
      <section
        aria-labelledby="settings-heading"
        className="flex flex-col gap-3 bg-surface p-5 pixel-border"
      >
        <h2 id="settings-heading" className="text-lg">
          <FormattedMessage id="mypage.settings" />
        </h2>
        <LanguageSetting />
        <AnalyticsSwitch />
      </section>
      <InstallSection />
      <DeleteAccount />
    </div>
  );
}
