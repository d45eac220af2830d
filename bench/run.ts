/**
 * `npm run bench`: the figures of docs/architecture.md#budgets measured on this machine, printed as one table of
 * every measurement, and written in short into README.md's table of measured figures (bench/table.ts; how each is
 * measured and the history of earlier rounds: docs/benchmarks.md). Reported, never asserted: machines here are
 * shared and noisy. `npm run bench -- --no-readme` prints the tables without writing README.md.
 *
 * Measured so far: the local render of a 12 MP photo (bench/render.ts, median of 5), GET /api/health,
 * /api/public-images, /api/feed and the drawn /catalogue page on PostgreSQL with 10,000 public posters
 * (bench/api-throughput.ts, autocannon in its own process; skipped without a PostgreSQL), and on a production server
 * with the demo catalogue: first-load JavaScript (gzip) of every public page in every language in Chromium, the
 * server's render time of each public page (p50/p99), Lighthouse (mobile; performance, accessibility, best practices
 * and SEO; median of BENCH_LIGHTHOUSE_RUNS, 3 by default) of every public page in every language, and the server's
 * memory (bench/memory.ts: the embedded default, ROLE=api and ROLE=worker against the goals of decision 020).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { languages } from '../src/shared/i18n/languages.ts';
import { posterPath } from '../src/shared/poster-url.ts';
import { SERVER_LAUNCH, STAGING_STAND_INS, startServer } from '../src/server/testing/server-process.ts';
import { waitForCataloguePictures } from './catalogue-pictures.ts';
import { chromiumFlags, chromiumPath } from '../src/server/testing/chromium.ts';
import { lighthouse, medianRun, performanceOf, scoreOf } from './lighthouse.ts';
import { measureMasters } from './masters.ts';
import { BENCH_ROWS, range, replaceBenchTable, type BenchRowName } from './table.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rows: [string, string, string][] = [];
/** The README's rows (bench/table.ts): null where this run could not measure. */
const figures: Partial<Record<BenchRowName, string | null>> = {};
const loadAtStart = loadavg()[0]!;
/**
 * `npm run bench -- --only=pages,renders` measures those parts alone (renders, masters, api, memory, pages); the
 * README's other rows keep their figures, marked with the date they were measured.
 */
