import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, resolveBreakpoint } from '../../src/lib/hooks/breakpoints';

describe('resolveBreakpoint', () => {
  it('uses the spec breakpoints sm 600, md 1024, lg 1440, xl 1920', () => {
    expect(BREAKPOINTS).toEqual({ sm: 600, md: 1024, lg: 1440, xl: 1920 });
  });

  it.each([
    [0, 'xs'],
    [320, 'xs'],
    [599, 'xs'],
    [600, 'sm'],
    [1023, 'sm'],
    [1024, 'md'],
    [1439, 'md'],
    [1440, 'lg'],
    [1919, 'lg'],
    [1920, 'xl'],
    [3840, 'xl'],
  ])('puts a %ipx wide window in %s (min-width, like the CSS)', (width, name) => {
    expect(resolveBreakpoint(width)).toBe(name);
  });
});
