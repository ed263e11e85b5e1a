import { FormattedMessage } from 'react-intl';
import { notify } from '../../lib/notifications';

/**
 * Shares the post's link with the system's share sheet where there is one, and copies it
 * otherwise.
 */
export function SharePostButton({ title, path }: { title: string; path: string }) {
  const share = async () => {
    const url = new URL(path, window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return; // the member closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify('posts.share.copied', { tone: 'success' });
    } catch (error) {
      console.warn(error);
      notify('posts.share.failed', { tone: 'error' });
    }
  };
  return (
    <button
      type="button"
      className="pixel-button"
      onClick={() => void share()}
      data-testid="share-button"
    >
      <FormattedMessage id="posts.share" />
    </button>
  );
}
