/**
 * Mobile Lighthouse on the pages that show posters (/catalogue, /feed and a poster's page, in the four languages)
 * with the catalogue of customers' photo posters of bench/photo-catalogue.ts (decision 039): a production server on a
 * copy of that DATA_DIR, one run a page and language unless BENCH_LIGHTHOUSE_RUNS says more (the median is kept), plus
 * the bytes of poster pictures a 390 px phone (DPR 3) downloads on each page. Reported, never asserted
 * (docs/benchmarks.md).
 * Run after `npm run build`: `npx node bench/light-pages.ts <DATA_DIR made by photo-catalogue.ts> [languages]`.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { posterPath } from '../src/shared/poster-url.ts';
import { STAGING_STAND_INS, startServer } from '../src/server/testing/server-process.ts';
import { cataloguePage, waitForCataloguePictures } from './catalogue-pictures.ts';
import { chromiumFlags, chromiumPath } from '../src/server/testing/chromium.ts';
import { lighthouse, medianRun, performanceOf } from './lighthouse.ts';

const source = process.argv[2];
if (!source) throw new Error('usage: node bench/light-pages.ts <DATA_DIR> [en,de,fr,it]');
const languages = (process.argv[3] ?? 'en,de,fr,it').split(',');
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);

const dataDir = mkdtempSync(path.join(tmpdir(), 'affiche-light-'));
cpSync(path.resolve(source), dataDir, { recursive: true });
const server = await startServer({
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  NODE_ENV: 'production',
  ...STAGING_STAND_INS,
});
try {
  // A shop that encodes pictures (decision 039) does it after start: the measure waits for the last poster's.
  await waitForCataloguePictures(server.url);
  const first = (await cataloguePage(server.url)).images[0]!;
  const pages = ['/catalogue', '/feed', posterPath(first.id, first.name)];
  const label = (page: string) => (page.startsWith('/posters/') ? 'a poster page' : page);

  // The poster pictures a 390 px phone at DPR 3 downloads on each page's first screen and the largest of them.
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  for (const page of pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
    const tab = await context.newPage();
    const pictures: { url: string; bytes: number }[] = [];
    tab.on('response', async (response) => {
      if (!/\/api\/storage-image\//.test(response.url())) return;
      const body = await response.body().catch(() => null);
      if (body) pictures.push({ url: response.url(), bytes: body.length });
    });
    await tab.goto(`${server.url}${page}?lang=en`, { waitUntil: 'networkidle' });
    const largest = pictures.reduce((most, picture) => (picture.bytes > most.bytes ? picture : most), {
      url: '',
      bytes: 0,
    });
    console.log(
      `pictures at 390 px DPR 3 ` +
        `on ${label(page)}: ${pictures.length},` +
        ` ${(pictures.reduce((sum, p) => sum + p.bytes, 0) / 1024).toFixed(0)} KB, the ` +
        `largest ${(largest.bytes / 1024).toFixed(0)} KB (${largest.url.replace(server.url, '')})`,
    );
    await context.close();
  }
  await browser.close();

  for (const page of pages) {
    for (const language of languages) {
      const at = medianRun(runs, () => pagePerformance(`${server.url}${page}?lang=${language}`));
      console.log(
        `lighthouse mobile ${label(page)} ${language}: performance ${at.performance}, LCP ${at.lcp}, ` +
          `TBT ${at.tbt}, CLS ${at.cls}, images ${at.imageKilobytes} KB`,
      );
    }
  }
} finally {
  await server.stop();
}

/** One run of a page's performance: the score, its timings and the bytes of its pictures. */
function pagePerformance(url: string) {
  const report = lighthouse(url, ['performance']);
  const images = (report.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Image',
  );
  return {
    ...performanceOf(report),
    imageKilobytes: (images.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024).toFixed(0),
  };
}
