import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../ui/page-title';

export function NotFoundPage() {
  return (
    <section className="flex flex-col items-start gap-4" data-testid="not-found">
      <p aria-hidden="true" className="font-pixel text-6xl text-primary">
        404
      </p>
      <PageTitle titleKey="notFound.title" />
      <p>
        <FormattedMessage id="notFound.body" />
      </p>
      <Link to="/" className="pixel-button">
        <FormattedMessage id="notFound.home" />
      </Link>
    </section>
  );
}
