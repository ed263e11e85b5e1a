import { FormattedMessage } from 'react-intl';
import { PageTitle } from '../../ui/page-title';

export function BookmarkPage() {
  return (
    <section>
      <PageTitle titleKey="mypage.bookmark" />
      <p className="bg-surface-alt p-6 pixel-border" data-testid="coming-soon">
        <FormattedMessage id="mypage.bookmarkComing" />
      </p>
    </section>
  );
}
