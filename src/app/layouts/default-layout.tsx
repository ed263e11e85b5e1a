import type { LayoutProps } from '../app-shell';
import { SafeHeader } from '../header/safe-header';
import { MainContent } from './main-content';

/** Header toolbar plus routed content, 1080px wide unless the route sets a width. */
export function DefaultLayout({ maxWidth, children }: LayoutProps) {
  return (
    <>
      <SafeHeader />
      <MainContent maxWidth={maxWidth}>{children}</MainContent>
    </>
  );
}
