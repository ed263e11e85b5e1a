// Modules the build makes from the route table (src/app/route-table.ts), so that the table stays
// plain data, named once: each screen's `import()` for the router (`virtual:screen-modules`: a
// screen's module path is the one the build finds its chunk by in the manifest), and the first
// script's few patterns (`virtual:first-views`), which would otherwise bring it the whole table.
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  FIRST_VIEW_MODULES,
  firstViewPatterns,
  flatRoutes,
  type FirstView,
} from '../src/app/route-table';

const SOURCES: Record<string, (srcDir: string) => string> = {
  'virtual:screen-modules': (srcDir) =>
    screenModulesSource(
      srcDir,
      flatRoutes().map(({ route }) => route.screen.module),
    ),
  'virtual:first-views': (srcDir) => firstViewsSource(srcDir, firstViewPatterns()),
};

/** Each screen's loader, by its module path under `src/`. */
export function screenModulesSource(srcDir: string, modules: readonly string[]): string {
  const loaders = [...new Set(modules)].map(
    (module) =>
      `  ${JSON.stringify(module)}: () => import(${JSON.stringify(path.join(srcDir, module))}),`,
  );
  return `export default {\n${loaders.join('\n')}\n};\n`;
}

/**
 * The first views, the patterns of the paths they show on, and the loaders of the functions that
 * draw them: one that comes with the first script is imported with it, any other on its page
 * alone.
 */
export function firstViewsSource(
  srcDir: string,
  views: ReadonlyArray<readonly [FirstView, RegExp]>,
): string {
  const imports = new Set<string>();
  const rows = views.map(([view, pattern]) => {
    const { module, draw, withFirstScript } = FIRST_VIEW_MODULES[view];
    const file = JSON.stringify(path.join(srcDir, module));
    if (withFirstScript) imports.add(`import { ${draw} } from ${file};`);
    const load = withFirstScript
      ? `() => Promise.resolve(${draw})`
      : `() => import(${file}).then((m) => m.${draw})`;
    return `  [${JSON.stringify(view)}, ${String(pattern)}, ${load}],`;
  });
  return `${[...imports].map((line) => `${line}\n`).join('')}export default [\n${rows.join('\n')}\n];\n`;
}

export function routeModules(): Plugin {
  let srcDir = '';
  return {
    name: 'route-modules',
    configResolved(config) {
      srcDir = path.join(config.root, 'src');
    },
    resolveId: (id) => (id in SOURCES ? `\0${id}` : null),
    load: (id) => (id.startsWith('\0') ? (SOURCES[id.slice(1)]?.(srcDir) ?? null) : null),
  };
}
