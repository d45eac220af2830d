/**
 * Lighthouse as the bench runs it (docs/benchmarks.md): mobile, in its own process, on the system Chromium with the
 * flags every browser of the bench and the journeys gets.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumFlags, chromiumPath } from '../src/server/testing/chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type LighthouseCategory = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export type LighthouseReport = {
  categories: Partial<Record<LighthouseCategory, { score: number; auditRefs: { id: string; weight: number }[] }>>;
  audits: Record<
    string,
    {
      displayValue?: string;
      score: number | null;
      details?: { items?: { resourceType?: string; transferSize?: number }[] };
    }
  >;
};

/**
 * One run of the categories on a page. Lighthouse now and then loses the trace of a page load (NO_NAVSTART): the run
 * is made again, up to three times in all, so that one lost trace does not stop a bench of a quarter of an hour.
 */
export function lighthouse(url: string, categories: LighthouseCategory[], tries = 3): LighthouseReport {
  try {
    const output = execFileSync(
      process.execPath,
      [
        path.join(root, 'node_modules/lighthouse/cli/index.js'),
        url,
        `--only-categories=${categories.join(',')}`,
        '--form-factor=mobile',
        '--output=json',
        '--quiet',
        `--chrome-flags=${chromiumFlags.join(' ')}`,
      ],
      {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, CHROME_PATH: chromiumPath },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    return JSON.parse(output) as LighthouseReport;
  } catch (error) {
    if (tries <= 1) {
      const stderr = String((error as { stderr?: string }).stderr);
      throw new Error(`Lighthouse failed on ${url}: ${stderr}`, { cause: error });
    }
    return lighthouse(url, categories, tries - 1);
  }
}

/** A category's score out of 100. */
export function scoreOf(report: LighthouseReport, category: LighthouseCategory): number {
  return Math.round((report.categories[category]?.score ?? 0) * 100);
}

/** The performance score and the timings the bench reports of a run. */
export function performanceOf(report: LighthouseReport) {
  return {
    performance: scoreOf(report, 'performance'),
    lcp: report.audits['largest-contentful-paint']?.displayValue ?? '?',
    cls: report.audits['cumulative-layout-shift']?.displayValue ?? '?',
    tbt: report.audits['total-blocking-time']?.displayValue ?? '?',
  };
}

/** `runs` runs of one page, and the one whose performance score is their median. */
export function medianRun<Run extends { performance: number }>(runs: number, run: () => Run): Run {
  const all = Array.from({ length: runs }, run);
  const median = all.map((each) => each.performance).sort((a, b) => a - b)[Math.floor(runs / 2)]!;
  return all.find((each) => each.performance === median)!;
}
