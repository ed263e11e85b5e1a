import type { LayoutProps } from '../app-shell';
import { Header } from '../header/header';
import { MainContent } from './main-content';

/** Header toolbar plus routed content, 1080px wide unless the route sets a width. */
export function DefaultLayout({ maxWidth, children }: LayoutProps) {
  return (
    <>
      <Header />
      <MainContent maxWidth={maxWidth}>{children}</MainContent>
    </>
  );
}
