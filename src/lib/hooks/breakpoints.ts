/** The spec's UI-kit breakpoints (section 9), the same numbers as the Tailwind theme. */
export const BREAKPOINTS = { sm: 600, md: 1024, lg: 1440, xl: 1920 } as const;

/** `xs` is anything narrower than `sm`. */
export type BreakpointName = 'xs' | keyof typeof BREAKPOINTS;

const ORDER = ['xl', 'lg', 'md', 'sm'] as const;

/** The largest breakpoint whose minimum width `width` reaches (min-width semantics, like CSS). */
export function resolveBreakpoint(width: number): BreakpointName {
  return ORDER.find((name) => width >= BREAKPOINTS[name]) ?? 'xs';
}
