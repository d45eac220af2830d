import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  BENCH_ROWS,
  NOT_MEASURED,
  TABLE_END,
  TABLE_START,
  parseBenchTable,
  range,
  replaceBenchTable,
  type BenchRun,
} from './table.ts';

const readme = (block: string) => `# Shop\n\nIntro.\n\n${TABLE_START}\n${block}\n${TABLE_END}\n\n## Next\n\nText.\n`;
const blockOf = (text: string) => text.slice(text.indexOf(TABLE_START) + TABLE_START.length, text.indexOf(TABLE_END));

const run = (figures: BenchRun['figures'], date = '2026-11-27'): BenchRun => ({
  date,
  machine: '2 cores (AMD EPYC), 24 GB, Node v24.21.0, Chromium 156',
  load: '1.2 at the start, 3.4 at the end',
  figures,
});

describe('the README’s table of measured figures', () => {
  it('replaces only the block between the markers, with the date, machine, load and every row with its budget', () => {
    const before = readme('old text');
    const after = replaceBenchTable(before, run({ render: '620 ms', publicImages: '7,597 req/s, p99 14 ms' }));
    expect(after.startsWith('# Shop\n\nIntro.\n\n<!-- bench:table -->\n')).toBe(true);
    expect(after.endsWith('<!-- /bench:table -->\n\n## Next\n\nText.\n')).toBe(true);
    const block = blockOf(after);
    expect(block).not.toContain('old text');
    expect(block).toContain('Measured on 2026-11-27 by `npm run bench`: 2 cores (AMD EPYC), 24 GB, Node v24.21.0');
    expect(block).toContain('load 1.2 at the start, 3.4 at the end');
    expect(block).toContain(`| ${BENCH_ROWS.render.what} | 620 ms | ≤ 1,500 ms |`);
    expect(block).toContain(
      `| ${BENCH_ROWS.publicImages.what} | 7,597 req/s, p99 14 ms | ≥ 3,000 req/s, p99 ≤ 50 ms |`,
    );
    const rows = block.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| what'));
    expect(rows).toHaveLength(Object.keys(BENCH_ROWS).length);
  });

  it('keeps the figure before, marked with its date, for a row this run did not measure', () => {
    const first = replaceBenchTable(
      readme(''),
      run({ render: '620 ms', feed: '3,739 req/s, p99 29 ms', health: '8,239 req/s' }, '2026-11-25'),
    );
    // The next run has no PostgreSQL: the feed's figure stays, marked; the render is new.
    const second = replaceBenchTable(first, run({ render: '700 ms', feed: null }, '2026-11-26'));
    const figures = parseBenchTable(blockOf(second)).figures;
    expect(figures.get(BENCH_ROWS.render.what)).toBe('700 ms');
    expect(figures.get(BENCH_ROWS.feed.what)).toBe('3,739 req/s, p99 29 ms *(from 2026-11-25)*');
    expect(figures.get(BENCH_ROWS.health.what)).toBe('8,239 req/s *(from 2026-11-25)*');
    expect(figures.get(BENCH_ROWS.detection.what)).toBe(NOT_MEASURED);
    // A third run without it keeps the date it was measured, not the date of the table before.
    const third = replaceBenchTable(second, run({ render: '710 ms' }, '2026-11-28'));
    expect(parseBenchTable(blockOf(third)).figures.get(BENCH_ROWS.feed.what)).toBe(
      '3,739 req/s, p99 29 ms *(from 2026-11-25)*',
    );
    expect(parseBenchTable(blockOf(third)).date).toBe('2026-11-28');
  });

  it('drops a row that is no longer one and escapes a pipe in a figure', () => {
    const before = readme(
      'Measured on 2026-11-20 by hand.\n\n| what | measured | budget |\n|---|---|---|\n| a row gone | 1 ms | — |',
    );
    const after = replaceBenchTable(before, run({ render: 'a \\| b | c' }));
    expect(after).not.toContain('a row gone');
    expect(parseBenchTable(blockOf(after)).figures.get(BENCH_ROWS.render.what)).toBe('a | b | c');
  });

  it('refuses a README without the markers, or with two blocks', () => {
    expect(() => replaceBenchTable('# Shop\n', run({}))).toThrow(/no block <!-- bench:table -->/);
    expect(() => replaceBenchTable(readme('') + readme(''), run({}))).toThrow(/more than one/);
  });

  it('writes ranges as the table does', () => {
    expect(range([147.3, 137.3, 140], 1)).toBe('137.3–147.3');
    expect(range([8239, 8239])).toBe('8,239');
    expect(range([1144, 921])).toBe('921–1,144');
  });

  it('is the table README.md holds now: every row, in order, no other', () => {
    const text = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../README.md'), 'utf8');
    const { date, figures } = parseBenchTable(blockOf(text));
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect([...figures.keys()]).toEqual(Object.values(BENCH_ROWS).map((row) => row.what));
    // Writing it again with nothing measured changes no figure (each keeps its own date or gets the table's).
    const again = parseBenchTable(blockOf(replaceBenchTable(text, run({}, '2099-01-01')))).figures;
    for (const [what, figure] of figures)
      expect(again.get(what)).toBe(
        figure === NOT_MEASURED || / \*\(from [\d-]+\)\*$/.test(figure) ? figure : `${figure} *(from ${date})*`,
      );
  });
});
