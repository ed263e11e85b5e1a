// What a built page's first load fetches, read off the page itself: the scripts its HTML loads
// and preloads (`fetchpriority="low"` ones too: a first visit downloads them all the same), and
// every chunk they import statically, gzip -9. The app's code listed in `<meta name="app-code">`
// (src/app/app-code.ts) counts too on a page that fetches it once painted; a page marked
// `data-load="on-reason"` fetches it only on a reason, so it is listed apart. Plain JavaScript:
// the build's budget (build/page-budget.ts) and `npm run bench` both read it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The built pages' common facts: the manifest's chunks by file, and each file's gzip size. */
export async function readBuild(distDir) {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const sizes = new Map();
  const gzipKb = async (file) => {
    if (!sizes.has(file)) {
      const bytes = await readFile(path.join(distDir, file));
      sizes.set(file, gzipSync(bytes, { level: 9 }).length / 1024);
    }
    return sizes.get(file);
  };
  /** `files` and every chunk they import statically, each once, `seen` left out. */
  const withImports = (files, seen = new Set()) => {
    const found = new Set();
    const visit = (file) => {
      if (seen.has(file) || found.has(file)) return;
      found.add(file);
      for (const key of byFile.get(file)?.imports ?? []) {
        if (manifest[key]) visit(manifest[key].file);
      }
    };
    files.forEach(visit);
    return found;
  };
  return { distDir, manifest, gzipKb, withImports };
}

/** The scripts an HTML page names: loaded, preloaded, and its app code with how it loads. */
export function scriptsOf(html) {
  const local = (href) => href.replace(/^\//, '');
  const tags = [...html.matchAll(/<(script|link)\b[^>]*>/g)].map((match) => match[0]);
  const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const page = tags
    .filter(
      (tag) =>
        (tag.startsWith('<script') && attribute(tag, 'type') === 'module') ||
        (tag.startsWith('<link') && attribute(tag, 'rel') === 'modulepreload'),
    )
    .map((tag) => attribute(tag, 'src') ?? attribute(tag, 'href'))
    .filter((href) => href !== undefined)
    .map(local);
  const meta = /<meta name="app-code" data-load="([^"]+)" content="([^"]+)">/.exec(html);
  return {
    page,
    appCode: meta ? { load: meta[1], files: meta[2].split(' ').map(local) } : null,
  };
}

/**
 * A page's first load: `rows` are the files it fetches before any reason to (largest first),
 * `kb` their sum; `appCode` what it fetches on a reason (`data-load="on-reason"`), else null.
 */
export async function firstLoadOf(build, page) {
  const html = await readFile(path.join(build.distDir, page), 'utf8');
  const { page: named, appCode } = scriptsOf(html);
  const own = build.withImports(named);
  const onReason = appCode?.load === 'on-reason';
  const later = appCode ? build.withImports(appCode.files, own) : new Set();
  const rowsOf = async (files) => {
    const rows = [];
    for (const file of files) rows.push({ file, gzipKb: await build.gzipKb(file) });
    return rows.sort((a, b) => b.gzipKb - a.gzipKb);
  };
  const sum = (rows) => rows.reduce((total, row) => total + row.gzipKb, 0);
  const rows = await rowsOf(onReason ? own : [...own, ...later]);
  const reasonRows = onReason ? await rowsOf(later) : [];
  return {
    page,
    rows,
    kb: sum(rows),
    appCode: onReason ? { rows: reasonRows, kb: sum(reasonRows) } : null,
  };
}
