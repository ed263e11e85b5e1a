import { useParams } from 'react-router-dom';
import { ComingSoon } from '../../ui/coming-soon';

export function PortfolioPage() {
  const { id = '' } = useParams();
  return <ComingSoon titleKey="portfolio.title" values={{ id }} />;
}
