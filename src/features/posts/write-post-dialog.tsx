import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Category, PostContent } from '../../data/model/post';
import { createPost } from '../../data/sync/commands/post-commands';
import { loadDraft, NEW_POST_DRAFT, saveDraft } from '../../data/sync/commands/post-drafts';
import { mentionCandidates } from '../../data/local/mention-candidates';
import type { MentionCandidate } from '../../data/model/mention-writing';
import { clearSharedItem, readSharedItem, sharedMarkdown } from '../../lib/share-inbox';
import { notify } from '../../lib/notifications';
import { CloseIcon } from '../../ui/icons';
import { useReturnFocus } from '../../ui/use-return-focus';
import { type SessionUser, VerifyEmailNotice } from '../auth';
import { trackEvent } from '../analytics';
import { PostBudgetNote } from './post-budget-note';
import { PostForm } from './post-form';

const BLANK: PostContent = { title: '', category: '' as Category, tags: [], content: '' };

interface Start {
  content: PostContent;
  /** Images shared into the app: the form resizes and queues them like pasted ones. */
  images: File[];
  /** Whom the post may mention: the members this device knows. */
  candidates: MentionCandidate[];
}

/**
 * Where the form starts: the draft on this device, with what another app shared added to it
 * (the shared title when the draft has none, the text and link after what is already written).
 * The share is taken into the draft once, so a reload does not add it again.
 */
async function startingPoint(uid: string, shared: boolean): Promise<Start> {
  const [draft, candidates] = await Promise.all([
    loadDraft(uid, NEW_POST_DRAFT).then((found) => found ?? BLANK),
    // Without them (the device's database refusing), the form suggests no one.
    mentionCandidates(uid).catch((error: unknown) => {
      console.warn('members to mention not read', error);
      return [];
    }),
  ]);
  const item = shared ? await readSharedItem() : null;
  if (!item) return { content: draft, images: [], candidates };
  const words = sharedMarkdown(item);
  const content: PostContent = {
    ...draft,
    title: draft.title || item.title.slice(0, 200),
    content: [draft.content.trimEnd(), words].filter(Boolean).join('\n\n'),
  };
  await saveDraft(uid, NEW_POST_DRAFT, content);
  await clearSharedItem();
  notify('posts.share.received', { tone: 'success' });
  return { content, images: item.files, candidates };
}

// One read per share, even when the dialog mounts twice in a row.
let pendingStart: { key: string; promise: Promise<Start> } | null = null;

/** The write-post dialog of the board: the post form, starting from the draft on this device. */
export function WritePostDialog({
  member,
  shared = false,
  onClose,
}: {
  member: SessionUser;
  /** Opened by the share target: start from what was shared. */
  shared?: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  useReturnFocus();
  // undefined while the draft (and any share) is being read.
  const [start, setStart] = useState<Start | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const key = `${member.uid}:${shared}`;
    if (!pendingStart || pendingStart.key !== key) {
      pendingStart = { key, promise: startingPoint(member.uid, shared) };
    }
    const current = pendingStart;
    current.promise
      .then((next) => {
        if (live) setStart(next);
      })
      .catch((error: unknown) => {
        console.warn('draft not read', error);
        if (live) setStart({ content: BLANK, images: [], candidates: [] });
      })
      .finally(() => {
        if (pendingStart === current) pendingStart = null;
      });
    return () => {
      live = false;
    };
  }, [member.uid, shared]);

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
          {member.emailVerified && <PostBudgetNote uid={member.uid} />}
          {member.emailVerified && start !== undefined && (
            <PostForm
              uid={member.uid}
              isAdmin={member.role === 'admin'}
              initial={start.content}
              initialImages={start.images}
              candidates={start.candidates}
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
