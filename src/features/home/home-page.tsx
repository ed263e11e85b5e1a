import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../ui/page-title';
import { LatestPosts } from './latest-posts';
import { PortfolioIndex } from '../portfolio';

export function HomePage() {
  return (
    <>
      <section className="border-b-2 border-line bg-surface-alt px-6 py-12">
        <div className="mx-auto max-w-[1080px]">
          <PageTitle titleKey="home.title" />
          <p className="max-w-2xl text-lg">
            <FormattedMessage id="home.intro" />
          </p>
          <Link to="/board" className="pixel-button mt-6 !bg-primary !text-surface">
            <FormattedMessage id="home.toBoard" />
          </Link>
        </div>
      </section>
      <section className="mx-auto max-w-[1080px] px-6 py-10" aria-labelledby="latest-heading">
        <h2 id="latest-heading" className="mb-4 text-xl">
          <FormattedMessage id="home.latest" />
        </h2>
        <LatestPosts />
      </section>
      <div className="mx-auto max-w-[1080px] px-6 pb-12">
        <PortfolioIndex />
      </div>
    </>
  );
}
