import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--enable-unsafe-swiftshader'] });
const urls = process.argv.slice(2);
for (const u of urls) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`http://127.0.0.1:4340${u}&renderer=canvas`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  const fig = page.locator('figure').first();
  try { await fig.scrollIntoViewIfNeeded({ timeout: 5000 }); } catch { console.log("no figure", u); await page.close(); continue; }
  const name = u.replace(/[^a-z0-9]+/gi, '-');
  await fig.screenshot({ path: `/tmp/lead/s0${name}.png` });
  console.log(name, await fig.getAttribute('data-scene'), JSON.stringify(await fig.boundingBox()));
  await page.close();
}
await browser.close();
