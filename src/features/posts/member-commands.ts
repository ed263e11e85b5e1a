import { loadConfirmDialog } from '../../ui/lazy-confirm-dialog';
import { loadVerifyEmailNotice } from '../auth';

// A post's commands (like, bookmark, comment, delete) write to the device's database and its
// outbox, so they bring Dexie with them; deleting asks first, in a dialog. They load when a member
// is on the page, once the browser is idle after the post has painted (useLoadForMembers), not
// with the post: a visitor, who can do none of them, never loads them. So does the notice an
// unverified member sees above the comment box (it brings the account's commands).
export const reactionCommands = () => import('../../data/sync/commands/reaction-commands');
export const commentCommands = () => import('../../data/sync/commands/comment-commands');
export const postCommands = () => import('../../data/sync/commands/post-commands');

export const memberCode = [
  reactionCommands,
  commentCommands,
  postCommands,
  loadConfirmDialog,
  loadVerifyEmailNotice,
];
