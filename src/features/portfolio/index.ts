// What other features may use of the portfolio: its index of entries and their content.
export { PortfolioIndex } from './portfolio-index';
export { PORTFOLIO_IDS, portfolioContent, type PortfolioContent } from './portfolio-types';
