import { createServer } from 'vite';
import { performance } from 'node:perf_hooks';
import { QUERIES, generatePosts } from '/work/wt-f/tests/fixtures/search-corpus.mjs';
const vite = await createServer({ root: '/work/wt-f', configFile: false, logLevel: 'silent', server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom' });
const { SearchIndex } = await vite.ssrLoadModule('/src/data/search/search-index.ts');
const size = Number(process.argv[2] ?? 10000);
const index = new SearchIndex(); for (const p of generatePosts(size)) index.set(p);
const box = [...QUERIES['Korean partial words'], ...QUERIES['English prefixes'], ...QUERIES['English one-letter typos'], '오프라인 동기화 게시판', 'offline sync board'];
const rows = [];
for (let r = 0; r < 3; r++) for (const q of box) { const c = Array.from(q); for (let e = 1; e <= c.length; e++) { const t = c.slice(0, e).join(''); const s = performance.now(); const h = index.search({ text: t, kind: 'post' }); rows.push([performance.now() - s, t, h.length]); } }
rows.sort((a, b) => b[0] - a[0]);
for (const r of rows.slice(0, 25)) console.log(r[0].toFixed(1), JSON.stringify(r[1]), r[2]);
await vite.close(); process.exit(0);
