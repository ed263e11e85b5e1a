import { describe, expect, it, vi } from 'vitest';
import { TYPE } from '@formatjs/icu-messageformat-parser';
import { catalogModule, parsedCatalog } from '../../build/precompiled-messages';
import { subsetPixelFont, renameInStylesheets } from '../../build/subset-pixel-font';
import type { Rolldown } from 'vite';

// What the build makes of the catalogs (build/precompiled-messages.ts) and of the stylesheets
// once the pixel font is cut (build/subset-pixel-font.ts).

// The build parses in Node, with the parser the app's bundle leaves out (vite.config.ts's alias).
vi.mock(
  '@formatjs/icu-messageformat-parser',
  () => import('../../node_modules/@formatjs/icu-messageformat-parser/index.js'),
);

const CATALOG = JSON.stringify({
  'nav.home': '홈',
  'board.count': '{count, plural, other {#개}}',
});

describe('the catalogs as the bundle gets them', () => {
  it('are parsed, so the browser needs no message parser', () => {
    const parsed = JSON.parse(catalogModule(CATALOG)) as ReturnType<typeof parsedCatalog>;
    expect(parsed['nav.home']).toEqual([{ type: TYPE.literal, value: '홈' }]);
    expect(parsed['board.count']?.[0]?.type).toBe(TYPE.plural);
  });

  it('come in parts, each a module of its own with its own keys only', () => {
    const core = catalogModule(CATALOG, 'core');
    expect(core.startsWith('export default JSON.parse(')).toBe(true);
    const keys = (code: string) =>
      Object.keys(JSON.parse(JSON.parse(code.slice('export default JSON.parse('.length, -2))));
    expect(keys(core)).toEqual(['nav.home']);
    expect(keys(catalogModule(CATALOG, 'rest'))).toEqual(['board.count']);
  });
});

describe('the cut pixel font', () => {
  it("is what the stylesheets point at, not the whole font's file", () => {
    const bundle = {
      'assets/index-C.css': {
        type: 'asset',
        fileName: 'assets/index-C.css',
        source: '@font-face{src:url(/assets/Galmuri11-Bold-OLD.woff2)}a{b:c}',
      },
      'assets/x.js': { type: 'chunk', fileName: 'assets/x.js', code: 'Galmuri11-Bold-OLD.woff2' },
    } as unknown as Rolldown.OutputBundle;
    renameInStylesheets(
      bundle,
      'assets/Galmuri11-Bold-OLD.woff2',
      'assets/Galmuri11-Bold-NEW.woff2',
    );
    const css = bundle['assets/index-C.css'];
    expect(css?.type === 'asset' && css.source).toBe(
      '@font-face{src:url(/assets/Galmuri11-Bold-NEW.woff2)}a{b:c}',
    );
    expect(subsetPixelFont().name).toBe('subset-pixel-font');
  });
});
