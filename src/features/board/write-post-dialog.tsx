import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Category, PostContent } from '../../data/model/post';
import { createPost } from '../../data/sync/commands/post-commands';
import { loadDraft, NEW_POST_DRAFT } from '../../data/sync/commands/post-drafts';
import { notify } from '../../lib/notifications';
import { CloseIcon } from '../../ui/icons';
import { useReturnFocus } from '../../ui/use-return-focus';
import type { SessionUser } from '../auth/session';
import { trackEvent } from '../analytics/analytics';
import { PostForm } from '../posts/post-form';
import { VerifyEmailNotice } from '../auth/verify-email-notice';

const BLANK: PostContent = { title: '', category: '' as Category, tags: [], content: '' };

/** The write-post dialog of the board: the post form, starting from the draft on this device. */
export function WritePostDialog({ member, onClose }: { member: SessionUser; onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  useReturnFocus();
  // undefined while the draft is being read; null when there is none.
  const draft = useLiveQuery(() => loadDraft(member.uid, NEW_POST_DRAFT), [member.uid], undefined);

  const submit = async (content: PostContent) => {
    const postId = await createPost(
      { uid: member.uid, displayName: member.displayName, photoURL: member.photoURL },
      content,
      { draftKey: NEW_POST_DRAFT },
    );
    trackEvent('post_create', { category: content.category });
    notify('posts.created', { tone: 'success' });
    onClose();
    navigate(`/posts/${postId}`);
  };

  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4">
        <DialogPanel
          className="relative my-8 w-[720px] max-w-full bg-surface p-6 pixel-border"
          data-testid="write-dialog"
        >
          <button
            type="button"
            onClick={onClose}
            className="absolute top-3 right-3 p-1 hover:text-primary"
            aria-label={intl.formatMessage({ id: 'auth.dialog.close' })}
          >
            <CloseIcon />
          </button>
          <DialogTitle className="mb-4 font-pixel text-xl">
            <FormattedMessage id="post.write" />
          </DialogTitle>
          {!member.emailVerified && <VerifyEmailNotice />}
          {member.emailVerified && draft !== undefined && (
            <PostForm
              uid={member.uid}
              isAdmin={member.role === 'admin'}
              initial={draft ?? BLANK}
              draftKey={NEW_POST_DRAFT}
              submitKey="posts.form.publish"
              onSubmit={submit}
              onCancel={onClose}
            />
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
