// The member the engine tests write as, and the post content they write.
export const UID = 'member-1';
export const author = { uid: UID, displayName: 'member', photoURL: '' };
export const content = (title: string, body = 'body') => ({
  title,
  category: 'community' as const,
  tags: ['t'],
  content: body,
});
