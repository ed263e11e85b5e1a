// The pixel heading font, cut down to the characters the app's own words use (and printable
// ASCII), as woff2: about a tenth of the whole font. Its file name carries the cut's own hash, so
// a new word in a catalog ships a new file rather than a stale cached one. Headings with other
// characters (a member's post title, say) show those in the body font.
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import subsetFont from 'subset-font';

/** Where the words the app shows come from: catalogs, content files and the demo data. */
const TEXT_SOURCES = [
  'src/i18n',
  'src/features/career/content',
  'src/features/hobby/content',
  'src/features/portfolio/content',
  'scripts/lib/seed-data.mjs',
];

const FONT = /Galmuri11-Bold-.*\.woff2$/;

/** The text of a file, or of a folder's catalogs and content modules. */
async function textOf(root: string, source: string): Promise<string> {
  const full = path.join(root, source);
  if (path.extname(full)) return readFile(full, 'utf8');
  const files = (await readdir(full)).filter(
    (file) => /\.(json|ts)$/.test(file) && !file.endsWith('.d.ts'),
  );
  const texts = await Promise.all(files.map((file) => readFile(path.join(full, file), 'utf8')));
  return texts.join('');
}

/** Points the bundle's stylesheets at the cut font's file instead of the whole font's. */
export function renameInStylesheets(bundle: Rolldown.OutputBundle, from: string, to: string): void {
  for (const output of Object.values(bundle)) {
    if (output.type === 'asset' && output.fileName.endsWith('.css')) {
      output.source = String(output.source).replaceAll(path.basename(from), path.basename(to));
    }
  }
}

export function subsetPixelFont(): Plugin {
  let root = '';
  return {
    name: 'subset-pixel-font',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const original = Object.keys(bundle).find((name) => FONT.test(name));
      const asset = original === undefined ? undefined : bundle[original];
      if (!original || asset?.type !== 'asset') return;
      let text = '';
      for (let code = 0x20; code < 0x7f; code++) text += String.fromCharCode(code);
      for (const source of TEXT_SOURCES) text += await textOf(root, source);
      const subset = await subsetFont(Buffer.from(asset.source), text, { targetFormat: 'woff2' });
      const hash = createHash('sha256').update(subset).digest('base64url').slice(0, 8);
      const fileName = `assets/Galmuri11-Bold-${hash}.woff2`;
      delete bundle[original];
      this.emitFile({ type: 'asset', fileName, source: subset });
      renameInStylesheets(bundle, original, fileName);
    },
  };
}
