import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../ui/page-title';
import { ADMIN_SECTIONS } from './admin-sections';

/** /admin: what each section is for. */
export function AdminHome() {
  return (
    <section className="flex flex-col gap-4">
      <PageTitle titleKey="admin.title" />
      <p className="text-ink-muted">
        <FormattedMessage id="admin.home.intro" />
      </p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {ADMIN_SECTIONS.map(({ path, titleKey, summaryKey }) => (
          <li key={path} className="flex flex-col gap-2 bg-surface p-4 pixel-border">
            <h2 className="text-lg">
              <Link to={`/admin/${path}`} className="hover:text-primary hover:underline">
                <FormattedMessage id={titleKey} />
              </Link>
            </h2>
            <p className="text-sm text-ink-muted">
              <FormattedMessage id={summaryKey} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
