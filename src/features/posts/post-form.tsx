import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type FormEvent,
} from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { FilePickerButton } from '../../ui/file-picker-button';
import { FormattedMessage, useIntl } from 'react-intl';
import { CATEGORIES, type Category, type PostContent } from '../../data/model/post';
import { validatePost, type PostField } from '../../data/sync/commands/post-validation';
import { attachImage } from '../../data/sync/commands/image-commands';
import { saveDraft } from '../../data/sync/commands/post-drafts';
import { ImageError, resizeImage } from '../../lib/image-resize';
import type { MessageKey } from '../../i18n/catalogs';
import { FormError, TextField } from '../../ui/text-field';
import { namesFound } from '../../data/members/member-names';
import {
  editableMentions,
  mentionedUids,
  type MentionCandidate,
} from '../../data/model/mention-writing';
import { MarkdownView } from './markdown/markdown-view';
import { useMentionField } from './mention-field';
import { loadGfm } from './markdown/markdown-syntax';
import { TagInput } from './tag-input';
import { FieldError } from '../../ui/text-field';

export interface PostFormProps {
  uid: string;
  isAdmin: boolean;
  initial: PostContent;
  /** Where the draft is kept on this device until the post is submitted. */
  draftKey: string;
  /** Images to add as the form opens (shared from another app), after what is written. */
  initialImages?: File[];
  submitKey: MessageKey;
  onSubmit: (content: PostContent) => Promise<void>;
  onCancel?: () => void;
  /** Whom the text may mention (mentionCandidates: the members this device knows). */
  candidates: readonly MentionCandidate[];
}

const EMPTY_ERRORS: Partial<Record<PostField, string>> = {};

/** Inserts text at the textarea's caret (or at the end) and returns the new value. */
function insertAt(textarea: HTMLTextAreaElement | null, value: string, text: string): string {
  const at = textarea ? textarea.selectionStart : value.length;
  const before = value.slice(0, at);
  const after = value.slice(textarea ? textarea.selectionEnd : value.length);
  const gap = before === '' || before.endsWith('\n') ? '' : '\n';
  return `${before}${gap}${text}\n${after}`;
}

/**
 * The names the text's mentions are shown by while written: the candidates', and those read
 * already this session (an edited post's members the device holds nothing of).
 */
function namesOf(candidates: readonly MentionCandidate[], text: string): Map<string, string> {
  return new Map([
    ...namesFound(mentionedUids(text)),
    ...candidates.map(({ uid, name }) => [uid, name] as const),
  ]);
}

/**
 * The post form of the write dialog and the edit page: title, category, tags, markdown with a
 * preview, and images picked, pasted or dropped. Typing `@` in the text suggests members to
 * mention (useMentionField): the field shows `@name`, the post and its draft hold the member's
 * token. What is typed is kept as a draft on the device (it survives a reload) until the post is
 * submitted.
 */
