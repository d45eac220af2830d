import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Even rooms (docs/architecture.md#tests): no source file, test or document the repository holds is longer than
 * 450 lines after formatting. The message catalogues (their length is the product's words), applied migrations and
 * their snapshots (generated, never edited) and data files are not held to it.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MOST_LINES = 450;
const heldToIt = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|html|md|sh|ya?ml)$/;
const exempt = [/^src\/shared\/messages\//, /^src\/server\/db\/migrations\//];

describe('file sizes', () => {
  it(`keeps every source file, test and document within ${MOST_LINES} lines`, () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => heldToIt.test(file) && !exempt.some((pattern) => pattern.test(file)));
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((file) => {
        let text: string;
        try {
          text = readFileSync(path.join(root, file), 'utf8');
        } catch {
          return null; // listed by git but deleted in the working tree
        }
        return { file, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) };
      })
      .filter((entry) => entry !== null && entry.lines > MOST_LINES);
    expect(long).toEqual([]);
  });
});
