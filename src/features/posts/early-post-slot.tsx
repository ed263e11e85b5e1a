import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogs';
import { earlyMetaText } from '../../lib/early-dom';
import type { EarlyPostText } from './early-post';
import { relativeTimeWordsOf } from '../../i18n/early-words';
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
  const intl = useIntl();
  const [html] = useState(() => earlyArticle(postId));
  const say = (id: MessageKey) => intl.formatMessage({ id });
  const text: EarlyPostText = {
    ...earlyMetaText(say),
    codeBlock: say('post.codeBlock'),
    imageCannotLoad: say('image.cannotLoad'),
    relativeTime: relativeTimeWordsOf(intl),
    likes: say('post.likes'),
    bookmark: say('post.bookmark'),
    share: say('posts.share'),
    comments: say('post.comments'),
    edited: say('post.edited'),
    moreComments: say('posts.comment.more'),
    commentLabel: say('msg.1018'),
    commentSubmit: say('posts.comment.submit'),
  };
  return <EarlySlot slot="early-post" words={text} html={html} />;
}
