import { chromium } from 'playwright-core';
const [lang, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const p of paths) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`http://localhost:3111${p}${p.includes('?') ? '&' : '?'}lang=${lang}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const name = `/tmp/shots/${lang}${p.replace(/[/?=&]/g, '_')}.png`;
  await page.screenshot({ path: name });
  console.log(name, await page.title(), errors.slice(0, 3));
  await page.close();
}
await browser.close();
