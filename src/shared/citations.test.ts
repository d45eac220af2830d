import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Citations stay true: every comment that points at the product's rules names a page of docs/ and a heading
 * that exist (docs/product/README.md), every decision it names has a record in docs/decisions/, and nothing names
 * a document the repository does not hold. The pages of docs/ are held to the same rule, and the links inside
 * docs/ and the README must lead to a file and heading that exist.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where source lives: these folders (recursively) and the root's own scripts. */
const sourceFolders = ['src', 'e2e', 'bench', 'scripts', 'build'];
const sourceExtensions = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|html|sql)$/;
const skippedFolders = new Set(['node_modules', 'dist', '.git', 'public']);
/** Applied migrations are never edited, not even their comments: what they cite stays as it was written. */
const skippedPaths = new Set(['src/server/db/migrations']);

/** What names a document outside the repository, each with why it is refused. */
const outsideCitations: { pattern: RegExp; why: string }[] = [
  { pattern: /\bspec\s+0\d\d\b/gi, why: 'names a specification document outside the repository' },
  { pattern: /\bARCHITECTURE\s*§/g, why: 'names an architecture document outside the repository' },
  { pattern: /\bissues?\s+#?\d+/gi, why: 'names an issue outside the repository' },
  { pattern: /§\s*\d+/g, why: 'cites a section (§) of a document outside the repository' },
  {
    pattern: /\b(?:the|this|a|its)\s+(?:spec|specification|brief)\b/gi,
    why: 'names a specification or brief outside the repository',
  },
  { pattern: /\b(?:spec|specification|brief)['’]s\b/gi, why: 'names a specification or brief outside the repository' },
];

const docCitation = /\bdocs\/[A-Za-z0-9_./-]+\.md(?:#[A-Za-z0-9_-]*)?/g;
const decisionCitation = /\bdecisions?\s+(\d{3}(?:(?:\s*,\s*|\s+and\s+|\s*\/\s*|\s*&\s*)\d{3})*)/gi;
const decisionPath = /\bdocs\/decisions\/(\d{3})\b/g;

type Problem = { at: string; citation: string; why: string };

function walk(folder: string, files: string[] = []): string[] {
  if (!existsSync(folder)) return files;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (skippedFolders.has(entry.name) || skippedPaths.has(path.relative(root, full))) continue;
    if (entry.isDirectory()) walk(full, files);
    else if (sourceExtensions.test(entry.name)) files.push(full);
  }
  return files;
}

function sourceFiles(): string[] {
  const rootScripts = readdirSync(root)
    .filter((name) => /\.(ts|mts|cts)$/.test(name) && statSync(path.join(root, name)).isFile())
    .map((name) => path.join(root, name));
  return [...sourceFolders.flatMap((folder) => walk(path.join(root, folder))), ...rootScripts].sort();
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens; a repeated heading gets -1, -2… */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorCache = new Map<string, Set<string>>();

/** The anchors a Markdown file offers: its headings' slugs (outside code blocks) and explicit `id`s. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = headingSlug(heading[1]!.replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));
      const count = seen.get(slug) ?? 0;
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
      seen.set(slug, count + 1);
    }
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1]!);
  }
  return anchors;
}

function anchorsOfFile(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (!anchors) {
    anchors = anchorsOf(readFileSync(file, 'utf8'));
    anchorCache.set(file, anchors);
  }
  return anchors;
}

const decisionNumbers = new Set(
  readdirSync(path.join(root, 'docs/decisions'))
    .map((name) => /^(\d{3})-.+\.md$/.exec(name)?.[1])
    .filter((number): number is string => number !== undefined),
);

/** Why a citation of `target` (a path from the repository's root, with an optional #anchor) is wrong, or null. */
function problemOfDoc(target: string, from: string): string | null {
  const [file = '', anchor] = target.split('#');
  const full = path.resolve(from, file);
  if (!full.startsWith(root + path.sep) && full !== root) return 'points outside the repository';
  if (!existsSync(full)) return 'no such file';
  if (anchor === undefined || anchor === '') return null;
  if (!full.endsWith('.md')) return null;
  if (!anchorsOfFile(full).has(anchor)) return `no heading #${anchor} in ${path.relative(root, full)}`;
  return null;
}

/** The citations of one source file that are wrong. */
export function problemsOfSource(relativePath: string, text: string): Problem[] {
  const problems: Problem[] = [];
  text.split('\n').forEach((line, index) => {
    const at = `${relativePath}:${index + 1}`;
    for (const { pattern, why } of outsideCitations) {
      for (const match of line.matchAll(pattern)) problems.push({ at, citation: match[0], why });
    }
    for (const match of line.matchAll(docCitation)) {
      const why = problemOfDoc(match[0], root);
      if (why) problems.push({ at, citation: match[0], why });
    }
    for (const match of line.matchAll(decisionCitation)) {
      for (const number of match[1]!.match(/\d{3}/g) ?? []) {
        if (!decisionNumbers.has(number))
          problems.push({ at, citation: match[0], why: `no record docs/decisions/${number}-….md` });
      }
    }
    for (const match of line.matchAll(decisionPath)) {
      if (!decisionNumbers.has(match[1]!))
        problems.push({ at, citation: match[0], why: `no record docs/decisions/${match[1]}-….md` });
    }
  });
  return problems;
}

/** The links of one Markdown file (in docs/ or the README) that point at a missing file or heading. */
export function problemsOfMarkdown(file: string, text: string): Problem[] {
  const problems: Problem[] = [];
  let inFence = false;
  text.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) return;
    const at = `${path.relative(root, file)}:${index + 1}`;
    for (const match of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …
      const why = target.startsWith('#')
        ? anchorsOfFile(file).has(target.slice(1))
          ? null
          : `no heading ${target} in ${path.relative(root, file)}`
        : problemOfDoc(target, path.dirname(file));
      if (why) problems.push({ at, citation: target, why });
    }
  });
  return problems;
}

const report = (problems: Problem[]) =>
  problems.map((problem) => `${problem.at}: "${problem.citation}" ${problem.why}`).join('\n');

describe('citations in the code', () => {
  it('name only the repository’s own documents, and each page, heading and decision they name exists', () => {
    const self = fileURLToPath(import.meta.url);
    const problems = sourceFiles()
      .filter((file) => file !== self)
      .flatMap((file) => problemsOfSource(path.relative(root, file), readFileSync(file, 'utf8')));
    expect(report(problems)).toBe('');
  });

  it('are found when they are wrong', () => {
    // Written in pieces, so that a search of the sources for such citations finds none in this file either.
    const planted = [
      `// the limit (${'spec'} 001 §9)`,
      `// ${'ARCHITECTURE'} §5 says so`,
      `/** the order page (${'issue'} 14) */`,
      "// as the brief's text says",
      '// docs/product/pay.md#no-such-heading',
      '// docs/product/no-such-area.md',
      '// decision 999',
    ].join('\n');
    const found = problemsOfSource('planted.ts', planted);
    expect(found.map((problem) => problem.at)).toEqual(
      expect.arrayContaining([
        'planted.ts:1',
        'planted.ts:2',
        'planted.ts:3',
        'planted.ts:4',
        'planted.ts:5',
        'planted.ts:6',
        'planted.ts:7',
      ]),
    );
    expect(
      problemsOfSource('fine.ts', '// docs/product/pay.md#limited-editions-and-holds, decision 009 and 013'),
    ).toEqual([]);
  });
});

describe('links in docs/ and the README', () => {
  it('point at files and headings that exist', () => {
    const markdown = [path.join(root, 'README.md'), ...walkMarkdown(path.join(root, 'docs'))];
    const problems = markdown.flatMap((file) => problemsOfMarkdown(file, readFileSync(file, 'utf8')));
    expect(report(problems)).toBe('');
  });

  it('name source files and folders that exist', () => {
    // `src/…`, `e2e/…` and the like; `modules/…`, `adapters/…`, `db/…`, `http/…` and `cli/…` are the server's.
    const serverFolders = /^(modules|adapters|db|http|cli)\//;
    const problems: Problem[] = [];
    for (const file of walkMarkdown(path.join(root, 'docs'))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const match of line.matchAll(
            /`((?:src|e2e|bench|scripts|build|docs|modules|adapters|db|http|cli)\/[^`\s]*)`/g,
          )) {
            const cited = match[1]!.split('#')[0]!;
            if (/[<>*{}]/.test(cited)) continue; // a pattern such as `src/shared/<area>.ts`
            const target = serverFolders.test(cited) ? path.join('src/server', cited) : cited;
            if (!existsSync(path.join(root, target)))
              problems.push({
                at: `${path.relative(root, file)}:${index + 1}`,
                citation: match[1]!,
                why: 'no such file or folder',
              });
          }
        });
    }
    expect(report(problems)).toBe('');
  });

  it('in docs/ name only the repository’s own documents too', () => {
    const problems = walkMarkdown(path.join(root, 'docs')).flatMap((file) =>
      problemsOfSource(path.relative(root, file), readFileSync(file, 'utf8')),
    );
    expect(report(problems)).toBe('');
  });

  it('make GitHub’s anchors of headings', () => {
    expect([
      ...anchorsOf(
        '# Pay\n## Credits and packs\n## After the sale: refunds\n## `PAYMENTS` stand-ins\n## Credits and ' +
          'packs\n```\n## not a heading\n```',
      ),
    ]).toEqual(['pay', 'credits-and-packs', 'after-the-sale-refunds', 'payments-stand-ins', 'credits-and-packs-1']);
  });
});

function walkMarkdown(folder: string, files: string[] = []): string[] {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) walkMarkdown(full, files);
    else if (entry.name.endsWith('.md')) files.push(full);
  }
  return files;
}