const only = process.argv
  .find((argument) => argument.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const measuring = (part: 'renders' | 'masters' | 'api' | 'memory' | 'pages') => !only || only.includes(part);
let chromiumVersion: string | undefined;

if (measuring('renders')) {
  // 1. The local render (its own process, so the figure is not disturbed by the server below), launched with the
  // server's memory settings so it measures what a worker does.
  const renderOutput = execFileSync(process.execPath, [...SERVER_LAUNCH.nodeArgs, path.join(root, 'bench/render.ts')], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 10 * 1024 * 1024,
    env: { ...process.env, ...SERVER_LAUNCH.env },
  });
  process.stdout.write(renderOutput);
  const median = /median of \d+ full renders (\d+) ms/.exec(renderOutput)?.[1];
  rows.push([
    'local render, 12 MP photo → print master + preview + thumbnail (median of 5)',
    median ? `${median} ms` : 'see above',
    '≤ 1,500 ms',
  ]);
  const slowest = Math.max(
    ...[...renderOutput.matchAll(/slowest (\d+) ms with detection/g)].map((match) => Number(match[1])),
  );
  rows.push([
    'local render, slowest style, subject found or not, detection included (median of 3)',
    Number.isFinite(slowest) ? `${slowest} ms` : 'see above',
    '≤ 1,500 ms',
  ]);
  const detection = /subject detection: first (\d+) ms \(models loaded\), then median of \d+ (\d+) ms/.exec(
    renderOutput,
  );
  figures.render = median ? `${Number(median).toLocaleString('en')} ms` : null;
  figures.slowestStyle = Number.isFinite(slowest) ? `${slowest.toLocaleString('en')} ms` : null;
  figures.detection = detection ? `first ${detection[1]} ms, then ${detection[2]} ms` : null;
}
if (measuring('masters')) {
  // 1b. Print masters per size (docs/product/create.md#print-masters-per-size): one fresh process per master.
  const masters = measureMasters();
  for (const row of masters)
    rows.push([
      `print master ${row.size} (${row.width} × ${row.height}), ${row.how}: time, peak RSS`,
      `${row.ms} ms, ${row.peakMb} MB`,
      row.how === 'downscaled' ? '—' : 'peak ≤ 500 MB',
    ]);
  const painted = masters.filter((row) => row.how === 'rendered');
  figures.masters = painted.length
    ? painted.map((row) => `${row.size} ${row.ms.toLocaleString('en')} ms, ${row.peakMb} MB`).join('; ')
    : null;
}
if (measuring('api')) {
  // 2. API throughput on PostgreSQL (its own server process, scratch database and load process).
  const apiOutput = execFileSync(process.execPath, [path.join(root, 'bench/api-throughput.ts')], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 10 * 1024 * 1024,
  });
  process.stdout.write(apiOutput);
  const endpoint = (label: string) => {
    const match = new RegExp(`^${label}: (\\d+) req/s, p50 [\\d.]+ ms, p99 ([\\d.]+) ms`, 'm').exec(apiOutput);
    return match ? { rps: Number(match[1]), p99: match[2]! } : null;
  };
  const health = endpoint('health');
  for (const [label, what, budget] of [
    ['health', 'GET /api/health (database and storage ping): the framework’s ceiling', '—'],
    [
      'public-images',
      'GET /api/public-images, 12 of 10,000 public posters, PostgreSQL, 50 connections',
      '≥ 3,000 req/s, p99 ≤ 50 ms',
    ],
    ['feed', 'GET /api/feed, 10 of 10,000 posters with likes, PostgreSQL, 50 connections', '—'],
    [
      'catalogue-html',
      'GET /catalogue?page=1…10, the page drawn on the server (decision 026), PostgreSQL, 50 connections',
      '—',
    ],
  ] as const) {
    const figure = endpoint(label);
    const name = (
      { health: 'health', 'public-images': 'publicImages', feed: 'feed', 'catalogue-html': 'catalogueHtml' } as const
    )[label];
    figures[name] = figure ? `${figure.rps.toLocaleString('en')} req/s, p99 ${figure.p99} ms` : null;
    const ratio =
      figure && health && label !== 'health' ? `, ${Math.round((figure.rps / health.rps) * 100)}% of health` : '';
    rows.push([
      what,
      figure ? `${figure.rps.toLocaleString('en')} req/s, p99 ${figure.p99} ms${ratio}` : 'skipped (no PostgreSQL)',
      budget,
    ]);
  }
  const underLoad = /memory under load: peak RSS (\d+) MB/.exec(apiOutput)?.[1];
  if (underLoad) rows.push(['server memory under the API load above (peak RSS, PostgreSQL)', `${underLoad} MB`, '—']);
}
if (measuring('memory')) {
  // 2b. Resident memory of the embedded default, ROLE=api and ROLE=worker, each in a fresh process (the goals of
  // decision 020).
  const memoryOutput = execFileSync(process.execPath, [path.join(root, 'bench/memory.ts')], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 10 * 1024 * 1024,
  });
  process.stdout.write(memoryOutput);
  const memoryOf = (scenario: string) => {
    const line = new RegExp(`^memory ${scenario}: (.*)$`, 'm').exec(memoryOutput)?.[1] ?? '';
    const figure = (pattern: string) => new RegExp(`${pattern} (\\d+) MB`).exec(line)?.[1];
    return {
      rest: figure('at rest'),
      rendering: figure('peak') && /while rendering/.test(line) ? figure('peak') : undefined,
      load: /(\d+) MB under the API load/.exec(line)?.[1],
      opening: /(\d+) MB while the new database was created/.exec(line)?.[1],
    };
  };
  const megabytes = (value: string | undefined) => (value ? `${value} MB` : 'skipped (no PostgreSQL)');
  const embedded = memoryOf('embedded'),
    api = memoryOf('api'),
    worker = memoryOf('worker');
  const memoryRows = [
    ['embeddedRest', embedded.rest],
    ['embeddedRendering', embedded.rendering],
    ['embeddedLoad', embedded.load],
    ['embeddedCreating', embedded.opening],
    ['apiRest', api.rest],
    ['apiLoad', api.load],
    ['workerRendering', worker.rendering],
    ['workerRest', worker.rest],
  ] as const;
  const inReadme = (value: string | undefined) => (value ? `${Number(value).toLocaleString('en')} MB` : null);
  for (const [row, value] of memoryRows) {
    rows.push([BENCH_ROWS[row].what, megabytes(value), BENCH_ROWS[row].budget]);
    figures[row] = inReadme(value);
  }
}

