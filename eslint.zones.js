// Import zones for `import-x/no-restricted-paths`, in the style of bulletproof-react's lint
// configuration: dependencies point one way (app -> features -> data, lib, i18n, ui), and a
// feature reaches another only through that feature's index.ts, what it exports on purpose.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const SHARED = ['data', 'lib', 'i18n', 'ui'];

/** The zones for the tree under `root`, one per feature plus the one-way layers. */
export function featureZones(root) {
  const src = path.join(root, 'src');
  const features = readdirSync(path.join(src, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    ...features.map((feature) => ({
      target: path.join(src, 'features', feature),
      from: path.join(src, 'features', '**', '*'),
      except: [
        path.join(src, 'features', feature, '**', '*'),
        path.join(src, 'features', '*', 'index.ts'),
      ],
      message: `A feature uses another only through its index.ts (src/features/<name>/index.ts).`,
    })),
    {
      target: [...SHARED.map((dir) => path.join(src, dir)), path.join(src, 'features')],
      from: path.join(src, 'app'),
      message: 'Dependencies point one way: app -> features -> data, lib, i18n, ui.',
    },
    {
      target: SHARED.map((dir) => path.join(src, dir)),
      from: path.join(src, 'features'),
      message: 'Dependencies point one way: app -> features -> data, lib, i18n, ui.',
    },
  ];
}
