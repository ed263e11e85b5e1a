import { chromium } from '@playwright/test'; import { findChromium, CHROMIUM_ARGS } from './scripts/browser.mjs';
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (let i = 0; i < 4; i++) {
  const ctx = await browser.newContext({ locale: 'ko-KR', viewport: { width: 1280, height: 720 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.route(/\/assets\/framework-.*\.js$/, () => {});
  await page.addInitScript(() => {
    const log = []; window.__log = log; let last = '';
    const tick = () => {
      const d = document.querySelector('header div.ml-auto');
      if (d) {
        const s = [...d.querySelectorAll('button, a, span, svg')].map((c) => `${c.tagName}${Math.round(c.getBoundingClientRect().width)}`).join(' ') + ' css=' + document.styleSheets.length + ' fonts=' + [...document.fonts].map(f=>f.status).join();
        if (s !== last) { log.push(Math.round(performance.now()) + ' ' + s); last = s; }
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.goto('http://127.0.0.1:4173/posts/seed-post-01', { waitUntil: 'commit' });
  await page.waitForTimeout(4000);
  console.log(await page.evaluate(() => window.__log));
  await ctx.close();
}
await browser.close();
