import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { PostContent } from '../../data/model/post';
import { postContentOf } from '../../data/model/post';
import { editPost } from '../../data/sync/commands/post-commands';
import { editDraftKey, loadDraft } from '../../data/sync/commands/post-drafts';
import { mentionCandidates } from '../../data/local/mention-candidates';
import { notify } from '../../lib/notifications';
import { PageTitle } from '../../ui/page-title';
import { isOwner, useSession } from '../auth';
import { PostForm } from './post-form';
import { useOpenedPost } from '../../data/posts/use-opened-post';
import { Loading } from '../../ui/loading';

/** /posts/{id}/edit: the post form, for the post's owner only; anyone else is sent back. */
export function PostEditPage() {
  const { id = '' } = useParams();
  const member = useSession();
  const navigate = useNavigate();
  const opened = useOpenedPost(id, member?.uid ?? null);
  const draft = useLiveQuery(
    async () => (member ? await loadDraft(member.uid, editDraftKey(id)) : null),
    [member?.uid, id],
    undefined,
  );
  // Whom the post may mention: the members this device knows, its commenters first.
  const candidates = useLiveQuery(
    () => (member ? mentionCandidates(member.uid, { postId: id }) : []),
    [member?.uid, id],
    undefined,
  );
  const allowed =
    opened.status === 'ready' && (isOwner(member, opened.post.uid) || member?.role === 'admin');

  useEffect(() => {
    if (opened.status === 'ready' && !allowed) notify('posts.error.notOwner', { tone: 'error' });
  }, [opened.status, allowed]);

  if (opened.status === 'missing' || opened.status === 'offline')
    return <Navigate to={`/posts/${id}`} replace />;
  if (opened.status === 'loading' || draft === undefined || candidates === undefined) {
    return <Loading />;
  }
  if (!allowed || !member) return <Navigate to={`/posts/${id}`} replace />;

  const submit = async (content: PostContent) => {
    await editPost(member.uid, id, content, {
      draftKey: editDraftKey(id),
      asAdmin: member.role === 'admin',
    });
    notify('msg.1015', { tone: 'success' });
    navigate(`/posts/${id}`);
  };

  return (
    <section>
      <PageTitle titleKey="post.edit.title" />
      <PostForm
        uid={member.uid}
        isAdmin={member.role === 'admin'}
        initial={draft ?? postContentOf(opened.post)}
        draftKey={editDraftKey(id)}
        submitKey="posts.form.save"
        onSubmit={submit}
        onCancel={() => navigate(`/posts/${id}`)}
        candidates={candidates}
      />
    </section>
  );
}
