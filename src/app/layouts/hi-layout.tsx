import type { LayoutProps } from '../app-shell';
import { SafeHeader } from '../header/safe-header';
import { MainContent } from './main-content';

/** Full-bleed showcase layout for the career page. */
export function HiLayout({ maxWidth, children }: LayoutProps) {
  return (
    <div className="min-h-dvh bg-[linear-gradient(180deg,var(--color-surface-alt),var(--color-surface))]">
      <SafeHeader />
      <MainContent maxWidth={maxWidth} className="!px-0 !py-0">
        {children}
      </MainContent>
    </div>
  );
}
