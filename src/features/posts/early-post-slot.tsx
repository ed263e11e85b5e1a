import { useState } from 'react';
import { EarlySlot } from '../../ui/early-slot';

/**
 * What the first script showed of this post (early-post.ts), if it is still in the page: React
 * renders a post's page from scratch over its shell, and puts the same article back in the same
 * commit, so the page never shows it gone. Matched by the post's id: after the first page the
 * slot is empty.
 */
function earlyArticle(postId: string): string {
  if (typeof document === 'undefined') return '';
  const article = document.querySelector('[data-early-post] > article');
  return article?.getAttribute('data-post-id') === postId ? article.outerHTML : '';
}

/** Where the app's first script shows a post before React's article is ready (early-post.ts). */
export function EarlyPostSlot({ postId }: { postId: string }) {
  const [html] = useState(() => earlyArticle(postId));
  return <EarlySlot slot="early-post" html={html} />;
}
