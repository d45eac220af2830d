/**
 * The README's table of measured figures: which rows it has (each with its budget), how `npm run bench` writes it
 * between two markers, and what a row the run could not measure shows. Pure: no file, no process (bench/run.ts
 * reads and writes README.md). How the figures are measured and their history: docs/benchmarks.md.
 */

export const TABLE_START = '<!-- bench:table -->';
export const TABLE_END = '<!-- /bench:table -->';

/** The rows of the README's table, in order: the name `bench/run.ts` fills and the row's text and budget. */
export const BENCH_ROWS = {
  render: {
    what: 'local render, 12 MP photo → print master + preview + thumbnail, subject detection included (median of 5)',
    budget: '≤ 1,500 ms',
  },
  slowestStyle: {
    what: 'local render, the slowest of the eight styles, subject found or not, detection included (median of 3)',
    budget: '≤ 1,500 ms',
  },
  detection: {
    what: 'subject detection alone, the photo at 512 px: the first in a process (the models load), then warm',
    budget: '—',
  },
  health: { what: 'GET /api/health (database and storage probe): the framework’s ceiling', budget: '—' },
  publicImages: {
    what: 'GET /api/public-images, 12 of 10,000 public posters, PostgreSQL, 50 connections',
    budget: '≥ 3,000 req/s, p99 ≤ 50 ms',
  },
  feed: { what: 'GET /api/feed, 10 of 10,000 posters with likes, PostgreSQL, 50 connections', budget: '—' },
  catalogueHtml: {
    what: 'GET /catalogue?page=1…10, the page drawn on the server, PostgreSQL, 50 connections',
    budget: '—',
  },
  firstLoad: { what: 'first-load JavaScript (gzip) of every public page in every language', budget: '≤ 150 KB each' },
  serverRender: {
    what: 'the server’s render of a public page, its data read from the API (50 renders a page, four languages)',
    budget: '—',
  },
  lighthousePerformance: {
    what: 'Lighthouse (mobile) performance, every public page in every language',
    budget: '≥ 95',
  },
  lighthouseOthers: {
    what: 'Lighthouse (mobile) accessibility, best practices, SEO, every public page in every language',
    budget: '100, 100, 100',
  },
  embeddedRest: {
    what:
      'memory, embedded default (PGlite, demo catalogue): RSS 60 s after it falls idle (start-up renders and ' +
      'their pictures done)',
    budget: '≤ 350 MB',
  },
  embeddedRendering: {
    what: 'memory, embedded default: peak RSS while rendering (30 demo posters, style thumbnails, their pictures)',
    budget: '≤ 600 MB',
  },
  embeddedLoad: {
    what: 'memory, embedded default: peak RSS under the API load (catalogue and feed pages, 50 connections)',
    budget: '≤ 600 MB',
  },
  embeddedCreating: {
    what: 'memory, embedded default: peak RSS while a new database is created and migrated (first start only)',
    budget: '—',
  },
  apiRest: { what: 'memory, `ROLE=api` on PostgreSQL: RSS after start + 60 s idle', budget: '≤ 150 MB' },
  apiLoad: { what: 'memory, `ROLE=api` on PostgreSQL: peak RSS under the API load', budget: '—' },
  workerRendering: {
    what:
      'memory, `ROLE=worker` on PostgreSQL: peak RSS while rendering (demo catalogue, thumbnails, 4 ' +
      'posters from 12 MP, their pictures)',
    budget: '≤ 500 MB',
  },
  workerRest: { what: 'memory, `ROLE=worker` on PostgreSQL: RSS 60 s after it falls idle', budget: '—' },
  masters: {
    what:
      'print masters of an order (bench/masters.ts, one fresh process each): A2 and A1 painted again, time ' +
      'and peak RSS',
    budget: 'peak ≤ 500 MB',
  },
} as const satisfies Record<string, { what: string; budget: string }>;

export type BenchRowName = keyof typeof BENCH_ROWS;

