import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '../../lib/main-heading';

/** The routed content area, as wide as the route allows. */
export function MainContent({
  maxWidth,
  className = '',
  children,
}: {
  maxWidth: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      data-max-width={maxWidth}
      style={{ maxWidth }}
      className={`mx-auto w-full px-4 py-6 outline-none sm:px-6 ${className}`}
    >
      {children}
    </main>
  );
}
