import { chromium } from '@playwright/test';
const [,, path, name, ...rest] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu-sandbox','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--enable-unsafe-swiftshader'] });
for (const theme of ['light','dark']) for (const width of [1440, 375]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme });
  await ctx.addInitScript((t) => localStorage.setItem('theme', t), theme);
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto('http://127.0.0.1:4400' + path);
  await page.waitForTimeout(2500);
  for (const sel of rest) { await page.locator(sel).first().click().catch(()=>{}); await page.waitForTimeout(300); }
  await page.screenshot({ path: `/tmp/shot-${name}-${theme}-${width}.png`, fullPage: process.env.FULL === '1' });
  if (errors.length) console.log(theme, width, errors);
  await ctx.close();
}
await browser.close();
