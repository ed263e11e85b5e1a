import { lazyComponent } from '../../lib/lazy-component';

// What other features may use of the posts feature: the list of posts and the write dialog. The
// editor (post form, markdown preview, image resizing) loads when the member starts writing.
export { PostList } from './post-list';
export const WritePostDialog = lazyComponent(
  () => import('./write-post-dialog'),
  'WritePostDialog',
);
