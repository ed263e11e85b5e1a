import type { LayoutProps } from '../app-shell';
import { SafeHeader } from '../header/safe-header';
import { MainContent } from './main-content';

/** A framed single column for conversational screens (the chatbot). */
export function NomalLayout({ maxWidth, children }: LayoutProps) {
  return (
    <div className="min-h-dvh bg-surface-alt">
      <SafeHeader />
      <MainContent maxWidth={maxWidth}>
        <div className="pixel-border bg-surface p-4 sm:p-6">{children}</div>
      </MainContent>
    </div>
  );
}
