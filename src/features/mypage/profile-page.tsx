import type { ChangeEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { PageTitle } from '../../ui/page-title';
import { Avatar } from '../../ui/avatar';
import { FilePickerButton } from '../../ui/file-picker-button';
import { FormError, TextField } from '../../ui/text-field';
import { notify } from '../../lib/notifications';
import { email, firstError, required } from '../../lib/validation';
import {
  changeAvatar,
  changeEmail,
  changeNickname,
  refreshAccount,
  usePendingEmail,
  AccountForm,
  useAccountForm,
  useSubmit,
} from '../auth';
import { useMember } from './use-member';
import { VerifyEmailAction } from './verify-email-action';

function NicknameForm({ current }: { current: string }) {
  const { form, busy, error, onSubmit } = useAccountForm(
    { nickname: current },
    (v) => ({ nickname: required(v.nickname) }),
    (v) => changeNickname(v.nickname),
    () => notify('msg.1021', { tone: 'success' }),
  );
  return (
    <AccountForm
      busy={busy}
      error={error}
      onSubmit={onSubmit}
      submitKey="mypage.saveNickname"
      buttonClassName="pixel-button self-start"
    >
      <TextField labelKey="mypage.nickname" autoComplete="nickname" {...form.field('nickname')} />
    </AccountForm>
  );
}

function AvatarForm({ uid, photoURL }: { uid: string; photoURL: string }) {
  const { busy, error, submit } = useSubmit();
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (await submit(() => changeAvatar(file))) notify('msg.1021', { tone: 'success' });
  };
  return (
    <div className="flex flex-col gap-3" aria-busy={busy}>
      <FormError messageKey={error} />
      <div className="flex items-center gap-4">
        <Avatar uid={uid} photoURL={photoURL} size={72} />
        <div className="flex flex-col gap-1">
          <FilePickerButton
            className="self-start"
            accept="image/*"
            onChange={onChange}
            disabled={busy}
          >
            <FormattedMessage id="mypage.changeAvatar" />
          </FilePickerButton>
          <p className="text-sm text-ink-muted">
            <FormattedMessage id="mypage.avatarHint" />
          </p>
        </div>
      </div>
    </div>
  );
}

function EmailForm({ current }: { current: string }) {
  const { form, busy, error, onSubmit } = useAccountForm(
    { email: current, currentPassword: '' },
    (v) => ({ email: firstError(v.email, required, email) }),
    (v) => changeEmail(v.email, v.currentPassword || undefined),
    (v, form) => {
      notify('mypage.emailChangeSent', { tone: 'success', values: { email: v.email.trim() } });
      form.reset({ email: current, currentPassword: '' });
    },
  );
  const pending = usePendingEmail();
  return (
    <AccountForm
      busy={busy}
      error={error}
      onSubmit={onSubmit}
      submitKey="mypage.saveEmail"
      buttonClassName="pixel-button self-start"
    >
      <TextField
        labelKey="mypage.newEmail"
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
      {pending && (
        <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="email-pending">
          <p>
            <FormattedMessage id="mypage.emailChangePending" values={{ email: pending }} />
          </p>
          <button
            type="button"
            className="pixel-button !min-h-9"
            onClick={() => void refreshAccount().catch((e: unknown) => console.warn(e))}
          >
            <FormattedMessage id="mypage.emailChangeCheck" />
          </button>
        </div>
      )}
      {error === 'auth.error.requiresRecentLogin' && (
        <TextField
          labelKey="mypage.currentPassword"
          type="password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
      )}
    </AccountForm>
  );
}

/**
 * /mypage/profile: nickname, avatar and email; first, for a member whose email is not verified,
 * the way to verify it (the spec's target of the red "verify your email" item).
 */
export function ProfilePage() {
  const member = useMember();
  return (
    <div className="flex flex-col gap-8">
      <PageTitle titleKey="mypage.profile" />
      {!member.emailVerified && <VerifyEmailAction headingId="verify-heading" />}
      <section aria-labelledby="avatar-heading" className="bg-surface p-5 pixel-border">
        <h2 id="avatar-heading" className="mb-3 text-lg">
          <FormattedMessage id="mypage.avatar" />
        </h2>
        <AvatarForm uid={member.uid} photoURL={member.photoURL} />
      </section>
      <section aria-labelledby="nickname-heading" className="bg-surface p-5 pixel-border">
        <h2 id="nickname-heading" className="mb-3 text-lg">
          <FormattedMessage id="mypage.nickname" />
        </h2>
        <NicknameForm current={member.displayName} />
      </section>
      <section aria-labelledby="email-heading" className="bg-surface p-5 pixel-border">
        <h2 id="email-heading" className="mb-3 text-lg">
          <FormattedMessage id="mypage.changeEmail" />
        </h2>
        <EmailForm key={member.email} current={member.email} />
      </section>
    </div>
  );
}
