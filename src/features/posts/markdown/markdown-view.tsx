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
  postUrl,
  rehypePostElements,
  remarkHtmlAsText,
  type MarkdownWords,
} from './post-markdown';

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

const COMPONENTS: Components = { img: PostImage };

/**
 * A post's markdown (post-markdown.ts decides its markup), rendered with GitHub-flavoured
 * extensions when it uses them (loaded then: useMarkdownReady; until they are there it shows as
 * CommonMark) and nothing executable. Memoized: parsing is most of the render, and the page
 * renders again for things that leave the text as it is (the device's copy taking over from the
 * server's, a like, the hit count).
 */
export const MarkdownView = memo(function MarkdownView({
  markdown,
  lang,
}: {
  markdown: string;
  lang?: string;
}) {
  const kit = useViewKit();
  const ready = useMarkdownReady(markdown);
  // `ready` stands for the extensions' arrival: the plugins are worked out again then.
  const plugins = useMemo(
    () => [...gfmPlugins(markdown), remarkHtmlAsText],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ready, markdown],
  );
  const words: MarkdownWords = useMemo(
    () => ({ codeBlock: kit.say('post.codeBlock'), imageCannotLoad: kit.say('image.cannotLoad') }),
    [kit],
  );
  const rehypePlugins = useMemo(() => [[rehypePostElements, words] as const], [words]);
  return markdownBodyView(
    kit,
    lang,
    <ReactMarkdown
      remarkPlugins={plugins}
      rehypePlugins={rehypePlugins as never}
      urlTransform={postUrl}
      components={COMPONENTS}
    >
      {markdown}
    </ReactMarkdown>,
  );
});
