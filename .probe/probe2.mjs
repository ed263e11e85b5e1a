import { createServer } from 'vite';
import { performance } from 'node:perf_hooks';
import { QUERIES, generatePosts } from '../tests/fixtures/search-corpus.mjs';
const vite = await createServer({ configFile: false, logLevel: 'silent', server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom' });
const { SearchIndex } = await vite.ssrLoadModule('/src/data/search/search-index.ts');
const { DeviceSearch } = await vite.ssrLoadModule('/src/data/search/search-worker-core.ts');
const size = Number(process.argv[2] ?? 10000);
let t0 = performance.now();
const index = new SearchIndex(); for (const p of generatePosts(size)) index.set(p);
console.log('build', (performance.now() - t0).toFixed(0));
const box = [...QUERIES['Korean partial words'], ...QUERIES['English prefixes'], ...QUERIES['English one-letter typos'], '오프라인 동기화 게시판', 'offline sync board'];
const w = new DeviceSearch(index);
const rows = [];
for (let r = 0; r < 2; r++) for (const q of box) { const c = Array.from(q); for (let e = 2; e <= c.length; e++) { const t = c.slice(0, e).join(''); const s = performance.now(); const a = w.query({ text: t, kind: 'post' }); rows.push([performance.now() - s, t, a.hits.length, a.narrowed]); } }
const times = rows.map(r => r[0]).sort((a, b) => a - b);
console.log('p50', times[Math.floor(times.length * 0.5)].toFixed(1), 'p95', times[Math.floor(times.length * 0.95)].toFixed(1));
rows.sort((a, b) => b[0] - a[0]);
for (const r of rows.slice(0, 20)) console.log(r[0].toFixed(1), JSON.stringify(r[1]), r[2], r[3]);
await vite.close(); process.exit(0);
