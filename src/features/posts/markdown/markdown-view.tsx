import { createElement, memo, useEffect, useMemo, useState, type ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { useIntl } from 'react-intl';
import { useViewKit } from '../../../ui/view/react-kit';
import { markdownBodyView } from '../post-detail-view';
import { gfmPlugins, useMarkdownReady } from './markdown-syntax';
import { hastView } from './hast-view';
import {
  cannotLoadImage,
  localImageId,
  markdownWordsOf,
  postUrl,
  rehypePostElements,
  remarkHtmlAsText,
} from './post-markdown';
import { remarkMentionLinks } from './post-mentions';

/** An image written offline shows from its blob on this device until its upload replays. */
function useImageSource(src: string | undefined): string | undefined {
  const localId = localImageId(src);
  const [objectUrl, setObjectUrl] = useState<{ id: string; url: string | undefined } | null>(null);
  useEffect(() => {
    if (!localId) return;
    let url: string | undefined;
    let live = true;
    // The device's database loads only for a post that has such an image.
    import('../../../data/local/uploads')
      .then(({ localImageUrl }) => localImageUrl(localId))
      .then((found) => {
        url = found;
        if (!live) {
          if (found?.startsWith('blob:')) URL.revokeObjectURL(found);
          return;
        }
        setObjectUrl({ id: localId, url });
      })
      .catch(() => live && setObjectUrl({ id: localId, url: undefined }));
    return () => {
      live = false;
      if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
    };
  }, [localId]);
  if (!localId) return src;
  return objectUrl?.id === localId ? objectUrl.url : undefined;
}

/** The image as post-markdown.ts maps it, with what only React does: a broken one says so. */
function PostImage({ src, alt, ...mapped }: ComponentProps<'img'> & { node?: unknown }) {
  const intl = useIntl();
  // react-markdown hands its tree's node along too: not an attribute.
  const props: Partial<typeof mapped> = { ...mapped };
  delete props.node;
  const [broken, setBroken] = useState(false);
  const source = useImageSource(typeof src === 'string' ? src : undefined);
  if (broken || !source) {
    return hastView(
      createElement,
      cannotLoadImage(alt, intl.formatMessage({ id: 'image.cannotLoad' })),
    );
  }
  return <img {...props} src={source} alt={alt} onError={() => setBroken(true)} />;
}

/** A link as post-markdown.ts maps it; a mention's goes to the member's page within the app. */
function PostLink({ href, children, ...mapped }: ComponentProps<'a'> & { node?: unknown }) {
  const kit = useViewKit();
  const props: Partial<typeof mapped> & { 'data-mention'?: string } = { ...mapped };
  delete props.node;
  const uid = props['data-mention'];
  return uid && href
    ? kit.link(
        { href, className: props.className, 'data-testid': 'mention', 'data-mention': uid },
        children,
      )
    : createElement('a', { ...props, href }, children);
}

const COMPONENTS: Components = { img: PostImage, a: PostLink };

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/**
 * A post's markdown (post-markdown.ts decides its markup), rendered with GitHub-flavoured
 * extensions when it uses them (loaded then: useMarkdownReady; until they are there it shows as
 * CommonMark) and nothing executable, its mentions named by `names` (the names the page knows:
 * a new map only when they change). Memoized: parsing is most of the render, and the page
 * renders again for things that leave the text as it is (the device's copy taking over from the
 * server's, a like, the hit count).
 */
export const MarkdownView = memo(function MarkdownView({
  markdown,
  lang,
  names = NO_NAMES,
}: {
  markdown: string;
  lang?: string;
  names?: ReadonlyMap<string, string>;
}) {
  const kit = useViewKit();
  const ready = useMarkdownReady(markdown);
  const words = useMemo(() => markdownWordsOf(kit), [kit]);
  // `ready` stands for the extensions' arrival: the plugins are worked out again then.
  const plugins = useMemo(
    () => [
      ...gfmPlugins(markdown),
      remarkHtmlAsText,
      [remarkMentionLinks, { names, unknown: words.mentionUnknown }] as const,
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ready, markdown, names, words],
  );
  const rehypePlugins = useMemo(() => [[rehypePostElements, words] as const], [words]);
  return markdownBodyView(
    kit,
    lang,
    <ReactMarkdown
      remarkPlugins={plugins as never}
      rehypePlugins={rehypePlugins as never}
      urlTransform={postUrl}
      components={COMPONENTS}
    >
      {markdown}
    </ReactMarkdown>,
  );
});