/** One run: its date (YYYY-MM-DD), the machine and load it ran on, and each row's figure (null: not measured). */
export type BenchRun = {
  date: string;
  machine: string;
  load: string;
  figures: Partial<Record<BenchRowName, string | null>>;
};

/** What a row shows when neither this run nor the table before it has a figure. */
export const NOT_MEASURED = 'not measured';

/** A figure carried from an earlier run ends with the date it was measured: `… *(from 2026-11-25)*`. */
const carriedMark = /\s\*\(from (\d{4}-\d{2}-\d{2})\)\*$/;

/**
 * README.md with the block between the markers replaced by this run's table. A row this run did not measure keeps
 * the figure of the table before, marked with the date it was measured (the mark it already carries, else the
 * date of the table before); a row never measured says "not measured". Rows are always BENCH_ROWS, in order:
 * a row of the table before that is no longer one is dropped.
 */
export function replaceBenchTable(readme: string, run: BenchRun): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < 0 || end < start)
    throw new Error(`README.md has no block ${TABLE_START} … ${TABLE_END} for the measured figures`);
  if (readme.indexOf(TABLE_START, start + 1) >= 0 || readme.indexOf(TABLE_END, end + 1) >= 0)
    throw new Error(`README.md has more than one ${TABLE_START} block`);
  const previous = parseBenchTable(readme.slice(start + TABLE_START.length, end));
  return `${readme.slice(0, start)}${TABLE_START}\n${benchTable(run, previous)}\n${readme.slice(end)}`;
}

/** The block's text: the line saying when and where, then the table. */
export function benchTable(run: BenchRun, previous: ParsedTable = { date: null, figures: new Map() }): string {
  const lines = [
    `Measured on ${run.date} by \`npm run bench\`: ${run.machine}; load ${run.load}. A figure marked *(from a date)* ` +
      'was not measured on that run and is the one before it.',
    '',
    '| what | measured | budget |',
    '|---|---|---|',
  ];
  for (const [name, row] of Object.entries(BENCH_ROWS) as [BenchRowName, (typeof BENCH_ROWS)[BenchRowName]][]) {
    const measured = run.figures[name];
    const figure = measured ?? carried(previous.figures.get(row.what), previous.date);
    lines.push(`| ${cell(row.what)} | ${cell(figure)} | ${cell(row.budget)} |`);
  }
  return lines.join('\n');
}

function carried(figure: string | undefined, date: string | null): string {
  if (figure === undefined || figure === NOT_MEASURED || figure === '') return NOT_MEASURED;
  if (carriedMark.test(figure) || date === null) return figure;
  return `${figure} *(from ${date})*`;
}

export type ParsedTable = { date: string | null; figures: Map<string, string> };

/** The date and each row's figure (by the row's text) of a block written by benchTable (or by hand alike). */
export function parseBenchTable(block: string): ParsedTable {
  const date = /Measured on (\d{4}-\d{2}-\d{2})/.exec(block)?.[1] ?? null;
  const figures = new Map<string, string>();
  for (const line of block.split('\n')) {
    if (!line.startsWith('|') || /^\|\s*-/.test(line)) continue;
    const cells = line
      .trim()
      .replace(/^\||\|$/g, '')
      .split(/(?<!\\)\|/)
      .map((text) => text.trim().replace(/\\\|/g, '|'));
    if (cells.length !== 3 || cells[0] === 'what') continue;
    figures.set(cells[0]!, cells[1]!);
  }
  return { date, figures };
}

/** A cell's text: one line, its pipes escaped. */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/(?<!\\)\|/g, '\\|');
}

/** `low–high` of numbers as the table writes them (`137.3–147.3`, or one number when they are equal). */
export function range(values: number[], digits = 0): string {
  const write = (value: number) =>
    value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const low = write(Math.min(...values)),
    high = write(Math.max(...values));
  return low === high ? low : `${low}–${high}`;
}
