import { memo, useEffect, useMemo, useState, type ComponentProps } from 'react';
import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { useIntl } from 'react-intl';
import { isOtherHost } from '../../lib/other-host';
import { gfmPlugins, useMarkdownReady } from './markdown-syntax';

const LOCAL_IMAGE_PREFIX = 'local-image:';

interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
}

/**
 * Raw HTML in a post is shown as the text it is, never parsed: `<script>` or `<img onerror>`
 * appear literally and do nothing.
 */
function remarkHtmlAsText() {
  const visit = (node: MarkdownNode) => {
    if (node.type === 'html') node.type = 'text';
    node.children?.forEach(visit);
  };
  return (tree: MarkdownNode) => visit(tree);
}

/** Only http(s), mailto and relative links survive; `javascript:` and friends become empty. */
function urlTransform(url: string, key: string): string {
  if (key === 'src' && url.startsWith(LOCAL_IMAGE_PREFIX)) return url;
  return defaultUrlTransform(url);
}

/** An image written offline shows from its blob on this device until its upload replays. */
function useImageSource(src: string | undefined): string | undefined {
  const localId = src?.startsWith(LOCAL_IMAGE_PREFIX) ? src.slice(LOCAL_IMAGE_PREFIX.length) : null;
  const [objectUrl, setObjectUrl] = useState<{ id: string; url: string | undefined } | null>(null);
  useEffect(() => {
    if (!localId) return;
    let url: string | undefined;
    let live = true;
    // The device's database loads only for a post that has such an image.
    import('../../data/local/uploads')
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

function PostImage({ src, alt }: ComponentProps<'img'>) {
  const intl = useIntl();
  const [broken, setBroken] = useState(false);
  const source = useImageSource(typeof src === 'string' ? src : undefined);
  if (broken || !source) {
    return (
      <span
        role="img"
        aria-label={alt || intl.formatMessage({ id: 'image.cannotLoad' })}
        className="text-sm text-ink-muted"
      >
        [{intl.formatMessage({ id: 'image.cannotLoad' })}]
      </span>
    );
  }
  return (
    <img
      src={source}
      alt={alt ?? ''}
      loading="lazy"
      decoding="async"
      {...(isOtherHost(source) ? { referrerPolicy: 'no-referrer' as const } : {})}
      onError={() => setBroken(true)}
      className="max-w-full"
    />
  );
}

function SafeLink({ href, children }: ComponentProps<'a'>) {
  if (!href) return <span>{children}</span>;
  const external = isOtherHost(href);
  return (
    <a
      href={href}
      className="text-primary underline"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow ugc' } : {})}
    >
      {children}
    </a>
  );
}

/** A code block that scrolls sideways can be reached and scrolled by keyboard. */
function CodeBlock({ children }: ComponentProps<'pre'>) {
  const intl = useIntl();
  return (
    <pre tabIndex={0} aria-label={intl.formatMessage({ id: 'post.codeBlock' })}>
      {children}
    </pre>
  );
}

// The page's title is its one h1; a post's own headings sit one level below it.
const COMPONENTS: Components = {
  a: SafeLink,
  pre: CodeBlock,
  img: PostImage,
  h1: ({ children }) => <h2>{children}</h2>,
  h2: ({ children }) => <h3>{children}</h3>,
  h3: ({ children }) => <h4>{children}</h4>,
  h4: ({ children }) => <h5>{children}</h5>,
  h5: ({ children }) => <h6>{children}</h6>,
};

/**
 * A post's markdown, rendered with GitHub-flavoured extensions when it uses them (loaded then:
 * useMarkdownReady; until they are there it shows as CommonMark) and nothing executable.
 * Memoized: parsing is most of the render, and the page renders again for things that leave the
 * text as it is (the device's copy taking over from the server's, a like, the hit count).
 */
export const MarkdownView = memo(function MarkdownView({
  markdown,
  lang,
}: {
  markdown: string;
  lang?: string;
}) {
  const ready = useMarkdownReady(markdown);
  // `ready` stands for the extensions' arrival: the plugins are worked out again then.
  const plugins = useMemo(
    () => [...gfmPlugins(markdown), remarkHtmlAsText],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ready, markdown],
  );
  return (
    <div className="markdown-body" data-testid="markdown" lang={lang}>
      <ReactMarkdown remarkPlugins={plugins} urlTransform={urlTransform} components={COMPONENTS}>
        {markdown}
      </ReactMarkdown>
    </div>
  );
});