export function PostForm({
  uid,
  isAdmin,
  initial,
  draftKey,
  initialImages,
  submitKey,
  onSubmit,
  onCancel,
  candidates,
}: PostFormProps) {
  const intl = useIntl();
  const ids = { category: useId(), content: useId(), images: useId() };
  // The text's mentions as `@name` while written, each composed back into its token.
  const [start] = useState(() =>
    editableMentions(initial.content, namesOf(candidates, initial.content)),
  );
  const [value, setValue] = useState<PostContent>(() => ({ ...initial, content: start.draft }));
  const [touched, setTouched] = useState<Partial<Record<PostField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<MessageKey | null>(null);
  const [imageError, setImageError] = useState<MessageKey | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const mentions = useMentionField(
    candidates,
    uid,
    (content) => {
      setValue((current) => ({ ...current, content }));
      setTouched((current) => ({ ...current, content: true }));
    },
    ids.content,
    start.chosen,
  );
  const { compose } = mentions;

  const errors = submitted || Object.keys(touched).length > 0 ? validatePost(value) : EMPTY_ERRORS;
  const errorOf = (field: PostField) =>
    submitted || touched[field] ? (errors[field] ?? null) : null;

  // Keep the draft as the member writes; a reload brings it back. What is typed is saved after a
  // pause; an image at once (what was shared into the app is gone from the share inbox by then);
  // and whatever is still unsaved when the page is hidden, reloaded or the form closes.
  const unsaved = useRef<PostContent | null>(null);
  const saveAtOnce = useRef(false);
  const flush = useCallback(() => {
    const pending = unsaved.current;
    if (!pending) return;
    unsaved.current = null;
    saveDraft(uid, draftKey, { ...pending, content: compose(pending.content) }).catch(
      (error: unknown) => console.warn('draft not saved', error),
    );
  }, [uid, draftKey, compose]);
  // The preview shows GitHub's markdown extensions from its first look, not after they load.
  useEffect(() => void loadGfm(), []);
  useEffect(() => {
    unsaved.current = value;
    if (saveAtOnce.current) {
      saveAtOnce.current = false;
      flush();
      return;
    }
    const timer = setTimeout(flush, 400);
    return () => clearTimeout(timer);
  }, [value, flush]);
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [flush]);

  const change = <F extends PostField>(field: F, next: PostContent[F]) => {
    setValue((current) => ({ ...current, [field]: next }));
    setTouched((current) => ({ ...current, [field]: true }));
  };

  const addImages = async (files: File[], atEnd = false) => {
    const images = files.filter((file) => file.type.startsWith('image/') || file.type === '');
    if (images.length === 0) return;
    setImageError(null);
    for (const file of images) {
      try {
        const jpeg = await resizeImage(file);
        const { ref } = await attachImage(uid, jpeg);
        const alt = file.name.replace(/\.[^.]+$/, '').replace(/[[\]]/g, '') || 'image';
        saveAtOnce.current = true;
        setValue((current) => ({
          ...current,
          content: insertAt(
            atEnd ? null : textareaRef.current,
            current.content,
            `![${alt}](${ref})`,
          ),
        }));
        setTouched((current) => ({ ...current, content: true }));
      } catch (error) {
        setImageError(error instanceof ImageError ? error.messageKey : 'image.cannotRead');
      }
    }
  };

  // Shared images go through the same resizing and upload queue as picked ones, once.
  const addedInitial = useRef(false);
  useEffect(() => {
    if (addedInitial.current || !initialImages?.length) return;
    addedInitial.current = true;
    void addImages(initialImages, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the images the form opened with
  }, [initialImages]);

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = Array.from(event.clipboardData.files);
    if (files.length === 0) return;
    event.preventDefault();
    void addImages(files);
  };

  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const files = Array.from(event.dataTransfer.files);
    if (files.length === 0) return;
    event.preventDefault();
    void addImages(files);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const invalid = validatePost(value);
    if (Object.keys(invalid).length > 0) {
      // Focus goes to the first field in error; its message is tied to it and read out.
      if (invalid.content) setTab('write');
      const form = event.currentTarget as HTMLFormElement;
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setBusy(true);
    setFormError(null);
    // The draft is saved first, so a submit that fails keeps every word; the submit removes it.
    flush();
    try {
      await onSubmit({ ...value, content: compose(value.content) });
    } catch (error) {
      const key = (error as { messageKey?: MessageKey }).messageKey;
      setFormError(key ?? 'auth.error.unknown');
    } finally {
      setBusy(false);
    }
  };

  const categoryError = errorOf('category');
  const contentError = errorOf('content');

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      data-testid="post-form"
      aria-busy={busy}
    >
      <FormError messageKey={formError} />
      <TextField
        labelKey="post.title"
        value={value.title}
        maxLength={200}
        onChange={(e) => change('title', e.target.value)}
        error={errorOf('title')}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.category} className="text-sm font-semibold">
          <FormattedMessage id="post.category" />
        </label>
        <select
          id={ids.category}
          value={value.category}
          onChange={(e) => change('category', e.target.value as Category)}
          aria-invalid={categoryError ? true : undefined}
          aria-describedby={`${ids.category}-note${categoryError ? ` ${ids.category}-error` : ''}`}
          className="border-2 border-line bg-surface px-3 py-2"
        >
          <option value="">{intl.formatMessage({ id: 'posts.form.chooseCategory' })}</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category} disabled={category === 'notice' && !isAdmin}>
              {intl.formatMessage({ id: `category.${category}` })}
            </option>
          ))}
        </select>
        <p id={`${ids.category}-note`} className="text-xs text-ink-muted">
          {!isAdmin && <FormattedMessage id="posts.form.noticeAdminsOnly" />}
        </p>
        <FieldError id={`${ids.category}-error`} messageKey={categoryError} />
      </div>
      <TagInput
        tags={value.tags}
        onChange={(tags) => change('tags', tags)}
        error={errorOf('tags')}
      />
      {/* Write and Preview are a tab pattern: arrow keys move between the tabs. */}
      <TabGroup
        as="div"
        className="flex flex-col gap-1"
        selectedIndex={tab === 'write' ? 0 : 1}
        onChange={(index: number) => setTab(index === 0 ? 'write' : 'preview')}
      >
        <div className="flex items-end justify-between gap-2">
          <label htmlFor={ids.content} className="text-sm font-semibold">
            <FormattedMessage id="post.content" />
          </label>
          <TabList
            aria-label={intl.formatMessage({ id: 'posts.form.editorMode' })}
            className="flex"
          >
            {(['write', 'preview'] as const).map((mode) => (
              <Tab
                key={mode}
                className="min-h-8 border-2 border-line px-3 py-1 text-sm aria-selected:bg-primary aria-selected:text-surface"
              >
                <FormattedMessage
                  id={mode === 'write' ? 'posts.form.write' : 'posts.form.preview'}
                />
              </Tab>
            ))}
          </TabList>
        </div>
        <TabPanels>
          <TabPanel unmount={false} tabIndex={-1} className="relative">
            <textarea
              {...mentions.field}
              id={ids.content}
              ref={textareaRef}
              value={value.content}
              rows={12}
              onChange={(e) => change('content', e.target.value)}
              onPaste={onPaste}
              onDrop={onDrop}
              aria-invalid={contentError ? true : undefined}
              aria-describedby={`${ids.content}-hint${contentError ? ` ${ids.content}-error` : ''}`}
              className="w-full border-2 border-line bg-surface px-3 py-2 font-mono text-sm"
            />
            {mentions.list}
          </TabPanel>
          <TabPanel
            className="min-h-48 border-2 border-dashed border-line p-3"
            data-testid="post-preview"
          >
            <MarkdownView
              markdown={compose(value.content)}
              names={namesOf(candidates, value.content)}
            />
          </TabPanel>
        </TabPanels>
        <p id={`${ids.content}-hint`} className="text-xs text-ink-muted">
          <FormattedMessage id="msg.1012" />
        </p>
        <FieldError id={`${ids.content}-error`} messageKey={contentError} />
      </TabGroup>
      <div className="flex flex-col gap-1">
        <FilePickerButton
          inputId={ids.images}
          className="self-start text-sm"
          accept="image/*"
          multiple
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            void addImages(files);
          }}
        >
          <FormattedMessage id="posts.form.addImages" />
        </FilePickerButton>
        <FormError messageKey={imageError} />
      </div>
      <div className="flex justify-end gap-2">
        {onCancel && (
          <button type="button" className="pixel-button" onClick={onCancel}>
            <FormattedMessage id="settings.cancel" />
          </button>
        )}
        <button type="submit" className="pixel-button !bg-primary !text-surface" disabled={busy}>
          <FormattedMessage id={submitKey} />
        </button>
      </div>
    </form>
  );
}