if (measuring('pages')) {
  // 3. First-load JavaScript per page, Lighthouse, and the server's memory: a production server whose demo
  // catalogue is seeded first, so the pages show what a visitor sees.
  if (
    !existsSync(path.join(root, 'dist/web/index.html')) ||
    !existsSync(path.join(root, 'dist/server/entry-server.js'))
  )
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  const server = await startServer({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'affiche-bench-')),
    SEED_DEMO: 'true',
    NODE_ENV: 'production',
    ...STAGING_STAND_INS,
  });
  try {
    rows.push(['server memory after start (RSS)', `${rssMegabytes(server.child.pid!)} MB`, '—']);
    // the demo catalogue seeded (a job after start, about 30 s on 2 cores) and every demo poster's pictures made: the
    // pictures' jobs run right after seeding, so measuring earlier would time the pages beside that encoding, and a
    // poster's page would show the render's preview instead of the picture a visitor gets a minute later
    await waitForCataloguePictures(server.url, 30);
    const first = (
      (await (await fetch(`${server.url}/api/public-images?limit=1`)).json()) as {
        images: { id: number; name: string }[];
      }
    ).images[0]!;
    const publicPages = ['/', '/catalogue', posterPath(first.id, first.name), '/feed', '/earn', '/partners'];
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    chromiumVersion = browser.version();
    const firstLoads: { label: string; kilobytes: number }[] = [];
    // Decision 021: every language loads its own catalogue chunks, so each is measured.
    for (const [page, language] of publicPages.flatMap((path) => languages.map((code) => [path, code] as const))) {
      const tab = await browser.newPage();
      const scripts = new Map<string, number>();
      tab.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const body = await response.body().catch(() => null);
        if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
      });
      await tab.goto(`${server.url}${page}?lang=${language}`, { waitUntil: 'networkidle' });
      const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
      firstLoads.push({ label: `${labelOf(page)} in ${language}`, kilobytes: total / 1024 });
      rows.push([
        `first-load JavaScript of ${labelOf(page)} in ${language} (gzip, ${scripts.size} files)`,
        `${(total / 1024).toFixed(1)} KB`,
        '≤ 150 KB',
      ]);
      await tab.close();
    }
    await browser.close();
    const largest = firstLoads.reduce((most, load) => (load.kilobytes > most.kilobytes ? load : most));
    figures.firstLoad = `${range(
      firstLoads.map((load) => Number(load.kilobytes.toFixed(1))),
      1,
    )} KB (the largest: ${largest.label})`;

    // The server's render of each public page (decision 026), called as the server calls it, its data read from the
    // running server's API: the time to draw, without the HTML cache.
    const { render } = (await import(pathToFileURL(path.join(root, 'dist/server/entry-server.js')).href)) as {
      render: PageRender;
    };
    const settings = JSON.parse(
      (
        /<meta name="app-settings" content="([^"]*)"/.exec(await (await fetch(`${server.url}/earn`)).text())?.[1] ??
        '{}'
      )
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&amp;/g, '&'),
    ) as Record<string, unknown>;
    const fetchJson = async (apiPath: string) => {
      const response = await fetch(`${server.url}${apiPath}`);
      return response.status === 404 ? null : ((await response.json()) as unknown);
    };
    const renders: { page: string; p50: number; p99: number }[] = [];
    for (const page of publicPages) {
      const times: number[] = [];
      for (let run = 0; run < 60; run += 1) {
        const started = performance.now();
        await render({
          url: new URL(page, 'http://bench.invalid'),
          language: languages[run % languages.length]!,
          settings,
          fetchJson,
        });
        if (run >= 10) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))]!.toFixed(1);
      renders.push({ page: labelOf(page), p50: Number(at(0.5)), p99: Number(at(0.99)) });
      rows.push([
        `server render of ${labelOf(page)}, four languages, its data read from the API (50 renders)`,
        `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
        '—',
      ]);
    }

    const slowestRender = renders.reduce((most, render) => (render.p99 > most.p99 ? render : most));
    figures.serverRender = `p50 ${range(
      renders.map((render) => render.p50),
      1,
    )} ms, p99 ${range(
      renders.map((render) => render.p99),
      1,
    )} ms (the slowest: ${slowestRender.page})`;

    const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
    const audits: ({ label: string } & ReturnType<typeof pageAudit>)[] = [];
    for (const [page, language] of publicPages.flatMap((path) => languages.map((code) => [path, code] as const))) {
      const at = medianRun(runs, () => pageAudit(`${server.url}${page}?lang=${language}`));
      audits.push({ ...at, label: `${labelOf(page)} in ${language}` });
      rows.push([
        `Lighthouse, mobile, ${labelOf(page)} in ${language} (median of ${runs})`,
        `performance ${at.performance} (LCP ${at.lcp}, CLS ${at.cls}, TBT ${at.tbt}); ` +
          `accessibility ${at.accessibility}, best practices ${at.bestPractices}, SEO ${at.seo}`,
        '≥ 95; 100, 100, 100',
      ]);
    }
    const lowest = audits.reduce((least, audit) => (audit.performance < least.performance ? audit : least));
    figures.lighthousePerformance =
      `${range(audits.map((audit) => audit.performance))} (the ` +
      `lowest: ${lowest.label}, LCP ${lowest.lcp}; median of ${runs} runs)`;
    const least = (category: 'accessibility' | 'bestPractices' | 'seo') =>
      Math.min(...audits.map((audit) => audit[category]));
    // Below 100, the table names where and which audits failed, so the next run knows what to look at.
    const shortfalls = audits
      .filter((audit) => Math.min(audit.accessibility, audit.bestPractices, audit.seo) < 100)
      .map((audit) => `${audit.label}: ${audit.failing.join(', ')}`);
    figures.lighthouseOthers =
      `${least('accessibility')}, ${least('bestPractices')}, ${least('seo')} (the lowest of each` +
      `${shortfalls.length > 0 ? `; below 100: ${shortfalls.join('; ')}` : ''})`;
    rows.push(['server memory after the pages and Lighthouse (RSS)', `${rssMegabytes(server.child.pid!)} MB`, '—']);
  } finally {
    await server.stop();
  }
}

const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
const date = new Date().toISOString().slice(0, 10);
const machine = `${cpus().length} cores (${cpu}), ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}${
  chromiumVersion ? `, Chromium ${chromiumVersion}` : ''
}`;
const load = `${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end (1-minute average)`;
console.log(`\n${date} · ${machine} · load ${load}\n`);
console.log('| what | measured | budget |\n|---|---|---|');
for (const [what, measured, budget] of rows) console.log(`| ${what} | ${measured} | ${budget} |`);

// The README's table: the short figures above, the rows this run could not measure kept from the table before.
if (!process.argv.includes('--no-readme')) {
  const readmePath = path.join(root, 'README.md');
  writeFileSync(readmePath, replaceBenchTable(readFileSync(readmePath, 'utf8'), { date, machine, load, figures }));
  console.log('\nREADME.md: the table of measured figures is written (docs/benchmarks.md keeps the rounds before).');
}

type PageRender = (input: {
  url: URL;
  language: string;
  settings: Record<string, unknown>;
  fetchJson: (path: string) => Promise<unknown>;
}) => Promise<unknown>;

/** A page's name in the table: a poster's page by its pattern. */
function labelOf(page: string): string {
  return page.startsWith('/posters/') ? 'a poster page' : page;
}

/** One Lighthouse run of a page (mobile, the four categories): the scores, the timings and the audits that failed. */
function pageAudit(url: string) {
  const report = lighthouse(url, ['performance', 'accessibility', 'best-practices', 'seo']);
  const failing = (['accessibility', 'best-practices', 'seo'] as const).flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  return {
    ...performanceOf(report),
    accessibility: scoreOf(report, 'accessibility'),
    bestPractices: scoreOf(report, 'best-practices'),
    seo: scoreOf(report, 'seo'),
    failing,
  };
}

function rssMegabytes(pid: number): string {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return (kilobytes / 1024).toFixed(0);
}
