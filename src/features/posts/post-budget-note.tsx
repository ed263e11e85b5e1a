import { FormattedMessage } from 'react-intl';
import { useNextPostTime } from '../../data/posts/use-next-post-time';
import { SendTime } from '../../ui/send-time';

/**
 * Says, before the member writes, that their next post waits for their write budget, and when it
 * goes: it is kept on the device and sent then, nothing lost.
 */
export function PostBudgetNote({ uid }: { uid: string }) {
  const next = useNextPostTime(uid);
  if (!next) return null;
  return (
    <p
      className="mb-4 border-2 border-line bg-surface-alt p-3 text-sm"
      role="status"
      data-testid="post-budget-note"
    >
      <FormattedMessage
        id="posts.budget.note"
        values={{
          limit: next.limit,
          window: next.window.minutes >= 24 * 60 ? 'day' : 'minutes',
          minutes: next.window.minutes,
          time: <SendTime value={next.at} />,
        }}
      />
    </p>
  );
}
